/**
 * Example questions offered as buttons; the sample manual answers each of them. Kept apart from
 * the contract's zod schemas (which re-exports them): the manual's first page shows them, and
 * importing them from the contract would bring zod along (decision 226).
 */
export const EXAMPLE_QUESTIONS = [
  'What is the maximum robot size at the start of a match?',
  'How long is the autonomous period?',
  'What is the penalty for pinning an opponent?',
  'How many motors can a robot use?',
] as const;
