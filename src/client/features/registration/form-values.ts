import type { z } from 'zod';
import { standaloneRegistrationSchema } from '../../../shared/contract/consent.ts';

/**
 * Both registration forms (screens B and C) use the standalone schema; screen B fills `teamId`
 * with its team. The messages are the spec's, shared with the server.
 */
export const registrationFormSchema = standaloneRegistrationSchema;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

/** Spec section 5: every checkbox starts unchecked and every text field empty. */
export function emptyRegistration(teamId = ''): RegistrationFormInput {
  return {
    teamId,
    joinCode: '',
    coachName: '',
    coachEmail: '',
    coachPhone: '',
    locationTrackingConsent: false,
    behaviorAgreement: false,
    safeUseAgreement: false,
    damageAgreement: false,
    signature: '',
  };
}

/** The request body: everything but the dropdown's team id. */
export function toConsentRequest({ teamId: _teamId, ...consent }: RegistrationFormValues) {
  return consent;
}
