import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

const SECRET_IN_PATH = /\/(verify-email|reset-password|staff-invitations?)\/[^/?#]+/g;

/** Request URLs can carry one-time tokens; they never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '/$1/[redacted]');
}

/**
 * What a request's access line names: the route's pattern when one matched (`/api/programs/:id`: no
 * identifiers, never a token), otherwise the path without its query string, tokens redacted. Query
 * strings are never logged (they can carry search terms).
 */
export function loggedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern) return pattern;
  const q = req.url.indexOf('?');
  return redactUrl(q === -1 ? req.url : req.url.slice(0, q));
}

/**
 * One access line per request at `info`, written when the answer is sent: request id, method,
 * route, status and milliseconds, as flat fields (no request or reply object for a serialiser to
 * walk, no headers, no body). The "incoming request" line is written at `debug` only.
 */
export class AccessLog extends LogController {
  /** At `debug` only: that a request was taken in (before its answer), e.g. to watch a shutdown. */
  override incomingRequest(request: FastifyRequest): void {
    const log = request.log;
    if ((log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('debug') !== true) return;
    log.debug({ reqId: request.id, method: request.method, path: loggedPath(request) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log;
    if (error) {
      log.error(
        { reqId: request.id, method: request.method, path: loggedPath(request), status: reply.statusCode, err: error },
        'request errored',
      );
      return;
    }
    if ((log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') === false) return;
    log.info(
      {
        reqId: request.id,
        method: request.method,
        path: loggedPath(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}

/**
 * Request loggers without an allocation per request: the app's logger itself (the request id is a
 * field of each line instead of a child binding), or one child per route log level, made once.
 */
export function sharedRequestLoggers() {
  const byLevel = new Map<string, FastifyBaseLogger>();
  return function childLoggerFactory(
    this: unknown,
    logger: FastifyBaseLogger,
    _bindings: unknown,
    opts: { level?: string },
  ): FastifyBaseLogger {
    const level = opts.level;
    if (!level || level === logger.level) return logger;
    let child = byLevel.get(level);
    if (!child) {
      child = logger.child({}, { level });
      byLevel.set(level, child);
    }
    return child;
  };
}
