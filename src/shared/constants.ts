/** Business constants of the product spec (section 9), in one place for client and server. */

export const COMPETITION_NAME = 'VEX';
export const APP_NAME = 'PitCrew';

/** The spec's tournament date, shown until an admin sets one. */
export const DEFAULT_TOURNAMENT_DATE = '2025-05-03';

export const SCHEDULING = {
  interviewSlotMinutes: 20,
  adminSlotMinutes: 15,
  adminMinuteStep: 15,
  firstSlotHour: 10,
  /** Slots must start before this hour (exclusive). */
  lastSlotHourExclusive: 17,
  adminTimeslotPageSize: 10,
  defaultMaxActiveInterviewsPerTeam: 1,
  /** Minutes before an interview its team is reminded (push, calendar alarm); 0 turns it off. */
  defaultReminderLeadMinutes: 15,
  maxReminderLeadMinutes: 1440,
  /** Minutes kept free before and after each of a team's matches. */
  defaultMatchBufferMinutes: 15,
  maxMatchBufferMinutes: 240,
} as const;

export const DATE_FORMATS = {
  date: 'MMM d, yyyy',
  time: 'h:mm a',
  messageTime: 'MMM d, h:mm a',
} as const;

export const REGISTRATION = {
  coachNameMin: 2,
  coachPhoneMin: 10,
  signatureMin: 2,
  signerMinimumAge: 18,
  redirectAfterConsentMs: 2500,
  redirectAfterRegistrationMs: 2000,
  redirectAlreadyRegisteredMs: 1500,
  /** Teams per page of the admin Teams tab (decision 208). */
  adminTeamPageSize: 50,
} as const;

export const STORAGE_KEYS = {
  registrationComplete: 'registrationComplete',
  registeredTeamId: 'registeredTeamId',
} as const;

export const MESSAGING = {
  pollIntervalMs: 5000,
  chatPanelHeightPx: 600,
  /** The safeguarding log: a page of this many, grown to at most `logMaxLimit`. */
  logPageSize: 50,
  logMaxLimit: 200,
} as const;

export const MANUAL = {
  models: [
    { id: 'gpt-4o', label: 'GPT-4o', note: 'recommended' },
    { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', note: 'faster' },
  ],
  defaultModel: 'gpt-4o',
  answerAreaHeightPx: 300,
  scrollHideDelayMs: 600,
  questionMaxLength: 1000,
} as const;

export const STREAMS = { videoIdLength: 11 } as const;

export const MAP = {
  width: 500,
  height: 400,
  gridStep: 50,
  beaconRingRadius: 80,
  robotRefreshMs: 5000,
  scanTimeoutMs: 10_000,
  beaconAcceptRssi: -85,
  multiBeaconRssi: -75,
  multiBeaconMinimum: 2,
  referenceRssiAt1m: -60,
  pathLossExponent: 2.5,
  minDistance: 0.1,
  maxDistance: 50,
  lowPassFactor: 0.2,
  trilaterationMinimum: 3,
  defaultBeacons: [
    { id: 'pit-area', name: 'Pit Area', x: 50, y: 50 },
    { id: 'practice-fields', name: 'Practice Fields', x: 450, y: 50 },
    { id: 'alliance-fields', name: 'Alliance Fields', x: 50, y: 350 },
    { id: 'skills-fields', name: 'Skills Fields', x: 450, y: 350 },
  ],
  teamColours: {
    Engineering: '#2563eb',
    Design: '#db2777',
    Product: '#16a34a',
    Marketing: '#ea580c',
    default: '#6b7280',
  },
} as const;

export const DRAWING = {
  canvasWidth: 800,
  canvasHeight: 600,
  maxWidth: 800,
  colours: ['red', 'blue', 'green', 'yellow', 'black'],
  padLineWidth: { min: 1, max: 20, default: 2 },
  brushSize: { min: 1, max: 30, default: 5 },
  resizeDebounceMs: 250,
  backgroundFallbackMs: 2000,
  layoutImage: '/robotics-layout.png',
  downloadFileName: 'robotics-drawing.png',
} as const;

export const APPS = { storeFallbackMs: 500 } as const;

export const TOASTS = {
  limit: 5,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
  regionMaxWidthPx: 420,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

/**
 * The id of the `<script type="application/json">` in which a signed-in phone's page carries its
 * session (GET /api/auth/me's answer), so the app draws its first screen without asking first
 * (decision 214).
 */
export const SESSION_DATA_ID = 'session-data';

/**
 * The id of the `<script type="application/json">` in which a page the server drew for a
 * signed-in browser carries the answers it was drawn with (decision 215).
 */
export const PAGE_DATA_ID = 'page-data';

/** Written beside the built index.html by scripts/build/vite-prerender.ts, read by the server. */
export const PRERENDERED_PAGES_FILE = 'prerendered.json';

/**
 * The folder in the client build holding src/client/prerender.tsx built for Node, with which the
 * server draws a signed-in browser's page (decision 215). A dot folder: never served.
 */
export const SERVER_RENDER_DIR = '.server';
export const SERVER_RENDER_FILE = 'prerender.js';
