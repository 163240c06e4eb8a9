import { i18n } from '@lingui/core';
import type { Contract } from '@wellpath/shared/api/contract';
import type { EndpointInput, EndpointOutput } from '@wellpath/shared/api/endpoint';
import { logger } from './logger';
import { storage, STORAGE_KEYS } from './storage';

/** The parts of an error response the screens read (see @wellpath/shared/errors). */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: string[];
  verified?: boolean;
  requestId?: string;
  [key: string]: unknown;
}

/** A call that did not answer 2xx, or did not reach the server (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly body: ApiErrorBody;

  constructor(status: number, url: string, body: ApiErrorBody, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
    this.body = body;
  }

  /** The server's own message, when it sent one; screens fall back to their own wording. */
  get serverMessage(): string | undefined {
    return typeof this.body.message === 'string' && this.body.message.trim() !== '' ? this.body.message : undefined;
  }

  get errors(): string[] {
    return Array.isArray(this.body.errors) ? this.body.errors.filter((e): e is string => typeof e === 'string') : [];
  }

  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  get verified(): boolean | undefined {
    return typeof this.body.verified === 'boolean' ? this.body.verified : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const API_BASE = '/api';

export interface RequestOptions {
  body?: unknown;
  /** Send the stored bearer token (default). Public account calls pass false (§7). */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of a POST (decision 0065): one per user action, the same on every retry of
   * it. Left out, the client makes one, and gives the same one to the same call sent again after it
   * got no answer (see `idempotencyKeyFor`). Kept entries (the offline outbox) pass their own.
   */
  idempotencyKey?: string;
}

/** A random UUID (v4), also where `crypto.randomUUID` is missing (plain http off localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The keys of POSTs that got no answer (the network failed, the server failed or was still busy with
 * it), by what they sent: the member trying the same thing again is the same action, and the server
 * then answers what it did with the first if it got it. Forgotten once an answer comes (2xx or a
 * refusal), and after a day, as the server forgets them.
 */
const unanswered = new Map<string, { key: string; at: number }>();
const UNANSWERED_MS = 24 * 60 * 60_000;
const UNANSWERED_MAX = 50;

/** What a POST sent, as a short hash (cyrb53): the map never holds a large body. */
function requestSignature(path: string, body: unknown): string {
  const text = `${path}\n${JSON.stringify(body ?? {})}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2_654_435_761);
    h2 = Math.imul(h2 ^ c, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return (4_294_967_296 * (2_097_151 & h2) + (h1 >>> 0)).toString(36);
}

function idempotencyKeyFor(signature: string): string {
  const now = Date.now();
  const kept = unanswered.get(signature);
  if (kept && now - kept.at < UNANSWERED_MS) return kept.key;
  unanswered.delete(signature);
  return newIdempotencyKey();
}

/** After a POST: its key is kept for a retry while it got no answer, else forgotten. */
function noteAnswer(signature: string, key: string, answered: boolean): void {
  unanswered.delete(signature);
  if (answered) return;
  unanswered.set(signature, { key, at: Date.now() });
  if (unanswered.size > UNANSWERED_MAX) unanswered.delete(unanswered.keys().next().value!);
}

/** No answer to keep the action's key for: the request may or may not have been carried out. */
const unanswerable = (status: number, body: unknown) =>
  status === 0 || status >= 500 || (status === 409 && (body as ApiErrorBody | undefined)?.code === 'IDEMPOTENCY_KEY_IN_USE');

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Called when a request that carried the session token is answered 401 (expired or revoked session).
 * Returns the handler it replaces, so a test can put it back.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): UnauthorizedHandler | null {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return previous;
}

/** Single-use tokens travel in some paths (verify-email); they never reach the log. */
function redactUrl(url: string): string {
  return url.replace(/(\/verify-email\/|\/reset-password\/)[^/?#]+/g, '$1[REDACTED]');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Sends one request with the JSON headers and the stored bearer token; a network failure is an ApiError with status 0. */
async function send(method: string, path: string, options: RequestOptions, accept: string, idempotencyKey?: string) {
  const url = `${API_BASE}${path}`;
  // The server answers (messages, content, errors) in the app's language, whatever the browser's (decision 0050).
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.locale || 'en' };
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  if (sendsBody) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : storage.get(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  try {
    const response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      // An "empty" payload is sent as {} so JSON body parsers always get valid JSON.
      body: sendsBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: options.signal,
    });
    return { response, url, token };
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const message = 'Network error: the server could not be reached';
    logger.error('API request failed', { status: 0, url: redactUrl(url), method, message });
    throw new ApiError(0, url, { message: undefined }, message);
  }
}

/** An answer other than 2xx: logged, the session handler told of a 401, thrown as an ApiError. */
function failure(response: Response, data: unknown, url: string, method: string, token: string | null): ApiError {
  const body: ApiErrorBody = data && typeof data === 'object' && !Array.isArray(data) ? (data as ApiErrorBody) : {};
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : `Request failed with status ${response.status}`;
  const entry = { status: response.status, url: redactUrl(url), method, message, code: body.code, requestId: body.requestId };
  if (response.status >= 500) logger.error('API response error', entry);
  else logger.warn('API response error', entry);

  if (response.status === 401 && token) unauthorizedHandler?.();
  return new ApiError(response.status, url, body, message);
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // A signed-in POST carries an Idempotency-Key: the server runs each action once, however often it is sent.
  const keyed = method === 'POST' && options.auth !== false && storage.get(STORAGE_KEYS.token) !== null;
  const signature = keyed ? requestSignature(path, options.body) : '';
  const key = keyed ? (options.idempotencyKey ?? idempotencyKeyFor(signature)) : undefined;
  let sent;
  try {
    sent = await send(method, path, options, 'application/json', key);
  } catch (error) {
    if (key && isApiError(error)) noteAnswer(signature, key, false);
    throw error;
  }
  const { response, url, token } = sent;
  const data = await readBody(response);
  if (key) noteAnswer(signature, key, !unanswerable(response.status, data));
  if (response.ok) return data as T;
  throw failure(response, data, url, method, token);
}

/** The file name of a `Content-Disposition: attachment; filename="..."` answer. */
function attachmentName(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
}

/**
 * A file the server sends for a declared read (the member's data export), with the bearer token like
 * every call: its bytes as a Blob and the name the server gave it.
 */
export async function download(
  key: Extract<ApiKey, `GET ${string}`>,
  options: { signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const path = key.slice('GET '.length);
  const { response, url, token } = await send('GET', path, options, '*/*');
  if (!response.ok) throw failure(response, await readBody(response), url, 'GET', token);
  return { blob: await response.blob(), fileName: attachmentName(response) };
}

/** A declared call of the API (`@wellpath/shared/api/contract`), e.g. `'GET /programs/:id'`. */
export type ApiKey = keyof Contract;
/** What a call sends: its path parameters, query and body, typed from the declaration. */
export type ApiInput<K extends ApiKey> = EndpointInput<Contract[K]>;
/** What a call answers on success, typed from the declaration. */
export type ApiOutput<K extends ApiKey> = EndpointOutput<Contract[K]>;

/** Public calls (§7: login, register, provinces...) must say they go without the token. */
type CallOptions<K extends ApiKey> = Contract[K]['access'] extends 'public'
  ? { auth: false; signal?: AbortSignal }
  : { signal?: AbortSignal; idempotencyKey?: string };

export type CallArgs<K extends ApiKey> = Contract[K]['access'] extends 'public'
  ? [input: ApiInput<K>, options: CallOptions<K>]
  : Partial<ApiInput<K>> extends ApiInput<K>
    ? [input?: ApiInput<K>, options?: CallOptions<K>]
    : [input: ApiInput<K>, options?: CallOptions<K>];

/** A path or query value as text (ids, numbers, flags); anything else is left out. */
function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function buildPath(template: string, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  const path = template.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(asText(params?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(name, Array.isArray(value) ? value.map(asText).join(',') : asText(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one HTTP client of the app (§7): base /api, JSON, credentials, bearer token, 2xx = success, an
 * Idempotency-Key on POSTs. Calls one declared endpoint: `call('GET /programs/:id', { params: { id }, query: { today } })`.
 * The input and the result are typed from the declaration; nothing is cast.
 */
export function call<K extends ApiKey>(key: K, ...args: CallArgs<K>): Promise<ApiOutput<K>> {
  const [input, options] = args as [
    { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } | undefined,
    { auth?: false; signal?: AbortSignal; idempotencyKey?: string } | undefined,
  ];
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  return request<ApiOutput<K>>(method, buildPath(key.slice(space + 1), input?.params, input?.query), {
    body: input?.body,
    auth: options?.auth,
    signal: options?.signal,
    idempotencyKey: options?.idempotencyKey,
  });
}
