import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { REGISTRATION } from '../../../../shared/constants.ts';
import type { Team } from '../../../../shared/contract/teams.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
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
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useSession } from '../../auth/index.ts';
import {
  consentQueryOptions,
  isAlreadyRegisteredError,
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
import { useRedirectAfter } from '../use-redirect-after.ts';
import { ConsentFields } from './consent-fields.tsx';
import { RegistrationNotice } from './registration-notice.tsx';
import { TeamCodeSignIn } from './team-code-sign-in.tsx';

/** Where the spec's "go to /" leads (decision 010). */
const HOME = '/home';

/**
 * Screen B of spec 2.7: the Utility Bot rental consent form for one team. A completed consent
 * (found, just submitted, or refused as a duplicate) shows 'Consent Form Completed' and goes home
 * after 2.5 s; a visitor who is not signed in as that team signs in with the team code first.
 */
export function ConsentForm({ team }: { team: Team }) {
  const { t } = useTranslation('registration');
  const session = useSession();
  const existing = useQuery(consentQueryOptions(team.id));
  const submit = useSubmitConsent();
  const codeSignIn = useTeamCodeSignIn();
  const [completed, setCompleted] = useState(false);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: registrationResolver,
    defaultValues: emptyRegistration(String(team.id)),
  });

  const signedInAsTeam = session.teamId === team.id;
  const alreadyOnFile = existing.data != null;
  useRedirectAfter(
    completed || (alreadyOnFile && signedInAsTeam),
    HOME,
    REGISTRATION.redirectAfterConsentMs,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const consent = toConsentRequest(values);
    try {
      await submit.mutateAsync({ teamId: team.id, consent });
      toast({
        title: t('consent.submittedTitle'),
        description: t('consent.submittedText'),
        variant: 'success',
      });
      setCompleted(true);
    } catch (error) {
      if (isAlreadyRegisteredError(error)) {
        // The code was right (it is checked first), so it signs this device in (decision 011).
        await codeSignIn
          .mutateAsync({ teamId: team.id, joinCode: consent.joinCode })
          .catch(() => undefined);
        toast({
          title: t('outcome.teamAlreadyTitle'),
          description: t('outcome.teamAlreadyText'),
        });
        setCompleted(true);
        return;
      }
      showServerErrors(form, error);
      const failed = t('consent.failedText');
      const description =
        isApiError(error) && [401, 429].includes(error.status)
          ? errorMessage(error, failed)
          : failed;
      toast({ title: t('consent.failedTitle'), description, variant: 'destructive' });
    }
  });

  if (completed || (alreadyOnFile && signedInAsTeam)) {
    return (
      <RegistrationNotice
        title={t('consent.completedTitle')}
        description={t('consent.completedText', { name: teamLabel(team) })}
        redirecting
      />
    );
  }

  if (existing.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('consent.checkingTeam')} />
      </div>
    );
  }

  if (alreadyOnFile) {
    return (
      <RegistrationNotice
        title={t('consent.completedTitle')}
        description={t('consent.onFileText', { name: teamLabel(team) })}
      >
        <div className="w-full max-w-sm text-left">
          <TeamCodeSignIn team={team} onSignedIn={() => setCompleted(true)} />
        </div>
      </RegistrationNotice>
    );
  }

  const pending = submit.isPending || codeSignIn.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consent.title')}</CardTitle>
        <CardDescription>{t('consent.teamLine', { name: teamLabel(team) })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={registrationResolver.preload}
          noValidate
          className="flex flex-col gap-5"
          aria-label={t('consent.title')}
        >
          <ConsentFields form={form} disabled={pending} />
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="w-full sm:w-auto sm:self-end"
          >
            <Send aria-hidden="true" />
            {pending ? t('submitting') : t('consent.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
