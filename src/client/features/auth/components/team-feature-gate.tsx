import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../api.ts';
import { GuardMessage } from './guard-message.tsx';

/** Lets a signed-in team or an administrator through; anyone else is asked to register. */
export function TeamFeatureGate({ children }: { children: ReactNode }) {
  const { isLoading, teamId, isAdmin } = useSession();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (teamId !== null || isAdmin) return children;
  return (
    <GuardMessage
      icon={<Users aria-hidden="true" />}
      title="Registered Teams Only"
      description="This feature is available to registered teams. Complete your team's registration to use it."
    >
      <Button asChild>
        <Link href="/register">Go to Registration</Link>
      </Button>
    </GuardMessage>
  );
}
