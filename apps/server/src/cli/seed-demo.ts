/**
 * `npm run seed:demo`: writes the demo data set into the database the server uses.
 * Refused (exit code 1) when NODE_ENV=production. Safe to run twice.
 */
import { ko } from '@parking/shared/messages/ko';
import { loadConfig } from '../config/index';
import { assertNotProduction, DemoSeedRefusedError, seedDemo } from '../db/seed/demo';
import { DEMO_ACCOUNTS } from '../db/seed/demo-data';
import { openMigratedDb } from './open-db';

async function main(): Promise<number> {
  try {
    assertNotProduction();
  } catch (err) {
    if (err instanceof DemoSeedRefusedError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }

  const handle = await openMigratedDb();
  try {
    await seedDemo(handle.db, new Date(), loadConfig().appSecret);
  } finally {
    await handle.close();
  }

  console.log(ko.cli.seedDone);
  console.log(`\n${ko.cli.demoAccountsTitle}`);
  console.table(
    DEMO_ACCOUNTS.map((a) => ({ 아이디: a.id, 비밀번호: a.password, 권한: a.role, 설명: a.description })),
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
