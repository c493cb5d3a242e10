import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Thrown when another live process holds the embedded database folder. */
export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.pid` for this process, or throws DataDirLockedError naming the live process that has
 * it (a file left by a dead process is taken over). Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  // Beside the folder, not in it: PGlite's dumps copy the folder whole.
  const file = `${dataDir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is already open by process ${pid}. The embedded database (PGlite) ` +
            'serves one process only: stop that process, or run several processes on PostgreSQL (DATABASE_URL).',
        );
      }
      if (pid === process.pid) {
        throw new DataDirLockedError(`The embedded database in ${dataDir} is already open in this process.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database folder ${dataDir}.`);
}
