import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/index';
import type { AppDb, DbHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** the Drizzle database (PGlite or PostgreSQL) */
    db: AppDb;
    /** which driver `db` uses */
    dbKind: DbHandle['kind'];
    /** configuration parsed once at start */
    config: AppConfig;
  }
}

/** Decorates the app with the database and the configuration; closes the database with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DbHandle; config: AppConfig }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    app.decorate('config', opts.config);
    opts.handle.onConnectionLost?.((err) =>
      app.log.warn(
        { code: (err as { code?: unknown }).code, message: err.message },
        'database connection lost',
      ),
    );
    app.addHook('onClose', async () => {
      await opts.handle.close();
    });
  },
  { name: 'db' },
);
