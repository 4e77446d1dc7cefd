import { describe, expect, it } from 'vitest';
import { TEAM_CODE_ALPHABET, TEAM_CODE_LENGTH } from './team-code.ts';

/**
 * Decision 106's arithmetic, kept true by the code: a guess names one team and one code, so it
 * is right with probability 1/S whichever of the 1,000 teams it names. At the ceiling of
 * 1,000,000 code checks a second (far above what any deployment of this app answers), the
 * expected time to the first right guess is S / rate; even the pessimistic half of that (an
 * attacker who never repeats a guess for one team) must be at least ten years.
 */
const CEILING_GUESSES_PER_SECOND = 1_000_000;
const SECONDS_PER_YEAR = 365.25 * 24 * 3600;

describe('team code entropy', () => {
  it('is about 59 bits, and guessing any of 1,000 teams takes more than ten years', () => {
    const space = TEAM_CODE_ALPHABET.length ** TEAM_CODE_LENGTH;
    expect(Math.log2(space)).toBeGreaterThan(59);
    const years = space / 2 / CEILING_GUESSES_PER_SECOND / SECONDS_PER_YEAR;
    expect(years).toBeGreaterThan(10);
  });
});
