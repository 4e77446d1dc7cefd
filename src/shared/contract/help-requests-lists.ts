/**
 * Help from the organisers: a team asks for help chosen from fixed lists, what and where, never
 * free text (DESIGN section 4: teams have no free-text channel); organisers acknowledge and
 * resolve, and the team sees the status live. The lists, the limit and the messages live here
 * without zod, so the team's card on its first page loads no schema library (the schemas are in
 * help-requests.ts).
 */
export const HELP_KINDS = [
  'inspection',
  'robot-or-field',
  'scheduling',
  'first-aid',
  'lost-item',
  'other',
] as const;
export const HELP_PLACES = ['pits', 'field', 'judging-area', 'other'] as const;
export const HELP_STATUSES = ['open', 'acknowledged', 'resolved'] as const;

/** Requests a team may have unresolved (open or acknowledged) at once. */
export const MAX_OPEN_HELP_REQUESTS = 3;

export type HelpKind = (typeof HELP_KINDS)[number];
export type HelpPlace = (typeof HELP_PLACES)[number];
export type HelpStatus = (typeof HELP_STATUSES)[number];

export const HELP_MESSAGES = {
  kindUnknown: `Choose what the help is for: ${HELP_KINDS.join(', ')}`,
  placeUnknown: `Choose where your team is: ${HELP_PLACES.join(', ')}`,
  statusUnknown: 'The status can be acknowledged or resolved',
  tooMany: `Your team already has ${MAX_OPEN_HELP_REQUESTS} open help requests: the organisers will answer them first`,
  notFound: 'Help request not found',
  alreadyResolved: 'This help request is already resolved',
} as const;
