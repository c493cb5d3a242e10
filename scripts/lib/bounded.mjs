// A command with a time cap that also ends what the command started: it runs in a process group of its own,
// and at the cap the whole group gets SIGTERM, then SIGKILL. (spawnSync's timeout signals the direct child only
// and waits for it, so a child ignoring SIGTERM, or a grandchild holding the output, would hang the run.)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * CPU seconds (user + system) used so far by the finished children of this process and their descendants
 * (Linux: /proc/self/stat cutime + cstime, in USER_HZ = 100 ticks); null elsewhere. On a shared machine the
 * CPU a stage used says more than its wall time.
 */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): cutime and cstime are fields 16 and 17
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs `cmd` with inherited output. Resolves { code, timedOut, ms, cpuS }; code is 1 when the command could not
 * start or was stopped; cpuS is the CPU the command used (null when unknown).
 */
export function runBounded(cmd, args, { timeoutMs, env = process.env, graceMs = 20_000 } = {}) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
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
      const cpuAfter = childrenCpuSeconds();
      const cpuS = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      resolve({ code: timedOut ? 1 : code, timedOut, ms: Date.now() - started, cpuS });
    };
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Stops every command still running (on SIGTERM/SIGINT of the caller). */
export function stopAll() {
  for (const child of running) killGroup(child, 'SIGKILL');
}
