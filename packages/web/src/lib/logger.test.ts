import { describe, expect, it } from 'vitest';
import { logger, MAX_LOG_ENTRIES, type LogEntry } from './logger';

function stored(): LogEntry[] {
  return JSON.parse(localStorage.getItem('app_logs') ?? '[]') as LogEntry[];
}

describe('logger', () => {
  it('persists entries with timestamp, level, message and data under app_logs', () => {
    logger.info('Login succeeded', { attempt: 1 });
    const [entry] = stored();
    expect(entry).toMatchObject({ level: 'INFO', message: 'Login succeeded', data: { attempt: 1 } });
    expect(new Date(entry!.timestamp).toISOString()).toBe(entry!.timestamp);
  });

  it('records the four levels', () => {
    logger.error('e');
    logger.warn('w');
    logger.info('i');
    logger.debug('d');
    expect(stored().map((e) => e.level)).toEqual(['ERROR', 'WARN', 'INFO', 'DEBUG']);
  });

  it('keeps at most 1000 entries, dropping the oldest', () => {
    const existing = Array.from({ length: MAX_LOG_ENTRIES }, (_, i) => ({
      timestamp: new Date(0).toISOString(),
      level: 'DEBUG',
      message: `old ${i}`,
      data: null,
    }));
    localStorage.setItem('app_logs', JSON.stringify(existing));

    logger.warn('newest');

    const entries = stored();
    expect(MAX_LOG_ENTRIES).toBe(1000);
    expect(entries).toHaveLength(1000);
    expect(entries[0]!.message).toBe('old 1');
    expect(entries.at(-1)!.message).toBe('newest');
  });

  it('never stores passwords or tokens', () => {
    logger.error('Request failed', {
      body: { email: 'a@b.ca', password: 'Secret#123', newPassword: 'x', token: 'abc' },
      headers: { Authorization: 'Bearer abc.def' },
      note: 'sent Bearer abc.def',
    });
    const text = localStorage.getItem('app_logs') ?? '';
    expect(text).not.toContain('Secret#123');
    expect(text).not.toContain('abc.def');
    expect(stored()[0]!.data).toMatchObject({ body: { email: 'a@b.ca', password: '[REDACTED]', token: '[REDACTED]' } });
  });

  it('starts over when the stored log is corrupt', () => {
    localStorage.setItem('app_logs', '{not json');
    logger.info('fresh');
    expect(stored().map((e) => e.message)).toEqual(['fresh']);
  });
});
