// npm run db:backup -- [--out <file>]: backs up the embedded database and the uploaded files (server stopped).
// PostgreSQL (DATABASE_URL): use pg_dump / pg_restore and copy STORAGE_DIR (README "Backups").
import path from 'node:path';
import { loadConfig } from '../config/index';
import { backupEmbedded, fileSize } from '../db/backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (README "Backups"); this command is for the embedded database.',
  );
  process.exit(2);
}
const i = process.argv.indexOf('--out');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(
  i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : `portal-backup-${stamp}.ppbak`,
);
try {
  const m = await backupEmbedded({ dataDir: config.dataDir, storageDir: config.storageDir, outFile: out });
  console.log(
    `backup written: ${out} (${fileSize(out)} bytes, database + ${m.entries.length - 1} uploaded files)`,
  );
} catch (err) {
  console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
