/**
 * Team codes (DESIGN section 4, decision 106): 12 characters from an alphabet without look-alikes
 * (no 0/O, no 1/I/L), stored without separators, shown in groups of four (`7KQD-M3XP-RT9W`).
 * People may type them in any case, with or without spaces and dashes.
 */
export const TEAM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TEAM_CODE_LENGTH = 12;
const GROUP = 4;

/** A stored (normalised) team code: exactly 12 characters of the alphabet. */
export const TEAM_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{12}$/;

/** What a person typed, as the code is stored: upper case, without spaces or dashes. */
export function normalizeTeamCode(typed: string): string {
  return typed.replace(/[\s\-\u2010-\u2015\u2212]/g, '').toUpperCase();
}

/** `7KQDM3XPRT9W` shown as `7KQD-M3XP-RT9W`; anything else is shown as it is. */
export function formatTeamCode(code: string): string {
  if (!TEAM_CODE_PATTERN.test(code)) return code;
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += GROUP) groups.push(code.slice(i, i + GROUP));
  return groups.join('-');
}

/** An example in the displayed form, for placeholders and messages. */
export const TEAM_CODE_EXAMPLE = '7KQD-M3XP-RT9W';

/** The shape of a code, for empty inputs. */
export const TEAM_CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX';
