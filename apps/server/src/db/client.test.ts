import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb, dbKind, migrate } from './client';

// Runs on the driver the suite targets: several processes migrating one PostgreSQL database at once,
// or an in-memory PGlite migrated twice.
describe('db client', () => {
  it('applies migrations idempotently (and concurrently on PostgreSQL)', async () => {
    if (process.env.TEST_DB === 'pg') {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        [1, 2, 3].map(() => createDb({ databaseUrl: url.toString(), dataDir: 'memory://', poolMax: 2 })),
      );
      try {
        await Promise.all(handles.map((h) => migrate(h.db)));
        expect(dbKind(handles[0]!.db)).toBe('pg');
        const res = await handles[0]!.db.execute(sql`select count(*)::int as n from members`);
        expect(res.rows[0]).toEqual({ n: 0 });
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      const h = await createDb({ dataDir: 'memory://' });
      try {
        await migrate(h.db);
        await migrate(h.db);
        expect(h.kind).toBe('pglite');
        const res = await h.db.execute(sql`select count(*)::int as n from members`);
        expect(res.rows[0]).toEqual({ n: 0 });
      } finally {
        await h.close();
      }
    }
  });
});
