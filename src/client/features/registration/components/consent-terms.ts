/**
 * The four consent statements of spec section 3, in order; their titles and texts are
 * registration:terms.<name> (English word for word in locales/en/registration.json).
 */
export const CONSENT_TERMS = [
  { name: 'locationTrackingConsent' },
  { name: 'behaviorAgreement' },
  { name: 'safeUseAgreement' },
  { name: 'damageAgreement' },
] as const;
