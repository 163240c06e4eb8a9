import { smsg } from '../i18n/index.js';

/**
 * An error the API answers with its own status and JSON body (never a stack trace). Its message and
 * errors are catalogue messages (`smsg`, shared `msg`) put into the request's language by the error
 * handler (decision 0050).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: { code?: string; errors?: string[]; verified?: boolean; next?: unknown[] } = {},
    /** For a 429: seconds until the limit's window ends (sent as Retry-After). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: string[]) => new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = smsg('http.authRequired')) => new HttpError(401, message);
export const forbidden = (message: string, extra: HttpError['extra'] = {}) => new HttpError(403, message, extra);
export const notFound = (message = smsg('http.notFound')) => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code ? { code } : {});
export const tooManyRequests = (retryAfterSeconds: number, message = smsg('http.tooManyAttempts')) =>
  new HttpError(429, message, { code: 'RATE_LIMITED' }, retryAfterSeconds);
