import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/app/data',
      contentDir: '/srv/app/content',
      logLevel: 'info',
    });
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join('/srv/app/data', 'app.db') });
    expect(c.mail.outboxDir).toBe('/srv/app/data/outbox');
    expect(c.redisUrl).toBeUndefined();
  });

  it('selects PostgreSQL from DATABASE_URL and reads the rest', () => {
    const c = loadConfig(
      {
        DATABASE_URL: 'postgres://u@db/app',
        PORT: '8080',
        PUBLIC_URL: 'https://care.example.ca/',
        MAIL_OUTBOX_DIR: '/mail',
        REDIS_URL: 'redis://r:6379',
      },
      '/srv',
    );
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/app' });
    expect(c.port).toBe(8080);
    expect(c.publicUrl).toBe('https://care.example.ca');
    expect(c.mail.outboxDir).toBe('/mail');
    expect(c.redisUrl).toBe('redis://r:6379');
  });

  it('keeps the member home in memory by default only where no other copy can write unseen', () => {
    const mb = (env: Record<string, string>) => loadConfig(env, '/srv').readCacheBytes / 1024 / 1024;
    // SQLite: one process. PostgreSQL with Redis: copies share versions (decision 0061).
    expect(mb({})).toBe(32);
    expect(mb({ DATABASE_URL: 'postgres://u@db/app', REDIS_URL: 'redis://r:6379' })).toBe(32);
    // PostgreSQL alone: another copy could write and this one would not know.
    expect(mb({ DATABASE_URL: 'postgres://u@db/app' })).toBe(0);
    expect(mb({ DATABASE_URL: 'postgres://u@db/app', READ_CACHE_MB: '64' })).toBe(64);
    expect(mb({ DATABASE_URL: 'postgres://u@db/app', REDIS_URL: 'redis://r:6379', READ_CACHE_MB: '0' })).toBe(0);
  });

  it('lists every problem with a clear message', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url', SMTP_URL: 'http://mail' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as ConfigError).message;
      expect(msg).toContain('PORT must be a port number');
      expect(msg).toContain('DATABASE_URL must start with postgres://');
      expect(msg).toContain('LOG_LEVEL must be one of');
      expect(msg).toContain('PUBLIC_URL must be an absolute URL');
      expect(msg).toContain('SMTP_URL must start with smtp://');
    }
  });

  it('refuses TRUST_PROXY=true, which would let anyone forge X-Forwarded-For, and says what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies in front of the app \(e\.g\. 1\) or their addresses/);
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toBe('10.0.0.2,10.0.1.0/24');
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/between 1 and 10/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/number of proxies or their addresses/);
  });

  it('reads CARE_TEAM_INBOX, and CARE_ALERT_EMAIL as its old name with a warning', () => {
    expect(loadConfig({}).careTeamInbox).toBeUndefined();
    expect(loadConfig({ CARE_TEAM_INBOX: ' Care-Team@Clinic.example ' })).toMatchObject({
      careTeamInbox: 'care-team@clinic.example',
      deprecations: [],
    });
    const old = loadConfig({ CARE_ALERT_EMAIL: 'alerts@clinic.example' });
    expect(old.careTeamInbox).toBe('alerts@clinic.example');
    expect(old.deprecations).toEqual(['CARE_ALERT_EMAIL is the old name of CARE_TEAM_INBOX: rename it (it is still read)']);
    expect(loadConfig({ CARE_TEAM_INBOX: 'a@clinic.example', CARE_ALERT_EMAIL: 'a@clinic.example' }).careTeamInbox).toBe(
      'a@clinic.example',
    );
    expect(() => loadConfig({ CARE_TEAM_INBOX: 'a@clinic.example', CARE_ALERT_EMAIL: 'b@clinic.example' })).toThrow(
      /keep CARE_TEAM_INBOX only/,
    );
    expect(() => loadConfig({ CARE_TEAM_INBOX: 'care team' })).toThrow(/CARE_TEAM_INBOX must be an e-mail address/);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });
});
