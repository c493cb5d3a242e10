import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrate } from '../db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** file holding a migrated PGlite data dir (dumpDataDir), loaded by every new PGlite of the harness's pool */
    pgliteDump: string;
    /** name of a migrated PostgreSQL database every test file's database is created from (TEMPLATE) */
    pgTemplate: string;
  }
}

/**
 * Migrates one database per run, before any server test file starts: a fresh PGlite start-up runs initdb
 * (4–5 s, more on a busy machine) while loading a dump takes about a second, and on PostgreSQL
 * `CREATE DATABASE … TEMPLATE` copies a migrated database faster than migrating a new one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const name = `tmpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString(), dataDir: 'memory://', poolMax: 1 });
    try {
      await migrate(handle.db);
    } finally {
      // No session may stay connected to a template while databases are created from it.
      await handle.close();
    }
    project.provide('pgTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }

  const handle = await createDb({ dataDir: 'memory://' });
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-pglite-'));
  try {
    await migrate(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: gunzip of the ~40 MB dump in every test file would cost more than reading it.
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDump', file);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await handle.close();
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
