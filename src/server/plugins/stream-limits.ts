import { codedCatalogue } from '../../shared/coded-messages.ts';

/** What a refused stream is told when its instance holds as many streams as it accepts. */
export const STREAMS_FULL = 'The live update service is busy. Updates will resume shortly.';
/** The same, with its code (`liveUpdates.busy`). */
export const STREAMS_FULL_CODED = codedCatalogue('liveUpdates', { busy: STREAMS_FULL }).busy;

/**
 * Open streams one instance accepts before answering 503 (DESIGN section 10 budgets 10,000 per
 * instance; the cap sits above it and only stops a flood from exhausting memory and sockets).
 */
export const MAX_STREAMS_PER_INSTANCE = 12_000;
/**
 * Streams opened without a session (the venue's now/next screens, decision 152) one instance
 * accepts: a handful of screens need a few; the cap keeps anonymous streams from crowding out
 * the signed-in ones under the instance's cap.
 */
export const MAX_VISITOR_STREAMS = 500;
/** Streams one session may hold (tabs, a phone and a laptop); one more ends the oldest. */
export const MAX_STREAMS_PER_SESSION = 5;
/** What a refused (full instance) or displaced (one tab too many) client waits before retrying. */
export const FULL_RETRY_AFTER_S = 30;
/** How long a browser waits to reconnect when this instance stops: its open streams' `retry:` hint and a new stream's Retry-After. */
export const STOPPING_RETRY_MS = 5000;
export const DISPLACED_RETRY_MS = 60_000;
/**
 * What a stream may hold unsent (in this process, beyond what the kernel took) once its reader
 * has not taken anything for STALLED_MS: a reader that stopped reading (a phone asleep with its
 * socket open, a stalled proxy) would otherwise keep every event in this process's memory.
 * Dropped, it reconnects with Last-Event-ID and gets what it missed from the event log, or a
 * `reset` (decision 244). A burst written at once may pass it for a reader that reads; past
 * HARD_UNSENT_FACTOR times it, a stream is dropped at once whatever its reader does.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;
export const HARD_UNSENT_FACTOR = 4;
export const STALLED_MS = 1000;

export interface StreamLimits {
  maxStreams?: number;
  maxStreamsPerSession?: number;
  maxVisitorStreams?: number;
  maxUnsentBytes?: number;
}
