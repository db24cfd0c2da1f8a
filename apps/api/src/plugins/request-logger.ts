import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

// Fastify gives every request a pino child logger carrying its id. Making one serializes the bindings through
// the redaction (plugins/logger.ts), a few microseconds per request, and most requests never write a line below
// the configured level. So the child is made the first time the request writes a line at a level that is on:
// the same logger, the same fields (reqId) and the same redaction, only later.

type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** `request.log` and `reply.log`: a pino child made on the first line that is written. */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
  ) {}

  /** The pino child every line goes through, made once. */
  get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.childBindings);
    return this.#child;
  }

  /** Until the child exists it has its parent's level, as pino gives a child made without a level of its own. */
  #writes(level: Level): boolean {
    return (this.#child as Logger | undefined)?.isLevelEnabled(level) ?? this.parent.isLevelEnabled(level);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: Level): boolean {
    return this.#writes(level);
  }

  fatal(...args: LogArguments): void {
    if (this.#writes('fatal')) this.logger.fatal(...args);
  }

  error(...args: LogArguments): void {
    if (this.#writes('error')) this.logger.error(...args);
  }

  warn(...args: LogArguments): void {
    if (this.#writes('warn')) this.logger.warn(...args);
  }

  info(...args: LogArguments): void {
    if (this.#writes('info')) this.logger.info(...args);
  }

  debug(...args: LogArguments): void {
    if (this.#writes('debug')) this.logger.debug(...args);
  }

  trace(...args: LogArguments): void {
    if (this.#writes('trace')) this.logger.trace(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  bindings(): Bindings {
    return (this.logger as Logger).bindings();
  }
}

/**
 * Fastify's child logger factory: the lazy child above, unless the route asks for a level or serializers of its
 * own (none does today), which pino applies when the child is made.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger as unknown as Logger, bindings);
};
