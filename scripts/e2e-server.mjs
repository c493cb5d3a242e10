// Starts the built portal for the browser tests on a fresh embedded database in demo mode (demo seed, SMS outbox).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/ensure.mjs';

// One data folder per port, so runs on different ports never share an embedded database.
const dataDir = join(root, '.test-results', `e2e-data-${process.env.PORT ?? '3199'}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'true',
    // Demo accounts and sign-ups hashed at scrypt N=2^10, not 2^15: the browser journeys test screens, not the
    // hash's cost (honoured only with NODE_ENV=test; decision 228).
    PASSWORD_HASH_COST: '10',
    // Two browser workers never crowd the server; on a loaded test machine the event loop is late because the
    // machine is busy, not the portal (PGlite runs in its thread too): no refusals for that (decision 186).
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
