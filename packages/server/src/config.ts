import path from 'node:path';
import { z } from 'zod';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a positive whole number, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/** An address that gets every urgent alert (a shared clinic inbox). */
const inbox = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(`${name} must be an e-mail address such as care-team@clinic.example`))
    .optional();

const envSchema = z.object({
  PORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return 3000;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 65535) {
        ctx.addIssue({ code: 'custom', message: `PORT must be a port number between 0 and 65535, got "${v}"` });
        return z.NEVER;
      }
      return n;
    }),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute URL such as https://app.example.ca' })
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Cedar Grove Lifestyle Medicine <no-reply@localhost>'),
  MAIL_FILE_RETENTION_DAYS: positiveInt('MAIL_FILE_RETENTION_DAYS', 7).refine((n) => n <= 3650, {
    message: 'MAIL_FILE_RETENTION_DAYS must be a number of days between 1 and 3650',
  }),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), 'REDIS_URL must start with redis:// or rediss://'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (v === 'true') {
        // Trusting every hop lets anyone set X-Forwarded-For and walk around the per-IP limits.
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY=true would trust an X-Forwarded-For header anyone can forge: set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.2,10.0.1.0/24)',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        if (hops < 1 || hops > 10) {
          ctx.addIssue({ code: 'custom', message: `TRUST_PROXY as a number of proxies must be between 1 and 10, got "${v}"` });
          return z.NEVER;
        }
        return hops;
      }
      const addresses = v.split(',').map((a) => a.trim());
      const bad = addresses.filter((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
      if (bad.length > 0 || addresses.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be a number of proxies or their addresses (IP or CIDR, comma-separated), got "${v}"`,
        });
        return z.NEVER;
      }
      return addresses.join(',');
    }),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt('RATE_LIMIT_WINDOW_SECONDS', 900),
  RATE_LIMIT_AUTH_PER_IP: positiveInt('RATE_LIMIT_AUTH_PER_IP', 50),
  RATE_LIMIT_AUTH_PER_EMAIL: positiveInt('RATE_LIMIT_AUTH_PER_EMAIL', 10),
  RATE_LIMIT_AUTH_PER_EMAIL_ALL_IPS: positiveInt('RATE_LIMIT_AUTH_PER_EMAIL_ALL_IPS', 100),
  PASSWORD_MIN_LENGTH: positiveInt('PASSWORD_MIN_LENGTH', 8).refine((n) => n >= 8 && n <= 64, {
    message: 'PASSWORD_MIN_LENGTH must be between 8 (the minimum the programme allows) and 64',
  }),
  APP_SECRET_KEY: z
    .string()
    .optional()
    .refine(
      (v) => !v || Buffer.from(v, 'base64').length === 32,
      'APP_SECRET_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
    ),
  SESSION_IDLE_MINUTES: positiveInt('SESSION_IDLE_MINUTES', 30),
  SESSION_ABSOLUTE_HOURS: positiveInt('SESSION_ABSOLUTE_HOURS', 12),
  SESSION_REMEMBER_IDLE_DAYS: positiveInt('SESSION_REMEMBER_IDLE_DAYS', 30),
  SESSION_REMEMBER_ABSOLUTE_DAYS: positiveInt('SESSION_REMEMBER_ABSOLUTE_DAYS', 90),
  STAFF_SESSION_IDLE_MINUTES: positiveInt('STAFF_SESSION_IDLE_MINUTES', 30),
  STAFF_SESSION_ABSOLUTE_HOURS: positiveInt('STAFF_SESSION_ABSOLUTE_HOURS', 12),
  READ_CACHE_MB: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 4096) {
        ctx.addIssue({ code: 'custom', message: `READ_CACHE_MB must be a whole number of megabytes from 0 (off) to 4096, got "${v}"` });
        return z.NEVER;
      }
      return n;
    }),
  CARE_TEAM_INBOX: inbox('CARE_TEAM_INBOX'),
  /** The name CARE_TEAM_INBOX had before: still read, with a warning at start. */
  CARE_ALERT_EMAIL: inbox('CARE_ALERT_EMAIL'),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** fileRetentionMs: how long the default transport keeps each delivered .eml file (MAIL_FILE_RETENTION_DAYS). */
  mail: { outboxDir: string; smtpUrl?: string; from: string; fileRetentionMs: number };
  redisUrl?: string;
  contentDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** false, the number of proxies in front of the app, or their addresses/CIDRs (comma-separated). */
  trustProxy: false | number | string;
  /** Per window: attempts per IP; per address from one IP; per address from every IP together (logins). */
  rateLimit: { windowSeconds: number; authPerIp: number; authPerEmail: number; authPerEmailAllIps: number };
  /**
   * Session lifetimes (ASVS L2 for health data): members 30 minutes idle / 12 hours, or 30 days /
   * 90 days when they tick "Keep me signed in on this device"; staff always 30 minutes / 12 hours.
   */
  session: {
    member: { idleMs: number; absoluteMs: number };
    remembered: { idleMs: number; absoluteMs: number };
    staff: { idleMs: number; absoluteMs: number };
  };
  /** Key sealing staff TOTP secrets; unset: `secret.key` in the data folder (see lib/secret-box.ts). */
  appSecretKey?: string;
  /**
   * CARE_TEAM_INBOX: told of every new urgent alert besides the active clinicians (a shared clinic
   * inbox). Without it and without an active clinician an alert reaches nobody: the health check
   * says so and a production server refuses to start (decision 0066).
   */
  careTeamInbox?: string;
  /** NODE_ENV=production: a server that must not start in a state where urgent alerts reach nobody. */
  production: boolean;
  /** Configuration still read under an old name: said once at start. */
  deprecations: string[];
  /**
   * Memory for the member home's answers kept between writes (lib/member-reads.ts, decision 0051), in
   * bytes; 0: off. Default 32 MB with SQLite, and with PostgreSQL when REDIS_URL is set (copies share
   * versions there, decision 0061); off with PostgreSQL alone (copies could not tell each other).
   */
  readCacheBytes: number;
  /** Never below 8 (the spec's minimum); passwords shorter than this are refused on every path. */
  passwordMinLength: number;
  /** argon2id cost; always OWASP's minimum from the environment, lower only where tests build the config. */
  passwordHashing: { memoryKib: number; passes: number };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into a typed config; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.CARE_TEAM_INBOX && e.CARE_ALERT_EMAIL && e.CARE_TEAM_INBOX !== e.CARE_ALERT_EMAIL) {
    throw new ConfigError(['CARE_ALERT_EMAIL is the old name of CARE_TEAM_INBOX and says another address: keep CARE_TEAM_INBOX only']);
  }
  const deprecations =
    e.CARE_ALERT_EMAIL !== undefined ? ['CARE_ALERT_EMAIL is the old name of CARE_TEAM_INBOX: rename it (it is still read)'] : [];
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    mail: {
      outboxDir: path.resolve(cwd, e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      fileRetentionMs: e.MAIL_FILE_RETENTION_DAYS * DAY_MS,
    },
    redisUrl: e.REDIS_URL,
    contentDir: path.resolve(cwd, e.CONTENT_DIR),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      authPerEmail: e.RATE_LIMIT_AUTH_PER_EMAIL,
      authPerEmailAllIps: e.RATE_LIMIT_AUTH_PER_EMAIL_ALL_IPS,
    },
    session: {
      member: { idleMs: e.SESSION_IDLE_MINUTES * MINUTE_MS, absoluteMs: e.SESSION_ABSOLUTE_HOURS * HOUR_MS },
      remembered: { idleMs: e.SESSION_REMEMBER_IDLE_DAYS * DAY_MS, absoluteMs: e.SESSION_REMEMBER_ABSOLUTE_DAYS * DAY_MS },
      staff: { idleMs: e.STAFF_SESSION_IDLE_MINUTES * MINUTE_MS, absoluteMs: e.STAFF_SESSION_ABSOLUTE_HOURS * HOUR_MS },
    },
    appSecretKey: e.APP_SECRET_KEY,
    careTeamInbox: e.CARE_TEAM_INBOX ?? e.CARE_ALERT_EMAIL,
    production: e.NODE_ENV === 'production',
    deprecations,
    readCacheBytes: (e.READ_CACHE_MB ?? (e.DATABASE_URL && !e.REDIS_URL ? 0 : 32)) * 1024 * 1024,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    passwordHashing: { memoryKib: 19_456, passes: 2 },
  };
}
