import { describe, expect, it } from 'vitest';
import { INTERVIEW_ERRORS } from '../../../shared/contract/interviews-messages.ts';
import { TIMESLOT_ERRORS } from '../../../shared/contract/timeslots-messages.ts';
import { CLASH_MESSAGES } from '../../../shared/scheduling-rules.ts';
import { MATCH_IMPORT_MESSAGES } from '../../../shared/match-import.ts';
import { TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import i18next from 'i18next';
import { sharedRuleText } from './shared-rule-text.ts';
import errors from './locales/en/errors.json';

const english = errors as Record<string, Record<string, string>>;
const fill = (text: string, values: readonly string[]) =>
  text.replace(/\{\{(\d+)\}\}/g, (_, i: string) => values[Number(i)] ?? '');

/**
 * The messages the server builds with values (decision 201) that a browser may show: each has
 * its English in errors.json, with `{{0}}`… where the function puts its arguments, word for word.
 */
const BUILT: [code: string, build: (...values: string[]) => string, values: string[]][] = [
  ['clash.match', CLASH_MESSAGES.match, ['Q12', '10:40']],
  ['clash.blocked', CLASH_MESSAGES.blocked, ['Lunch', '12:00', '13:00']],
  ['interviews.limitReached', (n) => INTERVIEW_ERRORS.limitReached(Number(n)), ['3']],
  ['timeslots.overlaps', TIMESLOT_ERRORS.overlaps, ['10:00', '10:15', 'Room 2']],
  ['teamImport.rejectedMany', (n) => TEAM_IMPORT_MESSAGES.rejectedMany(Number(n)), ['250']],
  ['teamImport.repeated', (n) => TEAM_IMPORT_MESSAGES.repeated(Number(n)), ['4']],
  ['teamImport.repeatedNumber', (n) => TEAM_IMPORT_MESSAGES.repeatedNumber(Number(n)), ['4']],
  ['teamImport.malformed', TEAM_IMPORT_MESSAGES.malformed, ['Unclosed quote']],
  ['matchImport.rejectedMany', (n) => MATCH_IMPORT_MESSAGES.rejectedMany(Number(n)), ['250']],
  ['matchImport.repeated', (n) => MATCH_IMPORT_MESSAGES.repeated(Number(n)), ['3']],
  ['matchImport.badTime', MATCH_IMPORT_MESSAGES.badTime, ['25:00']],
  ['matchImport.unknownTeam', MATCH_IMPORT_MESSAGES.unknownTeam, ['99Z']],
  ['matchImport.teamTwice', MATCH_IMPORT_MESSAGES.teamTwice, ['1234A']],
];

describe('messages built with values', () => {
  it.each(BUILT)('%s has its English, word for word', (code, build, values) => {
    const [catalogue, key] = code.split('.') as [string, string];
    expect(fill(english[catalogue]![key]!, values)).toBe(build(...values).replace('2,500', '2500'));
  });

  it('has the one-interview wording apart, as i18next’s _one', () => {
    expect(english.interviews!.limitReached_one).toBe(INTERVIEW_ERRORS.limitReached(1));
  });

  it('words an import file’s bad lines in Spanish for a Spanish reader, with their values', async () => {
    expect(sharedRuleText(MATCH_IMPORT_MESSAGES.unknownTeam('99Z'), 'en')).toBe(
      'No team has the number or name "99Z"',
    );
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('errors');
    try {
      expect(sharedRuleText(MATCH_IMPORT_MESSAGES.unknownTeam('99Z'))).toBe(
        'Ningún equipo tiene el número o nombre «99Z»',
      );
      expect(sharedRuleText(TEAM_IMPORT_MESSAGES.repeated(4))).toBe(
        'Este nombre ya está en la línea 4',
      );
      expect(sharedRuleText(MATCH_IMPORT_MESSAGES.noTeams)).toBe('El partido no tiene equipos');
      expect(sharedRuleText('A text no catalogue words')).toBe('A text no catalogue words');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
