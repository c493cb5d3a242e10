// `npm run dev`: API with reload on :3000 and the Vite dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, log, root } from './lib/ensure.mjs';

ensureDependencies();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = [
  // Like `npm start`: demo mode on the embedded database unless told otherwise.
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(!process.env.DEMO_MODE && !process.env.DATABASE_URL && process.env.NODE_ENV !== 'production'
        ? { DEMO_MODE: 'true' }
        : {}),
    },
  }),
  spawn(bin('vite'), ['--port', '5173'], { cwd: join(root, 'apps/web'), stdio: 'inherit' }),
];
log('API http://localhost:3000 · web http://localhost:5173');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
