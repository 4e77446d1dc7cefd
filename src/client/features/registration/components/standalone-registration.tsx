import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section.tsx';
import { useSearch } from 'wouter';
import { ClipboardCheck } from 'lucide-react';
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
import { useSession } from '../../auth/index.ts';
import { rememberedTeamId } from '../../../lib/registration-storage.ts';
import { teamsQueryOptions } from '../api.ts';
import {
  emptyRegistration,
  registrationResolver,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from '../form-values.ts';
import { useArrivalSession } from '../use-arrival-session.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';
import { useStandaloneSubmit } from '../use-standalone-submit.ts';
import { ConsentFields } from './consent-fields.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { SignedInOnArrival, SubmittedRegistration } from './registration-outcome.tsx';
import { TeamSelect } from './team-select.tsx';
import { TournamentInformation } from './tournament-information.tsx';
import { useCodeFromLink } from '../code-link.ts';
import { useFieldMessage } from '../field-message.ts';

/** The event's details beside the form, a section of its own, made once (decision 246). */
const TOURNAMENT_INFORMATION = (
  <PageSection>
    <TournamentInformation />
  </PageSection>
);

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
  const { t } = useTranslation('registration');
  const fieldMessage = useFieldMessage();
  const session = useSession();
  const arrival = useArrivalSession(session);
  const search = useSearch();
  const teams = useQuery(teamsQueryOptions());
  const [restoredAtArrival] = useState(() => rememberedTeamId());
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: registrationResolver,
    defaultValues: emptyRegistration(initialTeamId(search)),
  });
  const { onSubmit, outcome, pending } = useStandaloneSubmit(form);

  // A team's printed QR code opens /register#team=..&code=..: the team chosen, its code typed.
  useCodeFromLink(({ teamId, joinCode }) => form.reset({ ...form.getValues(), teamId, joinCode }));

  const chosenId = useWatch({ control: form.control, name: 'teamId' });
  // Made again only when its inputs change: the form draws itself again as it gets going (and on
  // every answer), and React, finding the same section, adopts it in its own time (decision 246).
  const consentSection = useMemo(
    () => (
      <PageSection>
        <ConsentFields form={form} disabled={pending} />
      </PageSection>
    ),
    [form, pending],
  );
  const chosen = teams.data?.find((team) => String(team.id) === chosenId);

  useRedirectAfter(arrival === 'signed-in', '/home', REGISTRATION.redirectAlreadyRegisteredMs);
  useRedirectAfter(outcome === 'registered', '/home', REGISTRATION.redirectAfterRegistrationMs);
  useRedirectAfter(outcome === 'already-registered', '/home', REGISTRATION.redirectAfterConsentMs);

  if (arrival === 'loading') {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('checkingSession')} />
      </div>
    );
  }

  if (arrival === 'signed-in') {
    // Signed in as the team this browser registered: its saved registration restored the session.
    return (
      <SignedInOnArrival
        restored={session.teamId !== null && session.teamId === restoredAtArrival}
      />
    );
  }
  if (outcome !== null) return <SubmittedRegistration outcome={outcome} />;

  const teamError = fieldMessage(form.formState.errors.teamId?.message);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t('standalone.title')}</CardTitle>
          <CardDescription>{t('standalone.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            onFocus={registrationResolver.preload}
            noValidate
            className="flex flex-col gap-5"
            aria-label={t('standalone.title')}
          >
            <div className="flex flex-col gap-2">
              <TeamSelect
                id="registration-teamId"
                label={t('standalone.team')}
                placeholder={t('standalone.placeholder')}
                teams={teams.data}
                isLoading={teams.isPending}
                isError={teams.isError}
                emptyText={t('standalone.empty')}
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
                  {t('standalone.alreadyRegistered', { name: chosen.name })}
                </p>
              ) : null}
            </div>
            {consentSection}
            <Button
              type="submit"
              size="lg"
              disabled={pending}
              className="w-full sm:w-auto sm:self-end"
            >
              <ClipboardCheck aria-hidden="true" />
              {pending ? t('submitting') : t('standalone.complete')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <aside aria-label={t('info.title')}>{TOURNAMENT_INFORMATION}</aside>
    </div>
  );
}
