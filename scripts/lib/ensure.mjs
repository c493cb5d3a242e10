// Helpers shared by `npm start` and `npm test`: they must run on a fresh clone, before any dependency
// is installed, so this file uses Node built-ins only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(msg) {
  process.stdout.write(`\x1b[36m[portal]\x1b[0m ${msg}\n`);
}

/** Run a command with inherited output; returns its exit code (timeouts count as failure). */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) {
    log(`${cmd} failed: ${res.error.message}`);
    return 1;
  }
  return res.status ?? 1;
}

function hashFiles(paths) {
  const h = createHash('sha256');
  for (const p of paths) {
    h.update(relative(root, p));
    h.update(readFileSync(p));
  }
  return h.digest('hex');
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out.sort();
}

/** `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.portal-deps-stamp');
  const want = hashFiles([lock]);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('Installing dependencies (npm ci)…');
  const code = run(npm, ['ci', '--no-audit', '--no-fund'], { timeout: 15 * 60_000 });
  if (code !== 0) throw new Error('npm ci failed');
  writeFileSync(stamp, want);
}

/** Build the web app when its sources (or the shared package) changed since the last build. */
export function ensureWebBuild() {
  const inputs = [
    ...walk(join(root, 'apps/web/src')),
    ...walk(join(root, 'apps/web/build')),
    ...walk(join(root, 'apps/web/public')),
    ...walk(join(root, 'packages/shared/src')),
    ...['apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'package-lock.json']
      .map((p) => join(root, p))
      .filter((p) => existsSync(p)),
  ];
  const dist = join(root, 'apps/web/dist');
  const stamp = join(dist, '.build-stamp');
  const want = hashFiles(inputs);
  if (existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === want)
    return;
  log('Building the web app…');
  const code = run(npm, ['run', 'build'], { timeout: 10 * 60_000 });
  if (code !== 0) throw new Error('web build failed');
  mkdirSync(dist, { recursive: true });
  writeFileSync(stamp, want);
}

function isExecutable(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function which(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const p = join(dir, name);
    if (dir && isExecutable(p)) return p;
  }
  return null;
}

/** Find Chromium (CHROMIUM_PATH, /usr/bin/chromium, PATH); install Debian's package when root and missing. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  for (const c of candidates) if (isExecutable(c)) return c;
  const found = which('chromium') ?? which('chromium-browser') ?? which('google-chrome');
  if (found) return found;
  if (process.getuid?.() === 0 && which('apt-get')) {
    log('Chromium not found: installing Debian chromium (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['install', '-y', 'chromium'], { env, timeout: 15 * 60_000 }) !== 0) {
      run('apt-get', ['update'], { env, timeout: 5 * 60_000 });
      run('apt-get', ['install', '-y', 'chromium'], { env, timeout: 15 * 60_000 });
    }
    if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium was not found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
}
