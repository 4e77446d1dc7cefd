import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { ClipboardCheck, House } from 'lucide-react';
import { REGISTRATION } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api.ts';
import { useSession } from '../../auth/api.ts';
import { rememberedTeamId } from '../../../lib/registration-storage.ts';
import {
  isAlreadyRegisteredError,
  teamsQueryOptions,
  useSubmitConsent,
  useTeamCodeSignIn,
} from '../api.ts';
import {
  emptyRegistration,
  registrationResolver,
  toConsentRequest,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from '../form-values.ts';
import { showServerErrors } from '../server-errors.ts';
import { useArrivalSession } from '../use-arrival-session.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';
import { ConsentFields } from './consent-fields.tsx';
import { FieldError } from './field-error.tsx';
import { RegistrationNotice } from './registration-notice.tsx';
import { TeamSelect } from './team-select.tsx';
import { TournamentInformation } from './tournament-information.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

type Outcome = 'registered' | 'already-registered' | null;

/** Spec section 8: the server's message, else its field messages joined, else the fallback. */
function registrationFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.body.message) return error.body.message;
    const messages = (error.body.errors ?? []).map((e) => e.message);
    if (messages.length > 0) return messages.join(', ');
  }
  return 'There was an error processing your registration.';
}

function initialTeamId(search: string): string {
  const fromLink = new URLSearchParams(search).get('teamId') ?? '';
  if (/^\d+$/.test(fromLink)) return fromLink;
  return String(rememberedTeamId() ?? '');
}

/**
 * Screen C of spec 2.7, served at /register (decision 010): choose the team, enter its code, the
 * coach's details, the four consents and a signature, then 'Complete Registration'.
 */
export function StandaloneRegistration() {
  const hydrated = useHydrated();
  const session = useSession();
  const arrival = useArrivalSession(session);
  const search = useSearch();
  const teams = useQuery(teamsQueryOptions());
  const submit = useSubmitConsent();
  const codeSignIn = useTeamCodeSignIn();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [restoredAtArrival] = useState(() => rememberedTeamId());
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: registrationResolver,
    defaultValues: emptyRegistration(initialTeamId(search)),
  });

  const chosenId = useWatch({ control: form.control, name: 'teamId' });
  const chosen = teams.data?.find((team) => String(team.id) === chosenId);

  useRedirectAfter(arrival === 'signed-in', '/home', REGISTRATION.redirectAlreadyRegisteredMs);
  useRedirectAfter(outcome === 'registered', '/home', REGISTRATION.redirectAfterRegistrationMs);
  useRedirectAfter(outcome === 'already-registered', '/home', REGISTRATION.redirectAfterConsentMs);

  const onSubmit = form.handleSubmit(async (values) => {
    const teamId = Number(values.teamId);
    const consent = toConsentRequest(values);
    try {
      await submit.mutateAsync({ teamId, consent });
      toast({
        title: 'Registration Successful',
        description: 'Your team has been registered successfully!',
        variant: 'success',
      });
      setOutcome('registered');
    } catch (error) {
      if (isAlreadyRegisteredError(error)) {
        // The code was right (it is checked first), so it signs this device in (decision 011).
        await codeSignIn.mutateAsync({ teamId, joinCode: consent.joinCode }).catch(() => undefined);
        toast({
          title: 'Team Already Registered',
          description: "Your team is already registered. You'll be redirected to the home page.",
        });
        setOutcome('already-registered');
        return;
      }
      showServerErrors(form, error);
      toast({
        title: 'Registration Failed',
        description: registrationFailure(error),
        variant: 'destructive',
      });
    }
  });

  if (arrival === 'loading') {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Checking your session" />
      </div>
    );
  }

  if (arrival === 'signed-in') {
    // Signed in as the team this browser registered: its saved registration restored the session.
    const restored = session.teamId !== null && session.teamId === restoredAtArrival;
    return restored ? (
      <RegistrationNotice
        title="Registration Restored"
        description="Your previous registration was found. Redirecting to home."
        redirecting
      />
    ) : (
      <RegistrationNotice
        title="Already Registered"
        description="Your team is already registered. Redirecting to home page."
        redirecting
      />
    );
  }

  if (outcome === 'registered') {
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
  if (outcome === 'already-registered') {
    return (
      <RegistrationNotice
        title="Already Registered"
        description="Your team is already registered. Redirecting to home page."
        redirecting
      />
    );
  }

  const pending = submit.isPending || codeSignIn.isPending;
  const teamError = form.formState.errors.teamId?.message;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>Team Registration</CardTitle>
          <CardDescription>Register your team for the robotics tournament</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            onFocus={registrationResolver.preload}
            noValidate
            className="flex flex-col gap-5"
            aria-label="Team Registration"
          >
            <div className="flex flex-col gap-2">
              <TeamSelect
                id="registration-teamId"
                label="Team"
                placeholder="Choose your team"
                teams={teams.data}
                isLoading={teams.isPending}
                isError={teams.isError}
                emptyText="No teams available"
                value={chosenId}
                onChange={(value) =>
                  form.setValue('teamId', value, { shouldValidate: form.formState.isSubmitted })
                }
                invalid={Boolean(teamError)}
                describedBy={teamError ? 'registration-teamId-error' : undefined}
                markRegistered
              />
              <FieldError id="registration-teamId-error" message={teamError} />
              {chosen?.isRegistered ? (
                <p className="text-sm text-zinc-700">
                  {chosen.name} is already registered. Submitting with your team code signs you in
                  on this device.
                </p>
              ) : null}
            </div>
            <ConsentFields form={form} disabled={pending} />
            <Button
              type="submit"
              size="lg"
              disabled={pending || !hydrated}
              className="w-full sm:w-auto sm:self-end"
            >
              <ClipboardCheck aria-hidden="true" />
              {pending ? 'Submitting...' : 'Complete Registration'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <aside aria-label="Tournament Information">
        <TournamentInformation />
      </aside>
    </div>
  );
}
