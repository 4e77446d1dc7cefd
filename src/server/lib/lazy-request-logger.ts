import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];


/**
 * Fastify's `childLoggerFactory`: each request's logger (`request.log`, with its `reqId`) is made
 * the first time the request logs at a level that is on, not for every request (decision 207).
 * With the redaction of personal fields (lib/log-redaction.ts), making a pino child passes its
 * bindings through every redaction path: about 5% of a hot read's CPU, spent on a logger that
 * almost never writes. A route with its own `logLevel` gets its child at once.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions<never>): FastifyBaseLogger {
  if (options.level !== undefined) return parent.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= parent.child(bindings, options));
  // Loggers other than pino's (Fastify's silent one when logging is off) may not say; ask them.
  const { isLevelEnabled } = parent as { isLevelEnabled?: (level: Level) => boolean };
  const enabled = (level: Level) => (typeof isLevelEnabled === 'function' ? isLevelEnabled.call(parent, level) : true);
  const logger = {
    get level() {
      return child?.level ?? parent.level;
    },
    set level(level: string) {
      real().level = level;
    },
    child: (more: Bindings, moreOptions?: ChildLoggerOptions<never>) => real().child(more, moreOptions),
    silent: () => undefined,
  } as unknown as FastifyBaseLogger;
  for (const level of LEVELS) {
    (logger as unknown as Record<Level, (...args: unknown[]) => void>)[level] = (...args: unknown[]) => {
      if (child || enabled(level)) (real()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return logger;
}
