/** The scheduling texts, limits and helpers the client uses, without zod (see interviews-messages.ts). */

/** GET/PUT /api/settings/scheduling: the event-wide booking rules an administrator sets. */
export const MAX_ACTIVE_INTERVIEWS_LIMIT = 20;

/** The most slots one generator run may create. */
export const GENERATOR_MAX_SLOTS = 2000;

export const GENERATOR_MESSAGES = {
  endBeforeStart: 'The last interview must end after the first one starts',
  tooMany: `That would create more than ${GENERATOR_MAX_SLOTS} slots. Use fewer rooms or a shorter day.`,
  tooShort: 'The day is shorter than one slot',
  generated: (created: number, skipped: { reason: string }[]) =>
    `Created ${created} slot${created === 1 ? '' : 's'}.` +
    (skipped.length
      ? ` Skipped ${skipped.length} that would overlap slots already there (${skipped[0]!.reason}${skipped.length > 1 ? ', ...' : ''}).`
      : ''),
} as const;

/** The name the generator gives the nth parallel room (1-based). */
export const roomName = (n: number) => `Judging Room ${n}`;
