import { ACCESS_MESSAGES } from './access-messages.ts';
import { ANNOUNCEMENT_MESSAGES } from './contract/announcements.ts';
import { AUTH_ERRORS, TEAM_CODE_MESSAGES } from './contract/auth.ts';
import { CONSENT_ERRORS, CONSENT_MESSAGES } from './contract/consent-messages.ts';
import { DRAWING_ERRORS } from './contract/drawings.ts';
import { HELP_MESSAGES } from './contract/help-requests-lists.ts';
import { INTERVIEW_ERRORS, PROGRESS_MESSAGES } from './contract/interviews-messages.ts';
import { MANUAL_MESSAGES } from './contract/manual.ts';
import { MESSAGE_ERRORS } from './contract/messages.ts';
import { PUSH_MESSAGES } from './contract/push.ts';
import { QUEUE_MESSAGES } from './contract/queue.ts';
import { ROBOT_ERRORS } from './contract/robots.ts';
import { GENERATOR_MESSAGES } from './contract/scheduling-messages.ts';
import { SETTINGS_MESSAGES } from './contract/settings.ts';
import { STREAM_ERRORS } from './contract/streams.ts';
import { TEAM_ERRORS } from './contract/teams.ts';
import { TIMESLOT_ERRORS } from './contract/timeslots-messages.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { MATCH_IMPORT_MESSAGES } from './match-import.ts';
import { BLUETOOTH_MESSAGES } from './positioning/bluetooth-messages.ts';
import { SAFE_TEXT_MESSAGES } from './safe-text.ts';
import { CLASH_MESSAGES } from './scheduling-rules.ts';
import { STAFF_MESSAGES } from './staff-roles.ts';
import { TEAM_IMPORT_MESSAGES } from './team-import.ts';

/**
 * The message catalogues the server refuses with and the browser's shared rules word their
 * findings with, by catalogue name: a message's code is `<name>.<key>`, carried from where it is
 * raised (coded-messages.ts). Where a text is read back to its code (a schema's field message,
 * a shared rule's finding in the browser) and two catalogues share it, the first one's is kept.
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
  teams: TEAM_ERRORS,
  consentForm: CONSENT_ERRORS,
  auth: AUTH_ERRORS,
  access: ACCESS_MESSAGES,
  drawings: DRAWING_ERRORS,
  robots: ROBOT_ERRORS,
  streams: STREAM_ERRORS,
  queue: QUEUE_MESSAGES,
  settings: SETTINGS_MESSAGES,
  safeText: SAFE_TEXT_MESSAGES,
} as const;
