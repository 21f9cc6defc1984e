import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, createPostgres, migrateToLatest, type Db } from '../db/database';
import { attachReplica } from '../db/read-replica';
import { seedIfEmptyFromConfig } from '../db/seed/seed-if-empty';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database (and its read replica, when configured), brings its schema up to date
 * and seeds it when empty (if asked); both are safe when several instances start at once on
 * one PostgreSQL.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const db = createDatabase(config);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());
    if (config.databaseReplicaUrl) {
      const replica = createPostgres(config.databaseReplicaUrl, config.databaseSchema);
      attachReplica(db, replica, (error) =>
        app.log.warn({ err: error }, 'read replica failed: reading from the primary'),
      );
      app.addHook('onClose', async () => replica.destroy());
    }
    await migrateToLatest(db);
    if (config.seedOnStart) {
      const summary = await seedIfEmptyFromConfig(db, config);
      if (summary) app.log.info(summary, 'seeded empty database');
    }
  },
  { name: 'database', dependencies: ['config'] },
);
