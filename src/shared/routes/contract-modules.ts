import type * as announcements from '../contract/announcements.ts';
import type * as audit from '../contract/audit.ts';
import type * as auth from '../contract/auth.ts';
import type * as common from '../contract/common.ts';
import type * as consent from '../contract/consent.ts';
import type * as display from '../contract/display.ts';
import type * as drawings from '../contract/drawings.ts';
import type * as event from '../contract/event.ts';
import type * as health from '../contract/health.ts';
import type * as helpRequests from '../contract/help-requests.ts';
import type * as interviews from '../contract/interviews.ts';
import type * as manual from '../contract/manual.ts';
import type * as matches from '../contract/matches.ts';
import type * as messages from '../contract/messages.ts';
import type * as push from '../contract/push.ts';
import type * as queue from '../contract/queue.ts';
import type * as robots from '../contract/robots.ts';
import type * as scheduling from '../contract/scheduling.ts';
import type * as settings from '../contract/settings.ts';
import type * as staff from '../contract/staff.ts';
import type * as streams from '../contract/streams.ts';
import type * as teams from '../contract/teams.ts';
import type * as timeslots from '../contract/timeslots.ts';

/**
 * The contract's modules by name, as types only: the route table names a route's schemas
 * without loading them, so the browser's pages carry no zod for it.
 */
export interface ContractModules {
  announcements: typeof announcements;
  audit: typeof audit;
  auth: typeof auth;
  common: typeof common;
  consent: typeof consent;
  display: typeof display;
  drawings: typeof drawings;
  event: typeof event;
  health: typeof health;
  helpRequests: typeof helpRequests;
  interviews: typeof interviews;
  manual: typeof manual;
  matches: typeof matches;
  messages: typeof messages;
  push: typeof push;
  queue: typeof queue;
  robots: typeof robots;
  scheduling: typeof scheduling;
  settings: typeof settings;
  staff: typeof staff;
  streams: typeof streams;
  teams: typeof teams;
  timeslots: typeof timeslots;
}
