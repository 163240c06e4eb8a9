import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

interface Template {
  pattern: string;
  /** Each segment: its literal text (lower case), or null for a parameter. */
  segments: Array<string | null>;
}

/** A path's segments as a router sees them: without the query, empty segments or percent-encoding. */
function segmentsOf(url: string): string[] {
  const q = url.search(/[?#]/);
  const path = q === -1 ? url : url.slice(0, q);
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/**
 * What a request's log line may say about its path, decided by the routes the app declares rather
 * than by the spelling of a path. A route's parameters (a one-time token, an id) are never logged: a
 * matched request logs its route's pattern. A request no route matched as spelled (`/Verify-Email/<token>`,
 * `/verify-email//<token>/`, `/%76erify-email/<token>`: pages are served by the fallback, so every
 * page request is one) logs the pattern of the route or page it matches when case, percent-encoding
 * and empty segments are set aside; and any other path keeps only the segments some route spells
 * out, each other one written `*`.
 */
export class RouteTemplates {
  private readonly templates: Template[] = [];
  private readonly words = new Set<string>();
  private readonly known = new Set<string>();

  constructor(patterns: Iterable<string> = []) {
    for (const p of patterns) this.add(p);
  }

  /** A route or page pattern (`/api/user/verify-email/:token`, `/unsubscribe/:token`, `/assets/*`). */
  add(pattern: string): void {
    if (this.known.has(pattern)) return;
    this.known.add(pattern);
    const segments = segmentsOf(pattern).map((s) => (s.startsWith(':') || s.includes('*') ? null : s.toLowerCase()));
    this.templates.push({ pattern, segments });
    for (const s of segments) if (s !== null) this.words.add(s);
  }

  /** The loggable form of a path that no route matched as it was spelled. */
  describe(url: string): string {
    const segments = segmentsOf(url);
    const lower = segments.map((s) => s.toLowerCase());
    for (const t of this.templates) {
      if (t.segments.length === lower.length && t.segments.every((s, i) => s === null || s === lower[i])) return t.pattern;
    }
    return `/${lower.map((s) => (this.words.has(s) ? s : '*')).join('/')}`;
  }
}

/**
 * What a request's access line names: the route's pattern when one matched (`/api/programs/:id`: no
 * identifiers, never a token), otherwise what RouteTemplates makes of the path. Query strings are
 * never logged (they can carry search terms).
 */
export function loggedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions?.url;
  if (pattern) return pattern;
  return (req.server?.routeTemplates ?? NO_ROUTES).describe(req.url);
}

const NO_ROUTES = new RouteTemplates();

/**
 * The logger's `req` serializer (Fastify's own error lines name the request): the same path as the
 * access line, and for anything that is not a routed request (a raw message) no path word at all.
 */
export function serializeRequest(req: { method?: string; url?: string; id?: unknown; routeOptions?: unknown }) {
  const path = req.routeOptions ? loggedPath(req as FastifyRequest) : NO_ROUTES.describe(req.url ?? '');
  return { method: req.method, path, id: req.id };
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
