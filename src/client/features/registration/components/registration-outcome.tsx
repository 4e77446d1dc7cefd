import { Link } from 'wouter';
import { House } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { RegistrationOutcome } from '../use-standalone-submit.ts';
import { RegistrationNotice } from './registration-notice.tsx';

const alreadyRegistered = (
  <RegistrationNotice
    title="Already Registered"
    description="Your team is already registered. Redirecting to home page."
    redirecting
  />
);

/**
 * /register for a team that is signed in on arrival: restored from this browser's saved
 * registration, or signed in already.
 */
export function SignedInOnArrival({ restored }: { restored: boolean }) {
  return restored ? (
    <RegistrationNotice
      title="Registration Restored"
      description="Your previous registration was found. Redirecting to home."
      redirecting
    />
  ) : (
    alreadyRegistered
  );
}

/** What a submitted registration ended in, while the page redirects home. */
export function SubmittedRegistration({ outcome }: { outcome: Exclude<RegistrationOutcome, null> }) {
  if (outcome === 'already-registered') return alreadyRegistered;
  return (
    <RegistrationNotice
      title="Registration Complete"
      description="Your team is registered for the tournament. Redirecting to the home page."
      redirecting
    >
      <Button asChild>
        <Link href="/home">
          <House aria-hidden="true" />
          Home
        </Link>
      </Button>
    </RegistrationNotice>
  );
}
