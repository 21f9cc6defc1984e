import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createDatabase,
  createPostgres,
  createSetupDatabase,
  migrateToLatest,
  type Db,
} from '../db/database';
import { attachReplica } from '../db/read-replica';
import { seedIfEmptyFromConfig } from '../db/seed/seed-if-empty';
import { reportingWhileWaiting } from '../lifecycle/start-steps';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database (and its read replica, when configured), brings its schema up to date
 * and seeds it when empty (if asked); both are safe when several instances start at once on
 * one PostgreSQL. There they run on a connection of their own without the statement timeout
 * the app's connections have (decision 0133): waiting for another instance's migration or
 * seed lock may take minutes, and that wait is reported, not cut short.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const db = createDatabase(config);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());
    if (config.databaseReplicaUrl) {
      const replica = createPostgres(config.databaseReplicaUrl, config.databaseSchema, {
        statementTimeoutMs: config.transactionTimeoutMs,
      });
      attachReplica(db, replica, (error) =>
        app.log.warn({ err: error }, 'read replica failed: reading from the primary'),
      );
      app.addHook('onClose', async () => replica.destroy());
    }
    const setup = createSetupDatabase(config, db);
    try {
      await reportingWhileWaiting(
        app.log,
        "migrating the database (or waiting for another instance's migration)",
        migrateToLatest(setup),
      );
      if (config.seedOnStart) {
        const summary = await reportingWhileWaiting(
          app.log,
          "seeding the database (or waiting for another instance's seed)",
          seedIfEmptyFromConfig(setup, config),
        );
        if (summary) app.log.info(summary, 'seeded empty database');
      }
    } finally {
      if (setup !== db) await setup.destroy();
    }
  },
  { name: 'database', dependencies: ['config'] },
);
