import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { type Env, EnvError, loadEnv } from './env.js';
import { startHousekeeping } from './housekeeping.js';
import { relayBroadcasts } from './lib/process-broadcast.js';
import { loadGazetteer } from './search/gazetteer.js';
import { seedDemo } from './seed/demo.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      // Before the logger exists: a plain message that lists every bad variable.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ env, db });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    // Closed before the database (onClose hooks run last-added first): running jobs still write to it.
    const { queue } = app.services;
    app.addHook('onClose', async () => {
      await queue.close();
    });
    // With several workers the primary has migrated and seeded before forking them (startWorkers).
    if (cluster.isPrimary) await prepareDatabase(app, db, env);
    if (env.WORKERS > 1 && cluster.isPrimary) {
      await app.close();
      startWorkers(env.WORKERS);
      return;
    }

    // One housekeeper is enough: with workers, the first one runs it.
    if (cluster.isPrimary || cluster.worker?.id === 1) {
      const housekeeping = startHousekeeping(app);
      app.addHook('onClose', async () => {
        housekeeping.stop();
        await housekeeping.ran();
      });
    }

    // Every process (each worker too) takes background jobs; the queue gives each job to one of them.
    app.services.queue.start();
    // Ready means every search answers at its usual speed: the first search near a place must not wait
    // for the world's cities to be indexed.
    loadGazetteer();
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      { address, database: env.DATABASE_URL ? 'postgres' : `sqlite:${env.SQLITE_PATH}` },
      'Portico is listening',
    );
  } catch (error) {
    if (app) {
      app.log.fatal({ err: error }, 'start-up failed');
      await app.close().catch(() => undefined);
    } else {
      console.error('start-up failed', error);
      await db.destroy().catch(() => undefined);
    }
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down: finishing open requests');
    // A hung connection must not keep the process alive forever.
    const force = setTimeout(() => {
      app?.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      ?.close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app?.log.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary is gone (killed outright) stops too instead of holding the port.
  if (cluster.isWorker) process.once('disconnect', () => shutdown('primary gone'));
}

async function prepareDatabase(
  app: FastifyInstance,
  db: ReturnType<typeof createDb>,
  env: Env,
): Promise<void> {
  const migrated = await migrateToLatest(db);
  for (const r of migrated.results ?? [])
    app.log.info({ migration: r.migrationName, status: r.status }, 'migration');
  const reindexed = await app.services.positions.reindexIfStale();
  if (reindexed > 0) app.log.info({ positions: reindexed }, 'search index rebuilt in the current format');
  if (env.SEED_DEMO && (await app.services.tenants.count()) === 0) {
    const log = app.log;
    // The demo's jobs (its mail, notifications) run as they would for real: the seed drains the queue.
    app.services.queue.start();
    app.log.info('empty database: loading the demo data');
    await seedDemo(app.services, { log: (msg) => log.info(msg) });
  }
}

/**
 * The primary of a multi-process server (WORKERS > 1): forks the workers, which share the listening port,
 * starts a new one when one dies, and passes a stop signal on to all of them.
 */
function startWorkers(count: number): void {
  let stopping = false;
  // A worker's change to what the others keep in memory reaches them through the primary.
  relayBroadcasts();
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 1000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
