import { pino } from 'pino';

/**
 * What is held before it is written (about 200 access lines), counted in characters (at least
 * as many bytes); an idle server's lines wait at most FLUSH_MS. One write(2) per 4 KB cost a hot
 * read about 10% of its CPU.
 */
const BATCH_CHARS = 32 * 1024;
/** SonicBoom writes at most this much at once. */
const MAX_WRITE_BYTES = 128 * 1024;
const FLUSH_MS = 1000;

type Destination = ReturnType<typeof pino.destination>;

/**
 * The log's destination: lines are collected in memory and written by an asynchronous write of
 * 32 KB or more (SonicBoom), never one blocking `write(2)` per line (decision 240). Lines still
 * buffered are written synchronously when the process exits, crash included (`crashed` logs the
 * error first), so what led to the end is never lost.
 *
 * Lines are kept as text here and handed to SonicBoom as bytes, 32 KB at a time. Given text,
 * SonicBoom appends each line to its last string and measures that string's bytes again,
 * copying up to 128 KB per line (7 µs a line); given each line as bytes of its own, a hot read
 * paid for a buffer per line (2 µs). One join and one encoding per batch cost less than either.
 */
export function bufferedLogDestination(fd = 1): pino.DestinationStream {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: 0,
    maxWrite: MAX_WRITE_BYTES,
    contentMode: 'buffer',
  });
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  let lines: string[] = [];
  let length = 0;
  const handOver = () => {
    if (lines.length === 0) return;
    const bytes = Buffer.from(lines.join(''));
    lines = [];
    length = 0;
    writeBytes(bytes);
  };
  const flusher = setInterval(() => {
    handOver();
    flushQuietly(destination);
  }, FLUSH_MS);
  flusher.unref();
  process.once('exit', () => {
    handOver();
    flushSyncQuietly(destination);
  });
  return {
    write(line: string) {
      lines.push(line);
      length += line.length;
      if (length >= BATCH_CHARS) handOver();
    },
  };
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
