import { describe, expect, it } from 'vitest';
import { teamCodeSchema, TEAM_CODE_MESSAGES } from './contract/auth.ts';
import {
  formatTeamCode,
  normalizeTeamCode,
  TEAM_CODE_ALPHABET,
  TEAM_CODE_LENGTH,
} from './team-code.ts';

const messageOf = (input: unknown) => {
  const result = teamCodeSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('team codes', () => {
  it('use an alphabet without look-alike characters', () => {
    expect(TEAM_CODE_ALPHABET).toHaveLength(31);
    for (const lookAlike of '0O1IL') expect(TEAM_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(TEAM_CODE_ALPHABET).size).toBe(TEAM_CODE_ALPHABET.length);
  });

  it('are shown in groups of four and read back whatever the case, spaces or dashes', () => {
    expect(formatTeamCode('7KQDM3XPRT9W')).toBe('7KQD-M3XP-RT9W');
    for (const typed of ['7kqd-m3xp-rt9w', ' 7KQD M3XP RT9W ', '7kqdm3xprt9w', '7KQD–M3XP—RT9W']) {
      expect(normalizeTeamCode(typed)).toBe('7KQDM3XPRT9W');
      expect(teamCodeSchema.parse(typed)).toBe('7KQDM3XPRT9W');
    }
    expect(TEAM_CODE_LENGTH).toBe(12);
  });

  it('refuses what cannot be a code, saying why', () => {
    expect(messageOf(undefined)).toBe(TEAM_CODE_MESSAGES.required);
    expect(messageOf(' - ')).toBe(TEAM_CODE_MESSAGES.required);
    expect(messageOf('7KQD-M3XP-RT9')).toBe(TEAM_CODE_MESSAGES.format);
    expect(messageOf('7KQD-M3XP-RT9WX')).toBe(TEAM_CODE_MESSAGES.format);
    expect(messageOf('7KQD-M3XP-RT!W')).toBe(TEAM_CODE_MESSAGES.format);
    expect(messageOf('7KQD-M3XP-RT0W')).toBe(TEAM_CODE_MESSAGES.lookAlike);
    expect(messageOf('x'.repeat(65))).toBe(TEAM_CODE_MESSAGES.tooLong);
  });
});
