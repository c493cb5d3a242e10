// npm run db:restore -- <file> [--force]: restores a backup of db:backup into DATA_DIR / STORAGE_DIR (server
// stopped). The whole file is verified before anything is written; --force replaces an existing database.
import path from 'node:path';
import { loadConfig } from '../config/index';
import { restoreEmbedded } from '../db/backup';

const config = loadConfig();
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run db:restore -- <backup file> [--force]');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README "Backups").');
  process.exit(2);
}
try {
  const m = await restoreEmbedded({
    file: path.resolve(file),
    dataDir: config.dataDir,
    storageDir: config.storageDir,
    force: process.argv.includes('--force'),
  });
  console.log(
    `restored the backup of ${m.createdAt} into ${config.dataDir} (${m.entries.length - 1} uploaded files)`,
  );
} catch (err) {
  console.error(`restore refused: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
