import type { UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '../../lib/api.ts';
import type { RegistrationFormInput, RegistrationFormValues } from './form-values.ts';

const FORM_FIELDS = new Set<string>([
  'teamId',
  'joinCode',
  'coachName',
  'coachEmail',
  'coachPhone',
  'locationTrackingConsent',
  'behaviorAgreement',
  'safeUseAgreement',
  'damageAgreement',
  'signature',
]);

/**
 * Shows the server's answer on the form: its field errors under their fields, and a refused team
 * code under the code field. Returns whether anything was shown.
 */
export function showServerErrors(
  form: UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>,
  error: unknown,
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const fieldError of error.body.errors ?? []) {
    if (!FORM_FIELDS.has(fieldError.field)) continue;
    form.setError(fieldError.field as keyof RegistrationFormInput, {
      type: 'server',
      message: fieldError.message,
    });
    shown = true;
  }
  if (error.status === 401 || error.status === 429) {
    form.setError('joinCode', { type: 'server', message: errorMessage(error, error.body.message) });
    shown = true;
  }
  return shown;
}
