/**
 * The only text a board carries: labels from this fixed list, stored by id and shown in the
 * reader's language (`drawing:labels.<id>` in the client's catalogues). A board may be shared
 * with another team, and teams of minors never get a free-text channel to each other, so there
 * is no way to type text onto a board.
 */
export const BOARD_LABELS = [
  'intake',
  'shoot',
  'score-here',
  'defend',
  'block',
  'park',
  'climb',
  'auto-path',
  'pick-up',
  'avoid',
  'our-robot',
  'partner',
  'opponent',
] as const;

export type BoardLabelId = (typeof BOARD_LABELS)[number];

export const isBoardLabel = (value: unknown): value is BoardLabelId =>
  typeof value === 'string' && (BOARD_LABELS as readonly string[]).includes(value);

/** A label id that is not on the list (typed text, an old or a foreign id). */
export const UNKNOWN_LABEL = 'Labels on a board come from its list of labels';
/** A label carrying anything but its id, colour and place (typed text above all). */
export const NO_FREE_TEXT = 'A board carries no typed text: choose one of its labels';
