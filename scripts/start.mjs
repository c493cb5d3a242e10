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

log('Starting the portal…');
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
