import { ANNOUNCEMENT_MESSAGES } from './contract/announcements.ts';
import { TEAM_CODE_MESSAGES } from './contract/auth.ts';
import { CONSENT_MESSAGES } from './contract/consent-messages.ts';
import { HELP_MESSAGES } from './contract/help-requests-lists.ts';
import { INTERVIEW_ERRORS, PROGRESS_MESSAGES } from './contract/interviews-messages.ts';
import { MANUAL_MESSAGES } from './contract/manual.ts';
import { MESSAGE_ERRORS } from './contract/messages.ts';
import { PUSH_MESSAGES } from './contract/push.ts';
import { GENERATOR_MESSAGES } from './contract/scheduling-messages.ts';
import { TIMESLOT_ERRORS } from './contract/timeslots-messages.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { MATCH_IMPORT_MESSAGES } from './match-import.ts';
import { BLUETOOTH_MESSAGES } from './positioning/bluetooth-messages.ts';
import { CLASH_MESSAGES } from './scheduling-rules.ts';
import { STAFF_MESSAGES } from './staff-roles.ts';
import { TEAM_IMPORT_MESSAGES } from './team-import.ts';

/**
 * The message catalogues the server refuses with and the browser's shared rules word their
 * findings with, by catalogue name: a message's code is `<name>.<key>` (message-codes.ts). The
 * order matters where two share a text: the first one's code is kept.
 */
export const MESSAGE_CATALOGUES = {
  common: ERROR_MESSAGES,
  messages: MESSAGE_ERRORS,
  interviews: INTERVIEW_ERRORS,
  progress: PROGRESS_MESSAGES,
  timeslots: TIMESLOT_ERRORS,
  generator: GENERATOR_MESSAGES,
  teamCode: TEAM_CODE_MESSAGES,
  consent: CONSENT_MESSAGES,
  teamImport: TEAM_IMPORT_MESSAGES,
  matchImport: MATCH_IMPORT_MESSAGES,
  announcements: ANNOUNCEMENT_MESSAGES,
  manual: MANUAL_MESSAGES,
  push: PUSH_MESSAGES,
  bluetooth: BLUETOOTH_MESSAGES,
  clash: CLASH_MESSAGES,
  staff: STAFF_MESSAGES,
  help: HELP_MESSAGES,
} as const;
