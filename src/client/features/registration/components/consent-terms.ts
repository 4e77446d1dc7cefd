/** The four consent statements of spec section 3, in order. */
export const CONSENT_TERMS = [
  {
    name: 'locationTrackingConsent',
    title: 'Location Sharing Consent',
    text: 'I consent to the Utility Bot collecting and sharing its location during the event for coordination, tracking and retrieval. The location data is used only within the event.',
  },
  {
    name: 'behaviorAgreement',
    title: 'Behavior and Sportsmanship',
    text: 'Our students will treat other teams, volunteers and staff with respect and show good sportsmanship while using the Utility Bot.',
  },
  {
    name: 'safeUseAgreement',
    title: 'Safe and Responsible Use',
    text: 'The Utility Bot is used only in designated areas, and our team follows the instructions of the organizers at all times.',
  },
  {
    name: 'damageAgreement',
    title: 'Damage or Misuse',
    text: 'Damage or misuse can lead to the loss of access to the Utility Bot and a damage fee, if applicable.',
  },
] as const;
