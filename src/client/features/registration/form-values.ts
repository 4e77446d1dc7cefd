import type { z } from 'zod';
import type { standaloneRegistrationSchema } from '../../../shared/contract/consent.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

export type RegistrationFormInput = z.input<typeof standaloneRegistrationSchema>;
export type RegistrationFormValues = z.output<typeof standaloneRegistrationSchema>;

/** Both registration forms' rules (form-resolvers.ts), loaded when the form is first used. */
export const registrationResolver = lazyResolver<RegistrationFormInput, RegistrationFormValues>(
  () => import('./form-resolvers.ts').then((module) => module.registrationResolver),
);

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
