import { describe, expect, it } from 'vitest';
import { INTERVIEW_ERRORS } from '../../../shared/contract/interviews-messages.ts';
import { TIMESLOT_ERRORS } from '../../../shared/contract/timeslots-messages.ts';
import { CLASH_MESSAGES } from '../../../shared/scheduling-rules.ts';
import { TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import errors from './locales/en/errors.json';

const english = errors as Record<string, Record<string, string>>;
const fill = (text: string, values: readonly string[]) => text.replace(/\{\{(\d+)\}\}/g, (_, i: string) => values[Number(i)] ?? '');

/**
 * The messages the server builds with values (decision 201) that a browser may show: each has
 * its English in errors.json, with `{{0}}`… where the function puts its arguments, word for word.
 */
const BUILT: [code: string, build: (...values: string[]) => string, values: string[]][] = [
  ['clash.match', CLASH_MESSAGES.match, ['Q12', '10:40']],
  ['clash.blocked', CLASH_MESSAGES.blocked, ['Lunch', '12:00', '13:00']],
  ['interviews.limitReached', (n) => INTERVIEW_ERRORS.limitReached(Number(n)), ['3']],
  ['timeslots.overlaps', TIMESLOT_ERRORS.overlaps, ['10:00', '10:15', 'Room 2']],
  ['teamImport.tooMany', (n) => TEAM_IMPORT_MESSAGES.tooMany(Number(n)), ['2500']],
];

describe('messages built with values', () => {
  it.each(BUILT)('%s has its English, word for word', (code, build, values) => {
    const [catalogue, key] = code.split('.') as [string, string];
    expect(fill(english[catalogue]![key]!, values)).toBe(build(...values).replace('2,500', '2500'));
  });

  it('has the one-interview wording apart, as i18next’s _one', () => {
    expect(english.interviews!.limitReached_one).toBe(INTERVIEW_ERRORS.limitReached(1));
  });
});
