/**
 * `npm run equipment:key -- issue --lot 4 [--label "입구 LPR"]`: issues an equipment API key for a lot and
 * prints it once (only its SHA-256 is stored). `revoke --lot 4` revokes every active key of the lot;
 * `list` shows the keys (prefix, lot, state).
 */
import { parseArgs } from 'node:util';
import { lotsKo } from '@parking/shared/messages/ko/lots';
import { AppError } from '../lib/app-error';
import { issueEquipmentKey, listEquipmentKeys, revokeEquipmentKeys } from '../modules/parking-sessions';
import { isMainModule, openMigratedDb } from './open-db';

export async function runEquipmentKey(
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { lot: { type: 'string' }, label: { type: 'string' } },
  });
  const command = positionals[0];
  const lot = values.lot === undefined ? Number.NaN : Number(values.lot);
  if (
    !(
      command === 'list' ||
      ((command === 'issue' || command === 'revoke') && Number.isInteger(lot) && lot > 0)
    )
  ) {
    console.error(lotsKo.cli.keyUsage);
    return 2;
  }
  const handle = await openMigratedDb();
  try {
    if (command === 'issue') {
      const { key, record } = await issueEquipmentKey(handle.db, lot, values.label ?? '');
      out(lotsKo.cli.keyIssued(lot));
      out(`key_id=${record.keyId}`);
      out(key);
    } else if (command === 'revoke') {
      out(lotsKo.cli.keyRevoked(lot, await revokeEquipmentKeys(handle.db, lot)));
    } else {
      for (const k of await listEquipmentKeys(handle.db))
        out(
          `${k.keyId}\tlot ${k.lotId}\t${k.keyPrefix}…\t${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active'}\t${k.label}`,
        );
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

if (isMainModule(import.meta.url)) {
  runEquipmentKey(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exitCode = 1;
    },
  );
}
