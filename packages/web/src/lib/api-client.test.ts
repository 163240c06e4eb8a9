import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAnswer } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError, call, setUnauthorizedHandler } from './api-client';
import { logger } from './logger';

// The auth store's handler is put back afterwards: test files share the module (isolate: false).
let previousHandler: ReturnType<typeof setUnauthorizedHandler> = null;
beforeEach(() => {
  previousHandler = setUnauthorizedHandler(null);
});
afterEach(() => setUnauthorizedHandler(previousHandler));

const registration = {
  email: 'a@b.ca',
  password: 'Maple-Leaf-2024',
  firstName: 'Avery',
  lastName: 'Tremblay',
  dateOfBirth: '1975-06-15',
  address: { street: '', city: '', province: '', postalCode: 'K1A 0B1' },
  acceptReleaseOfInformation: true,
  acceptTermsAndConditions: true,
  acceptPrivacyPolicy: true,
};

describe('api client', () => {
  it('calls /api with JSON, credentials and the stored bearer token', async () => {
    localStorage.setItem('token', 'session-token-123');
    const server = mockFetch({ 'POST /api/lifestyle/pillars/p1/toggle': { body: { _id: 'p1', is_active: true } } });

    const result = await call('POST /lifestyle/pillars/:id/toggle', { params: { id: 'p1' } });

    expect(result).toEqual({ _id: 'p1', is_active: true });
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
    await call('GET /lifestyle/pillars');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('leaves the token off public account calls', async () => {
    localStorage.setItem('token', 'session-token-123');
    const server = mockFetch({ 'POST /api/user/login': { body: loginAnswer('member', 't') } });
    await call('POST /user/login', { body: { email: 'a@b.ca', password: 'x' } }, { auth: false });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.body).toEqual({ email: 'a@b.ca', password: 'x' });
  });

  it('treats any 2xx as success, including an empty 204', async () => {
    localStorage.setItem('token', 'session-token-123');
    mockFetch({ 'DELETE /api/healthtracking/bloodpressure/r1': { status: 204 } });
    await expect(call('DELETE /healthtracking/bloodpressure/:id', { params: { id: 'r1' } })).resolves.toBeUndefined();
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

    const login = await call('POST /user/login', { body: { email: 'a@b.ca', password: 'x' } }, { auth: false }).catch((e: unknown) => e);
    expect(login).toBeInstanceOf(ApiError);
    const loginError = login as ApiError;
    expect(loginError.status).toBe(403);
    expect(loginError.message).toBe('Please verify your email before logging in');
    expect(loginError.verified).toBe(false);
    expect(loginError.code).toBe('EMAIL_NOT_VERIFIED');

    const register = (await call('POST /user/register', { body: registration }, { auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(register.status).toBe(400);
    expect(register.errors).toEqual(['Email is required', 'Postal code is required']);
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    );
    const error = (await call('GET /lifestyle/pillars').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('Request failed with status 502');
  });

  it('logs response errors with status, url and message', async () => {
    mockFetch({ 'GET /api/user/profile': { status: 500, body: { message: 'Something went wrong', requestId: 'req-1' } } });
    await call('GET /user/profile').catch(() => undefined);

    const entry = logger.entries().at(-1)!;
    expect(entry.level).toBe('ERROR');
    expect(entry.data).toMatchObject({ status: 500, url: '/api/user/profile', message: 'Something went wrong' });
  });

  it('logs a 4xx as a warning and never logs the single-use token of a verification link', async () => {
    mockFetch({ 'GET /api/user/verify-email/secret-token': { status: 400, body: { message: 'Invalid link' } } });
    await call('GET /user/verify-email/:token', { params: { token: 'secret-token' } }, { auth: false }).catch(() => undefined);

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
    const error = (await call('GET /lifestyle/pillars').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(logger.entries().at(-1)).toMatchObject({ level: 'ERROR', data: { status: 0, url: '/api/lifestyle/pillars' } });
  });

  it('reports a 401 to the session handler only when a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/user/profile': { status: 401, body: { message: 'Unauthorized' } } });

    await call('GET /user/profile').catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();

    localStorage.setItem('token', 'expired');
    await call('GET /user/profile').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  describe('Idempotency-Key (decision 0065)', () => {
    const reading = { systolic: 185, diastolic: 122, measured_at: '2026-03-02T08:00:00.000Z' };
    const saved = { ...reading, _id: 'r1', pulse: null, arm: null, notes: '', category: 'crisis' as const, urgent: true };
    const summary = { readings: [saved], average_7d: null, threshold: { systolic: 130, diastolic: 80, source: 'Hypertension Canada' } };

    it('sends a new key with each signed-in POST, none on reads or public calls', async () => {
      localStorage.setItem('token', 'session-token-123');
      const server = mockFetch({
        'POST /api/healthtracking/bloodpressure': { status: 201, body: saved },
        'GET /api/healthtracking/bloodpressure': { body: summary },
        'POST /api/user/login': { body: loginAnswer('member', 't') },
      });
      await call('POST /healthtracking/bloodpressure', { body: reading });
      await call('POST /healthtracking/bloodpressure', { body: reading });
      await call('GET /healthtracking/bloodpressure');
      await call('POST /user/login', { body: { email: 'a@b.ca', password: 'x' } }, { auth: false });
      const [first, second, read, login] = server.requests;
      expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // Two answered taps are two actions: two keys (the server's natural key keeps one reading).
      expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
      expect(read!.headers['idempotency-key']).toBeUndefined();
      expect(login!.headers['idempotency-key']).toBeUndefined();
    });

    it('sends the same key again when the same action is retried after it got no answer, a new one once answered', async () => {
      localStorage.setItem('token', 'session-token-123');
      let reply: 'network' | 500 | 201 = 'network';
      const keys: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init: RequestInit) => {
          keys.push(new Headers(init.headers).get('idempotency-key')!);
          if (reply === 'network') throw new TypeError('Failed to fetch');
          return new Response(JSON.stringify({ _id: 'r1' }), { status: reply, headers: { 'Content-Type': 'application/json' } });
        }),
      );
      const save = () => call('POST /healthtracking/bloodpressure', { body: reading }).catch((e: unknown) => e);
      expect(await save()).toMatchObject({ status: 0 });
      reply = 500;
      expect(await save()).toMatchObject({ status: 500 });
      reply = 201;
      expect(await save()).toEqual({ _id: 'r1' });
      await save();
      // The response lost, the server down: still the one action until an answer came.
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toBe(keys[0]);
      expect(keys[3]).not.toBe(keys[0]);
      // Another reading is another action, whatever happened to the first.
      reply = 'network';
      await save();
      await call('POST /healthtracking/bloodpressure', { body: { ...reading, systolic: 150 } }).catch(() => undefined);
      expect(keys[5]).not.toBe(keys[4]);
    });

    it('sends the key it is given (a kept entry of the offline outbox)', async () => {
      localStorage.setItem('token', 'session-token-123');
      const server = mockFetch({ 'POST /api/healthtracking/bloodpressure': { status: 201, body: saved } });
      await call('POST /healthtracking/bloodpressure', { body: reading }, { idempotencyKey: 'kept-key-1' });
      await call('POST /healthtracking/bloodpressure', { body: reading }, { idempotencyKey: 'kept-key-1' });
      expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['kept-key-1', 'kept-key-1']);
    });
  });
});
