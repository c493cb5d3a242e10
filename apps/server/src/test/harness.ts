import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Role } from '@parking/shared/auth/roles';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type ConfigOverrides, testConfig } from '../config/index';
import { type AppDb, createDb, type DbHandle, migrate } from '../db/client';
import { members } from '../db/schema/accounts';
import { authorGroups } from '../db/schema/system';
import { hashPassword } from '../modules/auth';

export interface TestApp {
  app: FastifyInstance;
  db: AppDb;
  kind: DbHandle['kind'];
  /** "METHOD url → 500" for every 500 answered so far (tests assert it stays empty: bad input is never a 500) */
  serverErrors: string[];
  close(): Promise<void>;
}

/** What a test may inject into the app it builds (a payment handler of its own: `paymentTargets`). */
export type TestAppDeps = Pick<AppDeps, 'onRoute' | 'logDestination' | 'paymentTargets'>;

/**
 * Builds the app on a database as migrated: an in-memory PGlite of the worker, emptied after the app before it or
 * loaded from the migrated dump of the run (see global-setup.ts and pooledPglite below), or with TEST_DB=pg a new
 * database `t_<random>` on the server of TEST_DATABASE_URL copied from the run's migrated template, dropped again
 * by close(). Without the global setup (another runner) the database is migrated here.
 */
export async function createTestApp(
  configOverrides: ConfigOverrides = {},
  deps: TestAppDeps = {},
): Promise<TestApp> {
  const config = testConfig(configOverrides);
  const { handle, dropDatabase } = await freshDatabase();
  const app = await buildApp(
    { ...config, databaseUrl: undefined },
    { ...deps, dbHandle: handle, skipMigrate: true },
  );
  const serverErrors: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 500) serverErrors.push(`${request.method} ${request.url} → 500`);
  });
  await app.ready();
  let closed = false;
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    serverErrors,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await dropDatabase?.();
    },
  };
}

interface FreshDatabase {
  handle: DbHandle;
  dropDatabase?: () => Promise<void>;
}

/** A migrated database of its own for one test app. */
async function freshDatabase(): Promise<FreshDatabase> {
  if (process.env.TEST_DB === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const template = provided('pgTemplate');
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      adminUrl,
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    );
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString(), dataDir: 'memory://', poolMax: 5 });
    const dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    if (!template) {
      try {
        await migrate(handle.db);
      } catch (err) {
        await handle.close();
        await dropDatabase();
        throw err;
      }
    }
    return { handle, dropDatabase };
  }
  const dump = await pgliteDump();
  if (!dump) {
    const handle = await createDb({ dataDir: 'memory://' });
    await migrate(handle.db);
    return { handle };
  }
  return { handle: await pooledPglite(dump) };
}

/**
 * An in-memory PGlite of this worker, empty as migrated: one given back by an earlier test app and emptied, or a
 * new one from the dump. Loading the dump and starting PGlite costs over 1.3 CPU-s, emptying one is a few
 * statements, and a pass builds ~150 test apps (decision 232: the server project 4:11 → 1:39). Each test app gets a handle of its own (a new `db` object, so what
 * the code caches per `db` starts empty); its close() empties the database and keeps it for the next test app. A
 * database whose schema a test changed, that no longer answers, or on which an app left a LISTEN running is
 * closed instead.
 */
async function pooledPglite(dump: Blob): Promise<DbHandle> {
  let client = idlePglites.pop();
  if (!client) {
    const started = await createDb({ dataDir: 'memory://', loadDataDir: dump });
    client = (started.db as unknown as { $client: PGlite }).$client;
  }
  const own = client;
  pristineSchema ??= schemaFingerprint(own);
  const inner = await createDb({ dataDir: 'memory://', pglite: own });
  const listening = new Set<() => Promise<void>>();
  let released = false;
  return {
    ...inner,
    listen: async (channel, onNotify, onResync) => {
      const stop = await inner.listen(channel, onNotify, onResync);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    close: async () => {
      if (released) return;
      released = true;
      const reusable = listening.size === 0 && (await emptied(own));
      if (reusable) idlePglites.push(own);
      else await inner.close();
    },
  };
}

const idlePglites: PGlite[] = [];
let pristineSchema: Promise<string> | undefined;

/** What a test could change besides rows: tables, columns, indexes, sequences, functions, triggers, schemas. */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ f: string }>(`
    select md5(coalesce((
      select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce((
        select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, ',' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), ''), ';' order by n.nspname, c.relname)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')), '')
      || (select count(*) from pg_proc)::text || '/' || (select count(*) from pg_trigger)::text
      || '/' || (select count(*) from pg_namespace)::text) as f`);
  return rows[0]?.f ?? '';
}

/** Empties every table of the app's schema and restarts its sequences; false when the database is not reusable. */
async function emptied(client: PGlite): Promise<boolean> {
  try {
    if (client.closed) return false;
    // a test that failed inside a transaction may have left it open
    await client.exec('rollback');
    if ((await schemaFingerprint(client)) !== (await pristineSchema)) return false;
    const { rows } = await client.query<{ t: string; s: string | null }>(`
      select string_agg(format('%I.%I', schemaname, tablename), ', ') as t,
        (select string_agg(format('alter sequence %I.%I restart', schemaname, sequencename), '; ')
          from pg_sequences where schemaname = 'public') as s
      from pg_tables where schemaname = 'public'`);
    const { t, s } = rows[0] ?? { t: null, s: null };
    // the session's settings, prepared statements, advisory locks and LISTENs go with DISCARD ALL
    await client.exec(`${t ? `truncate ${t} restart identity cascade; ` : ''}${s ?? ''}`);
    await client.exec('discard all');
    return true;
  } catch {
    return false;
  }
}

