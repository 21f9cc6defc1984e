import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What the lazy logger needs of its parent besides Fastify's logger: pino's level check. */
interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

const levelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * A request's logger (`request.log`, `reply.log`) that makes Fastify's child logger, with the
 * request's id, only when a line at an enabled level is written through it. Most requests
 * write none (the request log writes only failures and slow answers), and a pino child per
 * request was a measurable part of a chat message's CPU (decision 0187). What is written is
 * what the child Fastify makes would write: the same parent, bindings and options.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private write(level: Level, args: unknown[]) {
    if (this.made || this.parent.isLevelEnabled(level)) {
      const logger = this.logger;
      Reflect.apply(logger[level], logger, args);
    }
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }

  error(...args: unknown[]) {
    this.write('error', args);
  }

  warn(...args: unknown[]) {
    this.write('warn', args);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }

  debug(...args: unknown[]) {
    this.write('debug', args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy logger when the request's child would take no
 * options of its own (a route's log level or serializers make the child at once, as Fastify
 * does) and the parent can say which levels it writes; pino's child otherwise.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0 || !levelAware(logger))
    return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings);
}
