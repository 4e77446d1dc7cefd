import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useFieldMessage } from './field-message.ts';
import { isAlreadyRegisteredError, useSubmitConsent, useTeamCodeSignIn } from './api.ts';
import {
  toConsentRequest,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from './form-values.ts';
import { showServerErrors } from './server-errors.ts';

export type RegistrationOutcome = 'registered' | 'already-registered' | null;

/** Spec section 8: the server's message, else its field messages joined, else the fallback. */
function registrationFailure(
  error: unknown,
  t: TFunction<'registration'>,
  fieldMessage: (message: string) => string | undefined,
): string {
  const failed = t('outcome.failedText');
  if (isApiError(error)) {
    if (error.body.message) return errorMessage(error, failed);
    const messages = (error.body.errors ?? []).map((e) => fieldMessage(e.message));
    if (messages.length > 0) return messages.join(', ');
  }
  return failed;
}

/**
 * Submitting the /register form: the consent is sent with the team code; a team that is already
 * registered is signed in with that code instead; anything else marks the fields and says why.
 */
export function useStandaloneSubmit(
  form: UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>,
) {
  const { t } = useTranslation('registration');
  const fieldMessage = useFieldMessage();
  const submit = useSubmitConsent();
  const codeSignIn = useTeamCodeSignIn();
  const [outcome, setOutcome] = useState<RegistrationOutcome>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    const teamId = Number(values.teamId);
    const consent = toConsentRequest(values);
    try {
      await submit.mutateAsync({ teamId, consent });
      toast({
        title: t('outcome.successTitle'),
        description: t('outcome.successText'),
        variant: 'success',
      });
      setOutcome('registered');
    } catch (error) {
      if (isAlreadyRegisteredError(error)) {
        // The code was right (it is checked first), so it signs this device in (decision 011).
        await codeSignIn.mutateAsync({ teamId, joinCode: consent.joinCode }).catch(() => undefined);
        toast({
          title: t('outcome.teamAlreadyTitle'),
          description: t('outcome.teamAlreadyText'),
        });
        setOutcome('already-registered');
        return;
      }
      showServerErrors(form, error);
      toast({
        title: t('outcome.failedTitle'),
        description: registrationFailure(error, t, fieldMessage),
        variant: 'destructive',
      });
    }
  });

  return { onSubmit, outcome, pending: submit.isPending || codeSignIn.isPending };
}