/** A value of the global setup, or undefined when the suite runs without it. */
function provided<K extends 'pgTemplate' | 'pgliteDump'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

// The dump file is read once per test file (one process per file), then handed to every PGlite of the file.
let dumpBlob: Promise<Blob | undefined> | undefined;
function pgliteDump(): Promise<Blob | undefined> {
  dumpBlob ??= (async () => {
    const file = provided('pgliteDump');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return dumpBlob;
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

/**
 * A fresh app for the enclosing `describe`: built before its tests, closed after them, and checked to have
 * answered no 500. Returns a getter because the app exists only once `beforeAll` has run.
 */
export function useTestApp(configOverrides: ConfigOverrides = {}, deps: TestAppDeps = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(configOverrides, deps);
  });
  afterAll(async () => {
    await t?.close();
    expect(t?.serverErrors ?? []).toEqual([]);
  });
  return () => {
    if (!t) throw new Error('the test app is not built yet');
    return t;
  };
}

export interface NewMember {
  memberId?: string;
  empNo?: string;
  password?: string;
  empNm?: string;
  empDiv?: 'USR' | 'BSN' | 'EMP';
  authorCode?: Role;
  empSttus?: 'A' | 'P' | 'D';
  empMobile?: string;
  plate?: string;
  marketYn?: 'Y' | 'N';
  zipcode?: string;
  address?: string;
  addressDetail?: string;
  companyNm?: string | null;
  companyNo?: string | null;
  loginFailCount?: number;
  lockedAt?: Date | null;
}

export interface CreatedMember {
  memberId: string;
  empNo: string;
  password: string;
  empNm: string;
  empDiv: 'USR' | 'BSN' | 'EMP';
  authorCode: Role;
}

let memberSeq = 0;

// Hashing costs ~100 ms; tests reuse one hash per distinct password.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let h = hashCache.get(password);
  if (!h) {
    h = hashPassword(password);
    hashCache.set(password, h);
  }
  return h;
}

/** Inserts a member with a hashed password; every column has a default (a USR / ROLE_USER member). */
export async function createMember(db: AppDb, input: NewMember = {}): Promise<CreatedMember> {
  memberSeq += 1;
  const suffix = `${memberSeq}${randomBytes(3).toString('hex')}`;
  const empDiv = input.empDiv ?? 'USR';
  const authorCode: Role =
    input.authorCode ?? (empDiv === 'BSN' ? 'ROLE_STORE' : empDiv === 'EMP' ? 'ROLE_ADMIN' : 'ROLE_USER');
  const password = input.password ?? 'Passw0rd!';
  const row = {
    memberId: input.memberId ?? `TEST_${suffix}`,
    empNo: input.empNo ?? `user${suffix}`.slice(0, 20),
    passwordHash: await cachedHash(password),
    empNm: input.empNm ?? '홍길동',
    empDiv,
    authorCode,
    empSttus: input.empSttus ?? 'P',
    empMobile: input.empMobile ?? '01012345678',
    plate: input.plate ?? '12가3456',
    marketYn: input.marketYn ?? 'N',
    zipcode: input.zipcode ?? '17379',
    address: input.address ?? '경기도 이천시 중리천로 115',
    addressDetail: input.addressDetail ?? '101호',
    companyNm: input.companyNm ?? (empDiv === 'BSN' ? '테스트상점' : null),
    companyNo: input.companyNo ?? (empDiv === 'BSN' ? '1234567890' : null),
    loginFailCount: input.loginFailCount ?? 0,
    lockedAt: input.lockedAt ?? null,
  };
  await ensureAuthorGroup(db, authorCode);
  await db.insert(members).values(row);
  return { memberId: row.memberId, empNo: row.empNo, password, empNm: row.empNm, empDiv, authorCode };
}

async function ensureAuthorGroup(db: AppDb, authorCode: Role): Promise<void> {
  await db.insert(authorGroups).values({ authorCode, authorNm: authorCode }).onConflictDoNothing();
}

/** Logs in through the API and returns the `cookie` header value to send with later requests. */
export async function login(app: FastifyInstance, empNo: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/actionLogin.json',
    payload: { empNo, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** Turns the Set-Cookie header(s) of a response into a Cookie request header (PPSESSION only). */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = list.find((c) => c.startsWith('PPSESSION='));
  if (!session) throw new Error('no PPSESSION cookie in the response');
  return session.split(';')[0]!;
}

/** buildApp for tests that need a second app on the same database (modules may not import app.ts). */
export { buildApp as buildAppForTests } from '../app';

/**
 * The try (1-based) that was first refused with 429 when `send` is called up to 2 × `limit` + 1 times, or 0 when
 * none was. Rate limits count in fixed windows (plugins/rate-limit.ts): tries that straddle a window's end are
 * split between two windows, so the (limit + 1)-th try is not always the refused one; with 2 × limit + 1 tries
 * (faster than a window) one window always holds limit + 1 of them.
 */
export async function firstRefusedTry(send: () => Promise<number>, limit: number): Promise<number> {
  for (let i = 1; i <= 2 * limit + 1; i++) if ((await send()) === 429) return i;
  return 0;
}
