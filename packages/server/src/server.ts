import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ContentError } from './content/loader.js';
import { openPool } from './db/connection.js';
import { createLimiter, createMemberReads, createSessionCache, createTransport, prepareData } from './bootstrap.js';
import { Drain } from './lib/drain.js';

/** Node 24 LTS (decision 0076): an older Node gets no security fixes, and the native addon is built for 24. */
const NODE_MAJOR = 24;
const REACHES_NOBODY_AT_START =
  'Urgent alerts would reach nobody: no clinician account is active and CARE_TEAM_INBOX is not set. Set CARE_TEAM_INBOX to ' +
  "the clinic's shared inbox (an address that gets every urgent alert), then start again; with NODE_ENV=production the " +
  'server does not start without it until a clinician account is active.';

async function main(): Promise<void> {
  if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
    console.error(
      `WellPath needs Node ${NODE_MAJOR} LTS and this is Node ${process.versions.node}: start it with \`npm start\` (which uses the Node the project installs) or install Node ${NODE_MAJOR}.`,
    );
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.logLevel));
  for (const deprecation of config.deprecations) log.warn(deprecation);

  let data;
  try {
    data = await prepareData(config, log);
  } catch (err) {
    if (err instanceof ContentError) {
      log.fatal(`content could not be loaded from ${config.contentDir}:\n${err.message}`);
      process.exit(1);
    }
    log.fatal({ err }, 'could not open or migrate the database');
    process.exit(1);
  }
  if (data.migrated.length) log.info({ migrations: data.migrated }, 'database migrated');

  const limiter = createLimiter(config, log);
  const drain = new Drain();
  const app = await buildApp({
    config,
    db: data.db,
    content: data.content,
    transport: createTransport(config, log),
    limiter,
    sessionCache: createSessionCache(config, log),
    memberReads: createMemberReads(config, log),
    logger: log,
    serveWeb: true,
    drain,
  });

  // Graceful shutdown that answers every request it accepted. On SIGTERM the server first drains for
  // DRAIN_MS: it keeps accepting and answering, tells the load balancer it is going (/api/health
  // answers 503) and closes each connection after its current answer (`Connection: close`, app.ts),
  // so no request waiting on a keep-alive connection or in the accept queue is reset. Then it stops
  // accepting, closes the connections left idle, and waits for the requests still running.
  // The drain lasts DRAIN_MS, then goes on while requests still arrive (a loaded server may still be
  // taking connections from the accept queue), until QUIET_MS pass without one or MAX_DRAIN_MS in all.
  const DRAIN_MS = 1000;
  const QUIET_MS = 250;
  const MAX_DRAIN_MS = 5000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    drain.draining = true;
    log.info({ signal }, 'shutting down: answering what is queued, then finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000 + MAX_DRAIN_MS);
    force.unref();
    try {
      const drainStart = Date.now();
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      while (Date.now() - drain.lastRequestAt < QUIET_MS && Date.now() - drainStart < MAX_DRAIN_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await app.close();
      await limiter.close();
      await data.db.destroy();
      log.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A clinic's server never runs where an urgent alert would reach nobody (decision 0066).
  if (config.production && (await app.services.alertService.reach()).reaches_nobody) {
    log.fatal(REACHES_NOBODY_AT_START);
    await app.close();
    await data.db.destroy();
    process.exit(1);
  }

  await openPool(data.db);
  await app.listen({ port: config.port, host: config.host });
  log.info(
    { url: config.publicUrl, database: config.database.kind, mail: config.mail.smtpUrl ? 'smtp' : config.mail.outboxDir },
    'WellPath is ready',
  );
}

void main();
