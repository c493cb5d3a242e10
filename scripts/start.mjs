// `npm start`: install what is missing, build when stale, then serve the portal with demo data on :3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, log, root } from './lib/ensure.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
} catch (err) {
  log(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

// `npm start` is the README's demo: it asks for demo mode (demo data, the SMS outbox page) on the embedded
// database. Not with a PostgreSQL DATABASE_URL or in production, and never over an explicit DEMO_MODE. In demo
// mode the server listens on 127.0.0.1 unless HOST is set (config), so the public SMS outbox stays on this computer.
const env = { ...process.env };
if (!env.DEMO_MODE && !env.DATABASE_URL && env.NODE_ENV !== 'production') env.DEMO_MODE = 'true';

log('Starting the portal…');
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
