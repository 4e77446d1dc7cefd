import { describe, expect, it } from 'vitest';
import { CODED, codedCatalogue } from './coded-messages.ts';
import { INTERVIEW_ERRORS } from './contract/interviews-messages.ts';
import { TIMESLOT_ERRORS } from './contract/timeslots-messages.ts';
import { MESSAGE_CATALOGUES } from './message-catalogues.ts';

type Build = (...args: unknown[]) => string;
const entries = Object.entries(MESSAGE_CATALOGUES).flatMap(([name, catalogue]) =>
  Object.entries(catalogue).map(([key, value]) => [name, key, value as unknown] as const),
);
const codedOf = (name: string, key: string): unknown =>
  (CODED as Record<string, Record<string, unknown>>)[name]![key];

describe('coded messages (decision 332)', () => {
  it('has every catalogue, and every entry of each', () => {
    expect(Object.keys(CODED)).toEqual(Object.keys(MESSAGE_CATALOGUES));
    for (const [name, catalogue] of Object.entries(MESSAGE_CATALOGUES))
      expect(Object.keys(CODED[name as keyof typeof CODED]), name).toEqual(Object.keys(catalogue));
    expect(entries.length).toBeGreaterThan(200);
    expect(Object.isFrozen(CODED)).toBe(true);
    expect(Object.isFrozen(CODED.messages)).toBe(true);
  });

  it.each(entries.filter(([, , value]) => typeof value === 'string'))(
    '%s.%s: the exact English, named by its entry',
    (name, key, text) => {
      expect(codedOf(name, key)).toEqual({ message: text, code: `${name}.${key}` });
    },
  );

  it.each(entries.filter(([, , value]) => typeof value === 'function'))(
    '%s.%s: the English its function builds, with the values by position',
    (name, key, build) => {
      const args = Array.from({ length: (build as Build).length }, (_, index) => `value ${index}`);
      const coded = (codedOf(name, key) as Build & ((...args: unknown[]) => unknown))(...args);
      expect(coded).toEqual({
        message: (build as Build)(...args),
        code: `${name}.${key}`,
        params: Object.fromEntries(args.map((arg, index) => [String(index), arg])),
      });
    },
  );

  it('gives values as the function got them, numbers as their digits', () => {
    expect(CODED.interviews.limitReached(3)).toEqual({
      message: INTERVIEW_ERRORS.limitReached(3),
      code: 'interviews.limitReached',
      params: { 0: '3' },
    });
    expect(CODED.teamImport.repeated(12)).toMatchObject({ params: { 0: '12' } });
  });

  it('names a count’s message for one, worded apart, as i18next’s _one, without the value', () => {
    expect(CODED.interviews.limitReached(1)).toEqual({
      message: 'Your team already has an upcoming interview. Cancel it before booking another one.',
      code: 'interviews.limitReached_one',
    });
    // A message that says the 1 is its entry's, with the value.
    expect(CODED.teamImport.repeated(1)).toEqual({
      message: 'This name is already on line 1',
      code: 'teamImport.repeated',
      params: { 0: '1' },
    });
  });

  it('leaves a message built without one of its values uncoded: no translation fits it', () => {
    expect(CODED.timeslots.overlaps('10:00', '10:15', null)).toEqual({
      message: TIMESLOT_ERRORS.overlaps('10:00', '10:15', null),
    });
    expect(CODED.clash.match('Q12', undefined as unknown as string)).toEqual({
      message: 'Clashes with your match Q12 at undefined',
    });
    expect(CODED.timeslots.overlaps('10:00', '10:15', 'Room 2')).toMatchObject({
      code: 'timeslots.overlaps',
      params: { 0: '10:00', 1: '10:15', 2: 'Room 2' },
    });
  });

  it('codes a catalogue of its own by the name it is given', () => {
    const coded = codedCatalogue('pdf', {
      busy: 'Busy',
      late: (s: number) => `${s} s late`,
      pages: (count: number, what: string) => (count === 1 ? `one ${what}` : `${count} ${what}s`),
    });
    expect(coded.busy).toEqual({ message: 'Busy', code: 'pdf.busy' });
    expect(coded.late(4)).toEqual({ message: '4 s late', code: 'pdf.late', params: { 0: '4' } });
    expect(coded.late(1)).toEqual({ message: '1 s late', code: 'pdf.late', params: { 0: '1' } });
    // Only a count alone has a one-form: a message with more values keeps them all.
    expect(coded.pages(1, 'page')).toEqual({
      message: 'one page',
      code: 'pdf.pages',
      params: { 0: '1', 1: 'page' },
    });
    expect(Object.isFrozen(coded)).toBe(true);
  });

  it('gives a feature its own code for a text another feature shares', () => {
    expect(CODED.drawings.teamNotFound).toEqual({
      message: 'Team not found',
      code: 'drawings.teamNotFound',
    });
    expect(CODED.interviews.teamNotFound.message).toBe(CODED.drawings.teamNotFound.message);
    expect(CODED.matchImport.notUtf8.code).toBe('matchImport.notUtf8');
  });
});
