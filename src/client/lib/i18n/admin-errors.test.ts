import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '../../../shared/contract/announcements.ts';
import {
  INTERVIEW_ERRORS,
  PROGRESS_MESSAGES,
} from '../../../shared/contract/interviews-messages.ts';
import { MANUAL_MESSAGES } from '../../../shared/contract/manual.ts';
import { PUSH_MESSAGES } from '../../../shared/contract/push.ts';
import { GENERATOR_MESSAGES } from '../../../shared/contract/scheduling-messages.ts';
import { TIMESLOT_ERRORS } from '../../../shared/contract/timeslots-messages.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { ERROR_MESSAGES } from '../../../shared/errors.ts';
import { MATCH_IMPORT_MESSAGES } from '../../../shared/match-import.ts';
import { STAFF_MESSAGES } from '../../../shared/staff-roles.ts';
import { TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import errors from './locales/en/errors.json';

/**
 * The codes an admin route can answer with (decision 191: `<catalogue>.<key>`, from the
 * catalogues the server raises its errors with, decision 332) each have their English in errors.json, word
 * for word; locales.test.ts then holds every other language to the same keys. The manual
 * assistant's question errors belong to the teams' screens.
 */
const ADMIN_CATALOGUES: Record<string, Record<string, unknown>> = {
  common: ERROR_MESSAGES,
  interviews: INTERVIEW_ERRORS,
  progress: PROGRESS_MESSAGES,
  timeslots: TIMESLOT_ERRORS,
  generator: GENERATOR_MESSAGES,
  teamImport: TEAM_IMPORT_MESSAGES,
  matchImport: MATCH_IMPORT_MESSAGES,
  announcements: ANNOUNCEMENT_MESSAGES,
  push: PUSH_MESSAGES,
  staff: STAFF_MESSAGES,
};
const MANUAL_UPLOAD_KEYS = [
  'titleRequired',
  'contentRequired',
  'pdfUnreadable',
  'pdfWithoutText',
  'fileRequired',
  'unsupportedFile',
  'fileTooLarge',
  'documentNotFound',
] as const;

const english = errors as Record<string, Record<string, string>>;

describe('admin error codes', () => {
  it.each(Object.entries(ADMIN_CATALOGUES))(
    '%s: every fixed message has its English text',
    (catalogue, messages) => {
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== 'string') continue;
        expect(english[catalogue]?.[key], `${catalogue}.${key}`).toBe(message);
      }
    },
  );

  it('manual: the upload and delete messages have their English text', () => {
    for (const key of MANUAL_UPLOAD_KEYS)
      expect(english.manual?.[key], `manual.${key}`).toBe(MANUAL_MESSAGES[key]);
  });

  it('has the English of a text each feature raises under its own code (decision 332)', () => {
    const shared = [
      CODED.drawings.teamNotFound,
      CODED.auth.teamNotFound,
      CODED.teams.notFound,
      CODED.robots.teamNotFound,
      CODED.teams.nameTaken,
      CODED.teams.numberTaken,
      CODED.queue.fieldNotFound,
    ];
    for (const { code, message } of shared) {
      const [catalogue, key] = code!.split('.') as [string, string];
      expect(english[catalogue]?.[key], code).toBe(message);
    }
  });
});
