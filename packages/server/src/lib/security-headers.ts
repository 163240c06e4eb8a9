import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (CSP and the rest of helmet's set), worked out once at start. Running helmet
 * per request re-parsed the CSP every time and cost up to a sixth of a simple request's CPU; the
 * headers never change while the server runs, so each response gets the same precomputed values.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const middleware = helmet(options);
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  middleware({} as never, response as never, () => undefined);
  return headers;
}
