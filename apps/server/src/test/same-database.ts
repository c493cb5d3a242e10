import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDb } from '../db/client';
import type { TestApp } from './harness';

/**
 * TEST_DB=pg: the URL of the database a test app runs on, to open a second connection pool on it and play a
 * second API process (several processes on one PostgreSQL).
 */
export async function sameDatabaseUrl(t: Pick<TestApp, 'db' | 'kind'>): Promise<string> {
  if (t.kind !== 'pg') throw new Error('a second process needs PostgreSQL (TEST_DB=pg)');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const r = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(adminUrl);
  url.pathname = `/${r.rows[0]!.name}`;
  return url.toString();
}

/**
 * TEST_DB=pg: a second API process on the database of `t` (same configuration, its own connection pool), for
 * tests of what several processes share. The caller closes it.
 */
export async function secondProcess(t: Pick<TestApp, 'app' | 'db' | 'kind'>): Promise<FastifyInstance> {
  const handle = await createDb({ databaseUrl: await sameDatabaseUrl(t), dataDir: 'memory://', poolMax: 3 });
  return buildApp({ ...t.app.config, databaseUrl: undefined }, { dbHandle: handle, skipMigrate: true });
}
