/**
 * How the service worker answers a page navigation: from the network first, so a member always gets
 * the current deployment; offline, or when the server answers with a 5xx, from the precached app
 * shell (and failing that, the offline page). Kept free of worker globals so it can be unit tested.
 */
export interface NavigationDeps {
  fetch: (request: Request) => Promise<Response>;
  /** A precached file by its URL, e.g. `/index.html`. */
  cached: (url: string) => Promise<Response | undefined>;
}

export const SHELL_URL = '/index.html';
export const OFFLINE_URL = '/offline.html';

async function fallback(deps: NavigationDeps): Promise<Response | undefined> {
  return (await deps.cached(SHELL_URL)) ?? (await deps.cached(OFFLINE_URL));
}

export async function answerNavigation(request: Request, deps: NavigationDeps): Promise<Response> {
  try {
    const response = await deps.fetch(request);
    if (response.status < 500) return response;
    return (await fallback(deps)) ?? response;
  } catch {
    return (await fallback(deps)) ?? Response.error();
  }
}
