import { Link } from 'wouter';
import { CalendarPlus } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { InterviewsDashboard } from '../features/scheduling/components/interviews-dashboard.tsx';

/** Spec 2.15 (the router's login wrapper sends visitors to /register). */
export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Interview Dashboard"
        description="Your team's upcoming and past judging interviews."
        actions={
          <Button asChild>
            <Link href="/home">
              <CalendarPlus aria-hidden="true" />
              Book New Interview
            </Link>
          </Button>
        }
      />
      <InterviewsDashboard />
    </>
  );
}
