// Fastify gives every request a child logger bound to its reqId (pino's child(): an object and its bindings per
// request). Only an error the server logs uses it (plugins/errors.ts; the request line is our own,
// plugins/request-log.ts), so the child is made when the request first logs: the same lines, and nothing made for the
// requests that log nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Log = (...args: unknown[]) => void;

class LazyChild {
  private made?: FastifyBaseLogger;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}
  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }
  get level(): string {
    return this.made?.level ?? this.opts.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: unknown[]) {
    (this.real.fatal as Log)(...args);
  }
  error(...args: unknown[]) {
    (this.real.error as Log)(...args);
  }
  warn(...args: unknown[]) {
    (this.real.warn as Log)(...args);
  }
  info(...args: unknown[]) {
    (this.real.info as Log)(...args);
  }
  debug(...args: unknown[]) {
    (this.real.debug as Log)(...args);
  }
  trace(...args: unknown[]) {
    (this.real.trace as Log)(...args);
  }
  silent(...args: unknown[]) {
    (this.real.silent as Log)(...args);
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
}

/** Fastify's childLoggerFactory: the request's logger, made on first use. */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger => new LazyChild(logger, bindings, opts) as unknown as FastifyBaseLogger;
