import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { openDatabase, type PoolUse } from '../db/open-database.js';
import { scopedDatabase } from '../db/request-transaction.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The connection pool's use now (metrics). */
    dbPoolUse: () => PoolUse;
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
  /**
   * Run once the migrations are applied, under their lock (the demo seed, from the composition root): two demo
   * processes starting at once on an empty database would otherwise both find no demo customer and both insert one.
   */
  afterMigrate?: (db: Database) => Promise<void>;
}

/** Opens the database (migrated, then whatever the composition root runs after the migrations), and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const opened = await openDatabase(options.database, {
      onLockCompromised: (error) =>
        app.log.error({ err: error }, 'the database folder lock was lost; another process may be using it'),
      onIdleClientError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
      afterMigrate: options.afterMigrate,
    });
    // Scoped: an idempotent request's queries run in its one transaction (db/request-transaction.ts).
    app.decorate('db', scopedDatabase(opened.db));
    app.decorate('dbPoolUse', opened.poolUse);
    app.metrics.gauge(
      {
        name: 'portal_db_connections',
        help: 'Database connections of this process by state (PGlite: the one in-process connection)',
        labelNames: ['state'],
      },
      () => {
        const use = opened.poolUse();
        return [
          { labels: { state: 'max' }, value: use.max },
          { labels: { state: 'open' }, value: use.total },
          ...(use.idle === undefined ? [] : [{ labels: { state: 'idle' }, value: use.idle }]),
          ...(use.waiting === undefined ? [] : [{ labels: { state: 'waiting' }, value: use.waiting }]),
        ];
      },
    );
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'db', dependencies: ['metrics'] },
);
