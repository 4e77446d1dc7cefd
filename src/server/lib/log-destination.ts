import { pino } from 'pino';

/**
 * What the buffer holds before it is written (about 200 access lines); an idle server's lines
 * wait at most FLUSH_MS. One write(2) per 4 KB cost a hot read about 10% of its CPU.
 */
const BUFFER_BYTES = 32 * 1024;
/** SonicBoom writes at most this much at once, and wants it above BUFFER_BYTES. */
const MAX_WRITE_BYTES = 128 * 1024;
const FLUSH_MS = 1000;

type Destination = ReturnType<typeof pino.destination>;

/**
 * The log's destination: lines are collected in memory and written by an asynchronous write of
 * 32 KB or more (SonicBoom), never one blocking `write(2)` per line (decision 240). Lines still
 * buffered are written synchronously when the process exits, crash included (`crashed` logs the
 * error first), so what led to the end is never lost.
 */
export function bufferedLogDestination(fd = 1): Destination {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: BUFFER_BYTES,
    maxWrite: MAX_WRITE_BYTES,
  });
  const flusher = setInterval(() => flushQuietly(destination), FLUSH_MS);
  flusher.unref();
  process.once('exit', () => flushSyncQuietly(destination));
  return destination;
}

function flushQuietly(destination: Destination) {
  try {
    destination.flush();
  } catch {
    // Not open yet, or closed: nothing to write.
  }
}

function flushSyncQuietly(destination: Destination) {
  try {
    destination.flushSync();
  } catch {
    // Not open yet, or the reader went away: nowhere to write.
  }
}

/**
 * An uncaught exception or unhandled rejection: logged as fatal, the buffer written, exit 1
 * (Node's own behaviour, with the line in the log instead of only on stderr).
 */
export function logCrashes(log: pino.Logger) {
  const crashed = (error: unknown) => {
    log.fatal({ err: error }, 'crashed');
    process.exit(1);
  };
  process.once('uncaughtException', crashed);
  process.once('unhandledRejection', crashed);
}
