import type { HELP_ENGLISH } from './help-texts.ts';
import type { ORGANISER_ENGLISH } from './organiser.ts';
import type { TEAM_SCREENS_ENGLISH } from './team-screens.ts';
import booking from './locales/en/booking.json';
import common from './locales/en/common.json';
import dashboard from './locales/en/dashboard.json';
import home from './locales/en/home.json';
import messages from './locales/en/messages.json';
import registration from './locales/en/registration.json';

/**
 * English, the spec's own wording, is bundled: it draws the first paint with no request, and it
 * is the fallback for anything another language lacks (locales.test.ts allows no such gap).
 * en/errors.json is not here: it is the reference for the server's error codes, which English
 * shows as the server words them (lib/api.ts errorMessage).
 */
export const ENGLISH = { booking, common, dashboard, home, messages, registration };

/**
 * The team screens' namespaces: their English comes with those screens (team-screens.ts,
 * decision 199); another language fetches them with the bundled ones when it is chosen.
 */
const TEAM_SCREEN_NAMESPACES: readonly (keyof typeof TEAM_SCREENS_ENGLISH)[] = [
  'apps',
  'drawing',
  'manual',
  'streams',
  'tracking',
];

/** Every namespace a language other than English loads when chosen (besides the organisers'). */
export const NAMESPACES: readonly string[] = [
  ...Object.keys(ENGLISH),
  ...TEAM_SCREEN_NAMESPACES,
  'help',
];

/**
 * The organisers' namespaces (admin, alerts, matches, timeslots) are English too, but come with
 * their screens' chunks (organiser.ts, decision 192); their types join the others here.
 */
export type AllEnglish = typeof ENGLISH &
  typeof ORGANISER_ENGLISH &
  typeof TEAM_SCREENS_ENGLISH &
  typeof HELP_ENGLISH;
