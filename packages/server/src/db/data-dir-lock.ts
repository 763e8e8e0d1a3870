import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Another Huella process (pid ${pid}) is using the embedded database in ${dir}. ` +
        'Stop it first, or point HUELLA_DATA_DIR at another directory, or use DATABASE_URL to share a PostgreSQL server.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started, in clock ticks since boot (field 22 of Linux's /proc/<pid>/stat); undefined without /proc. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return basename(argv0).startsWith('node');
  } catch {
    return true;
  }
}

interface LockContent {
  pid: number;
  started: string | undefined;
}

/** `pid` on the first line (what older versions wrote, and all they read), `started <ticks>` on the second. */
function readLock(file: string): LockContent {
  const [first = '', second = ''] = readFileSync(file, 'utf8').split('\n');
  return { pid: Number.parseInt(first, 10), started: /^started (\d+)$/.exec(second)?.[1] };
}

/**
 * Whether the lock's pid is still the Huella process that wrote it. A pid is reused once its process is gone, so
 * a live pid alone proves nothing: on Linux the lock also records the holder's start time, and the pid's current
 * process must have started at that very tick. A lock without it (an older Huella, or written by hand) is held
 * only by a Node process. Without /proc (macOS, Windows) a live pid is all there is to go on.
 */
function heldByHuella(lock: LockContent): boolean {
  if (!Number.isInteger(lock.pid) || lock.pid === process.pid || !isAlive(lock.pid)) return false;
  const started = startTimeOf(lock.pid);
  if (started === undefined) return true;
  return lock.started === undefined ? isNodeProcess(lock.pid) : lock.started === started;
}

/**
 * PGlite has one writer and no lock of its own: two processes on one directory corrupt it.
 * The lock file holds the owner's pid and start time; a lock whose owner is gone (killed, crashed), or whose pid
 * now belongs to another program, is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'huella.lock');
  const started = startTimeOf(process.pid);
  const content = started === undefined ? String(process.pid) : `${process.pid}\nstarted ${started}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, content);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === content) rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(file);
      if (heldByHuella(lock)) throw new DataDirLockedError(dir, lock.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
