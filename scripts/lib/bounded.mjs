// A command with a time cap that also ends what the command started: it runs in a process group of its own,
// and at the cap the whole group gets SIGTERM, then SIGKILL. (spawnSync's timeout signals the direct child only
// and waits for it, so a child ignoring SIGTERM, or a grandchild holding the output, would hang the run.)
import { spawn } from 'node:child_process';
import { root } from './ensure.mjs';

const running = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs `cmd` with inherited output. Resolves { code, timedOut, ms }; code is 1 when the command could not
 * start or was stopped.
 */
export function runBounded(cmd, args, { timeoutMs, env = process.env, graceMs = 20_000 } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env, detached: true });
    running.add(child);
    let timedOut = false;
    let killer;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGTERM');
      killer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    }, timeoutMs);
    let finished = false;
    const done = (code) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(killer);
      running.delete(child);
      // Whatever the command left behind in its group goes with it.
      killGroup(child, 'SIGKILL');
      resolve({ code: timedOut ? 1 : code, timedOut, ms: Date.now() - started });
    };
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Stops every command still running (on SIGTERM/SIGINT of the caller). */
export function stopAll() {
  for (const child of running) killGroup(child, 'SIGKILL');
}
