import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './http-errors.js';
import { smsg } from '../i18n/index.js';

const MAX_DEPTH = 64;

/** Whether a parsed body, query or params object holds a NUL character in any string or key. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  // Every call's params and query go through here: a loop over the keys, no [key, value] pairs made.
  const object = value as Record<string, unknown>;
  for (const k of Object.keys(object)) if (k.includes('\u0000') || containsNul(object[k], depth + 1)) return true;
  return false;
}

/**
 * A preValidation hook: no text the app stores may hold a NUL character. PostgreSQL refuses it in
 * text columns (a 500), and no member types one, so it is refused with a 400 before validation, on
 * every route and both databases.
 */
export function refuseNulCharacters(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
    done(
      new HttpError(400, req.routeOptions.config?.validationMessage ?? smsg('http.invalidRequest'), {
        errors: [smsg('http.nulCharacter')],
      }),
    );
    return;
  }
  done();
}
