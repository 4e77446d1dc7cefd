/** The consent form's texts, without zod (see interviews-messages.ts). */

/** Spec section 5 messages for the registration and consent forms, word for word. */
export const CONSENT_MESSAGES = {
  teamId: 'Please select a team',
  coachName: 'Coach name is required',
  coachEmail: 'Valid email address is required',
  coachPhone: 'Valid phone number is required',
  locationTrackingConsent: 'You must consent to location tracking',
  behaviorAgreement: 'You must agree to behavior and sportsmanship terms',
  safeUseAgreement: 'You must agree to safe and responsible use',
  damageAgreement: 'You must agree to the damage or misuse terms',
  signature: 'Digital signature is required',
} as const;

/** What a second consent for the same team is refused with (409, decision 011). */
export const CONSENT_ALREADY_EXISTS = 'Consent form already exists for this team';
/** What the consent routes refuse with, by code (`consentForm.<key>`). */
export const CONSENT_ERRORS = {
  alreadyExists: CONSENT_ALREADY_EXISTS,
  notFound: 'No consent form has been submitted for this team',
} as const;
