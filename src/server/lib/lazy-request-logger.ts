import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Fastify's `childLoggerFactory`: each request's logger (`request.log`, with its `reqId`) is made
 * the first time the request logs at a level that is on, not for every request (decision 207).
 * With the redaction of personal fields (lib/log-redaction.ts), making a pino child passes its
 * bindings through every redaction path: about 5% of a hot read's CPU, spent on a logger that
 * almost never writes. A route with its own `logLevel` gets its child at once.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions<never>,
): FastifyBaseLogger {
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * The stand-in: its methods live on the prototype, so a request that never logs costs one small
 * object, not a closure per level.
 */
class LazyLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions<never>,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether a line at `level` would be written. Loggers other than pino's (Fastify's silent one) may not say. */
  private enabled(level: Level): boolean {
    const { isLevelEnabled } = this.parent as { isLevelEnabled?: (level: Level) => boolean };
    return typeof isLevelEnabled === 'function' ? isLevelEnabled.call(this.parent, level) : true;
  }

  /** Used by the level methods added to the prototype below. */
  write(level: Level, args: unknown[]) {
    if (this.made || this.enabled(level))
      (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(more: Bindings, moreOptions?: ChildLoggerOptions<never>) {
    return this.real().child(more, moreOptions);
  }

  silent() {}
}

// One method per level, made once for every request's logger.
for (const level of LEVELS) {
  Object.defineProperty(LazyLogger.prototype, level, {
    value(this: LazyLogger, ...args: unknown[]) {
      this.write(level, args);
    },
  });
}
