/**
 * `npm run unpaid:key -- --label "노상 시스템"`: issues an API key for the on-street system's unpaid feed
 * (POST /api/unpaid/import, header X-Api-Key) and prints it once (only its SHA-256 is stored).
 * `--revoke <prefix>` revokes the active keys starting with that prefix (8 characters or more, e.g. the
 * `puk_xxxxxxxx` shown by `--list`); `--list` shows the keys (prefix, state, label).
 */
import { parseArgs } from 'node:util';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import type { AppDb } from '../db/client';
import { issueImportKey, listImportKeys, revokeImportKeys } from '../modules/unpaid';
import { isMainModule, openMigratedDb } from './open-db';

export interface UnpaidKeyDeps {
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** the database to use (tests); by default the one the server would open */
  db?: AppDb;
}

export async function runUnpaidKey(argv: string[], deps: UnpaidKeyDeps = {}): Promise<number> {
  const out = deps.out ?? console.log;
  const err = deps.err ?? console.error;
  let values: { label?: string | undefined; revoke?: string | undefined; list?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { label: { type: 'string' }, revoke: { type: 'string' }, list: { type: 'boolean' } },
    }));
  } catch {
    err(paymentsKo.settlement.keyUsage);
    return 2;
  }
  const modes = [values.label !== undefined, values.revoke !== undefined, values.list === true].filter(
    Boolean,
  );
  if (modes.length !== 1 || (values.revoke !== undefined && values.revoke.trim().length < 8)) {
    err(paymentsKo.settlement.keyUsage);
    return 2;
  }
  const handle = deps.db ? null : await openMigratedDb(err);
  const db = deps.db ?? handle!.db;
  try {
    if (values.label !== undefined) {
      const { key, record } = await issueImportKey(db, values.label.trim());
      out(paymentsKo.settlement.keyIssued);
      out(`key_id=${record.keyId}`);
      out(key);
    } else if (values.revoke !== undefined) {
      out(paymentsKo.settlement.keyRevoked(await revokeImportKeys(db, values.revoke)));
    } else {
      for (const k of await listImportKeys(db))
        out(
          `${k.keyId}\t${k.keyPrefix}…\t${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active'}\t${k.label}`,
        );
    }
    return 0;
  } finally {
    await handle?.close();
  }
}

if (isMainModule(import.meta.url)) {
  runUnpaidKey(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      process.exitCode = 1;
    },
  );
}
