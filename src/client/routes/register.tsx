import { Link } from 'wouter';
import { House } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { StandaloneRegistration } from '../features/registration/components/standalone-registration.tsx';

/** Screen C of spec 2.7, at /register and / (decision 010). */
export default function RegisterPage() {
  return (
    <>
      <PageHeader
        title="Tournament Registration"
        description="Coaches register their team for the robotics tournament with the team code from the organiser."
        actions={
          <Button asChild variant="outline">
            <Link href="/home">
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
        }
      />
      <StandaloneRegistration />
    </>
  );
}
