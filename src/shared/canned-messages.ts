/** The 11 pre-approved messages (spec section 3). The server accepts these texts and no others. */

export const MESSAGE_CATEGORIES = ['scheduling', 'location', 'strategy', 'readiness'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_CATEGORY_LABELS: Record<MessageCategory, string> = {
  scheduling: 'Scheduling & Availability',
  location: 'Location & Logistics',
  strategy: 'Practice Goals & Strategy',
  readiness: 'Robot Readiness',
};

export interface CannedMessage {
  id: number;
  text: string;
  category: MessageCategory;
}

export const CANNED_MESSAGES: readonly CannedMessage[] = [
  {
    id: 1,
    category: 'scheduling',
    text: 'Would your team like to meet for alliance practice before our match?',
  },
  { id: 2, category: 'scheduling', text: 'Can we practice together 30 minutes from now?' },
  {
    id: 3,
    category: 'scheduling',
    text: 'Want to hold a strategy session during the lunch break?',
  },
  { id: 4, category: 'location', text: 'Where should we meet?' },
  { id: 5, category: 'location', text: 'Should we meet at your pit or ours?' },
  { id: 6, category: 'strategy', text: 'Can we go over our autonomous routines together?' },
  { id: 7, category: 'strategy', text: 'Should we play offence or defence this match?' },
  { id: 8, category: 'strategy', text: 'Can we run through our driver handoff before the match?' },
  { id: 9, category: 'readiness', text: 'Our robot is match-ready. Is yours?' },
  {
    id: 10,
    category: 'readiness',
    text: 'Does your robot have any known issues we should plan around?',
  },
  { id: 11, category: 'readiness', text: 'Do you have spare parts or tools we could borrow?' },
];

const idsByText = new Map(CANNED_MESSAGES.map((m) => [m.text, m.id]));
const textsById = new Map(CANNED_MESSAGES.map((m) => [m.id, m.text]));

/** The id a message is stored under, or null for a text that is not one of them. */
export function cannedMessageId(text: string): number | null {
  return idsByText.get(text) ?? null;
}

/** The English text of a stored message's id (the spec's wording; screens translate by id). */
export function cannedMessageText(id: number): string {
  const text = textsById.get(id);
  if (text === undefined) throw new Error(`No canned message ${id}`);
  return text;
}
