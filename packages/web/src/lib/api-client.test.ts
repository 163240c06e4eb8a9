import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { logger } from './logger';

// The auth store's handler is put back afterwards: test files share the module (isolate: false).
let previousHandler: ReturnType<typeof setUnauthorizedHandler> = null;
beforeEach(() => {
  previousHandler = setUnauthorizedHandler(null);
});
afterEach(() => setUnauthorizedHandler(previousHandler));

describe('api client', () => {
  it('calls /api with JSON, credentials and the stored bearer token', async () => {
    localStorage.setItem('token', 'session-token-123');
    const server = mockFetch({ 'POST /api/lifestyle/pillars/p1/toggle': { body: { is_active: true } } });

    const result = await api.post<{ is_active: boolean }>('/lifestyle/pillars/p1/toggle');

    expect(result).toEqual({ is_active: true });
    const [url, init] = server.fn.mock.calls[0]!;
    expect(url).toBe('/api/lifestyle/pillars/p1/toggle');
    expect(init?.credentials).toBe('include');
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer session-token-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({});
  });

  it('sends no authorization header without a stored token', async () => {
    const server = mockFetch({ 'GET /api/lifestyle/pillars': { body: [] } });
    await api.get('/lifestyle/pillars');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('leaves the token off public account calls', async () => {
    localStorage.setItem('token', 'session-token-123');
    const server = mockFetch({ 'POST /api/user/login': { body: { token: 't' } } });
    await api.post('/user/login', { email: 'a@b.ca', password: 'x' }, { auth: false });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.body).toEqual({ email: 'a@b.ca', password: 'x' });
  });

  it('treats any 2xx as success, including an empty 204', async () => {
    mockFetch({ 'POST /api/user/logout': { status: 204 } });
    await expect(api.post('/user/logout')).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying status, message, errors, verified and code', async () => {
    mockFetch({
      'POST /api/user/login': {
        status: 403,
        body: { message: 'Please verify your email before logging in', verified: false, code: 'EMAIL_NOT_VERIFIED' },
      },
      'POST /api/user/register': {
        status: 400,
        body: { message: 'Invalid input', errors: ['Email is required', 'Postal code is required'] },
      },
    });

    const login = await api.post('/user/login', {}).catch((e: unknown) => e);
    expect(login).toBeInstanceOf(ApiError);
    const loginError = login as ApiError;
    expect(loginError.status).toBe(403);
    expect(loginError.message).toBe('Please verify your email before logging in');
    expect(loginError.verified).toBe(false);
    expect(loginError.code).toBe('EMAIL_NOT_VERIFIED');

    const register = (await api.post('/user/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(register.status).toBe(400);
    expect(register.errors).toEqual(['Email is required', 'Postal code is required']);
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    );
    const error = (await api.get('/lifestyle/pillars').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('Request failed with status 502');
  });

  it('logs response errors with status, url and message', async () => {
    mockFetch({ 'GET /api/user/profile': { status: 500, body: { message: 'Something went wrong', requestId: 'req-1' } } });
    await api.get('/user/profile').catch(() => undefined);

    const entry = logger.entries().at(-1)!;
    expect(entry.level).toBe('ERROR');
    expect(entry.data).toMatchObject({ status: 500, url: '/api/user/profile', message: 'Something went wrong' });
  });

  it('logs a 4xx as a warning and never logs the single-use token of a verification link', async () => {
    mockFetch({ 'GET /api/user/verify-email/secret-token': { status: 400, body: { message: 'Invalid link' } } });
    await api.get('/user/verify-email/secret-token', { auth: false }).catch(() => undefined);

    const entry = logger.entries().at(-1)!;
    expect(entry.level).toBe('WARN');
    expect(JSON.stringify(entry)).not.toContain('secret-token');
    expect(entry.data).toMatchObject({ status: 400, url: '/api/user/verify-email/[REDACTED]' });
  });

  it('turns a network failure into an ApiError with status 0 and logs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await api.get('/lifestyle/pillars').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(logger.entries().at(-1)).toMatchObject({ level: 'ERROR', data: { status: 0, url: '/api/lifestyle/pillars' } });
  });

  it('reports a 401 to the session handler only when a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/user/profile': { status: 401, body: { message: 'Unauthorized' } } });

    await api.get('/user/profile').catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();

    localStorage.setItem('token', 'expired');
    await api.get('/user/profile').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
