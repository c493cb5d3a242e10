// Helpers shared by `npm start` and `npm test`: they must run on a fresh clone, before any dependency
// is installed, so this file uses Node built-ins only.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { dependenciesInstalled, root, webBuildFresh } from './freshness.mjs';

export { root };

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

/**
 * `npm ci` unless node_modules already holds what package-lock.json lists (whoever installed it); with the
 * development dependencies even under NODE_ENV=production (the web build needs Vite).
 */
export function ensureDependencies() {
  if (dependenciesInstalled()) return;
  log('Installing dependencies (npm ci)…');
  const code = run(npm, ['ci', '--include=dev', '--no-audit', '--no-fund'], { timeout: 15 * 60_000 });
  if (code !== 0) throw new Error('npm ci failed');
}

/**
 * Builds the web app unless apps/web/dist is a production build of the current sources (whoever built it: the
 * build writes its own stamp). Always a production build, whatever NODE_ENV the caller has.
 */
export function ensureWebBuild() {
  const before = webBuildFresh();
  if (before.fresh) return;
  log(`Building the web app (${before.reason})…`);
  const env = { ...process.env, NODE_ENV: 'production' };
  const code = run(npm, ['run', 'build'], { timeout: 10 * 60_000, env });
  if (code !== 0) throw new Error('web build failed');
  const after = webBuildFresh();
  if (!after.fresh) throw new Error(`web build is not usable: ${after.reason}`);
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

/**
 * Chromium for the browser tests: CHROMIUM_PATH, else Debian's headless shell (`chromium-headless-shell`, the
 * browser without its window and UI: a new context with a cold page load costs 1.7 CPU-s there against 4.7 in the
 * full browser's headless mode on a 2-core machine; decision 231), else the full browser. When root, a missing
 * headless shell is installed from Debian's packages; the full browser stays the fallback.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && isExecutable(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const shell = findHeadlessShell();
  if (shell) return shell;
  const full = findFullChromium();
  if (process.getuid?.() === 0 && which('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    log('Chromium headless shell not found: installing Debian chromium-headless-shell (apt-get)…');
    // with the full browser at hand, one try without refreshing the package lists; without it, both tries
    if (
      run('apt-get', ['install', '-y', 'chromium-headless-shell'], { env, timeout: 15 * 60_000 }) !== 0 &&
      !full
    ) {
      run('apt-get', ['update'], { env, timeout: 5 * 60_000 });
      if (run('apt-get', ['install', '-y', 'chromium-headless-shell'], { env, timeout: 15 * 60_000 }) !== 0) {
        run('apt-get', ['install', '-y', 'chromium'], { env, timeout: 15 * 60_000 });
      }
    }
    const installed = findHeadlessShell() ?? findFullChromium();
    if (installed) return installed;
  }
  if (full) return full;
  throw new Error(
    'Chromium was not found. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.',
  );
}

/** Debian's headless shell: the binary itself, not the /usr/bin wrapper script (one shell process less). */
export function findHeadlessShell() {
  for (const c of ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']) {
    if (isExecutable(c)) return c;
  }
  return which('chromium-headless-shell');
}

function findFullChromium() {
  for (const c of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (isExecutable(c)) return c;
  return which('chromium') ?? which('chromium-browser') ?? which('google-chrome');
}
