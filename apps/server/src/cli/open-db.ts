import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ko } from '@parking/shared/messages/ko';
import { loadConfig } from '../config/index';
import { createDb, type DbHandle, migrate } from '../db/client';

/**
 * Opens the database the server would open (DATABASE_URL, else PGlite under DATA_DIR/pglite) and
 * applies pending migrations. With the embedded database it warns first: PGlite has no lock, so the
 * server must not have the same directory open.
 */
export async function openMigratedDb(log: (line: string) => void = console.error): Promise<DbHandle> {
  const config = loadConfig();
  if (config.databaseUrl) {
    log(ko.cli.serverDbNotice);
  } else {
    const dir = config.dataDir === 'memory://' ? 'memory://' : path.join(config.dataDir, 'pglite');
    log(`⚠ ${ko.cli.embeddedDbWarning(dir)}`);
  }
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    await migrate(handle.db);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

/** True when the module at `metaUrl` is the script node was started with (not imported by a test). */
export function isMainModule(metaUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(metaUrl));
  } catch {
    return false;
  }
}
