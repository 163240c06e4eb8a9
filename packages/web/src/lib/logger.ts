import { storage, STORAGE_KEYS } from './storage';

export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  timestamp: string;
  level: LogLevel;
  message: string;
  data: unknown;
}

/** The log keeps the newest entries only (§9). */
export const MAX_LOG_ENTRIES = 1000;

const SECRET_KEY = /pass(word)?|token|authori[sz]ation|secret|cookie|credential/i;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const MAX_DEPTH = 6;

/** Replaces anything that looks like a password or a token; health data is never passed in. */
function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return value.replace(BEARER, 'Bearer [REDACTED]');
  if (typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (value instanceof Error) return { name: value.name, message: redact(value.message, depth + 1) };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) ? '[REDACTED]' : redact(item, depth + 1);
  }
  return out;
}

function readEntries(): LogEntry[] {
  const raw = storage.get(STORAGE_KEYS.logs);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
  } catch {
    return [];
  }
}

function saveEntries(entries: LogEntry[]): void {
  if (storage.set(STORAGE_KEYS.logs, JSON.stringify(entries))) return;
  // Storage full: keep the newer half rather than losing everything.
  storage.set(STORAGE_KEYS.logs, JSON.stringify(entries.slice(Math.floor(entries.length / 2))));
}

function write(level: LogLevel, message: string, data?: unknown): LogEntry {
  const entry: LogEntry = {
    timestamp: new Date().toISOString(),
    level,
    message: redact(message) as string,
    data: data === undefined ? null : redact(data),
  };
  const entries = readEntries();
  entries.push(entry);
  saveEntries(entries.length > MAX_LOG_ENTRIES ? entries.slice(entries.length - MAX_LOG_ENTRIES) : entries);
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    const method = level === 'ERROR' ? 'error' : level === 'WARN' ? 'warn' : level === 'INFO' ? 'info' : 'debug';
    console[method](`[${level}] ${entry.message}`, entry.data ?? '');
  }
  return entry;
}

/** The client log (§9): entries persisted in localStorage `app_logs`, newest 1000 kept. */
export const logger = {
  error: (message: string, data?: unknown) => write('ERROR', message, data),
  warn: (message: string, data?: unknown) => write('WARN', message, data),
  info: (message: string, data?: unknown) => write('INFO', message, data),
  debug: (message: string, data?: unknown) => write('DEBUG', message, data),
  entries: (): LogEntry[] => readEntries(),
  clear: (): void => storage.remove(STORAGE_KEYS.logs),
};
