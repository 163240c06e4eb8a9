/**
 * A graceful shutdown's drain (server.ts): while it lasts, every answer closes its connection
 * (`Connection: close`) and /api/health answers 503, so the load balancer stops sending here. The
 * app's one onRequest hook (app.ts) reads it: no hook of its own on every request.
 */
export class Drain {
  draining = false;
  /** When the last request arrived while draining (ms since the epoch). */
  lastRequestAt = 0;
}
