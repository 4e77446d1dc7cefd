import type { ORGANISER_ENGLISH } from './organiser.ts';
import apps from './locales/en/apps.json';
import booking from './locales/en/booking.json';
import common from './locales/en/common.json';
import dashboard from './locales/en/dashboard.json';
import drawing from './locales/en/drawing.json';
import home from './locales/en/home.json';
import manual from './locales/en/manual.json';
import messages from './locales/en/messages.json';
import registration from './locales/en/registration.json';
import streams from './locales/en/streams.json';
import tracking from './locales/en/tracking.json';

/**
 * English, the spec's own wording, is bundled: it draws the first paint with no request, and it
 * is the fallback for anything another language lacks (locales.test.ts allows no such gap).
 * en/errors.json is not here: it is the reference for the server's error codes, which English
 * shows as the server words them (lib/api.ts errorMessage).
 */
export const ENGLISH = { apps, booking, common, dashboard, drawing, home, manual, messages, registration, streams, tracking };

export type Namespace = keyof typeof ENGLISH;

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];

/**
 * The organisers' namespaces (admin, alerts, matches, timeslots) are English too, but come with
 * their screens' chunks (organiser.ts, decision 192); their types join the others here.
 */
export type AllEnglish = typeof ENGLISH & typeof ORGANISER_ENGLISH;
