import * as announcements from '../../shared/contract/announcements.ts';
import * as audit from '../../shared/contract/audit.ts';
import * as auth from '../../shared/contract/auth.ts';
import * as consent from '../../shared/contract/consent.ts';
import * as display from '../../shared/contract/display.ts';
import * as drawings from '../../shared/contract/drawings.ts';
import * as event from '../../shared/contract/event.ts';
import * as help from '../../shared/contract/help-requests.ts';
import * as interviews from '../../shared/contract/interviews.ts';
import * as manual from '../../shared/contract/manual.ts';
import * as matches from '../../shared/contract/matches.ts';
import * as messages from '../../shared/contract/messages.ts';
import * as push from '../../shared/contract/push.ts';
import * as queue from '../../shared/contract/queue.ts';
import * as robots from '../../shared/contract/robots.ts';
import * as scheduling from '../../shared/contract/scheduling.ts';
import * as settings from '../../shared/contract/settings.ts';
import * as staff from '../../shared/contract/staff.ts';
import * as streams from '../../shared/contract/streams.ts';
import * as teams from '../../shared/contract/teams.ts';
import * as timeslots from '../../shared/contract/timeslots.ts';

/**
 * The contract's modules, by the names endpoints give them (lib/contract.ts). Loaded only where
 * answers are checked, development and tests; a production build never includes this file.
 */
export const contractModules = {
  announcements,
  audit,
  auth,
  consent,
  display,
  drawings,
  event,
  help,
  interviews,
  manual,
  matches,
  messages,
  push,
  queue,
  robots,
  scheduling,
  settings,
  staff,
  streams,
  teams,
  timeslots,
};
