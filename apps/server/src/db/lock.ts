import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${displayPath(dataDir)} is in use by another portal process (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? `./${relative}` : dir;
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

/** Lock files this process holds: a second opener in the same process is refused too. */
const held = new Set<string>();

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite has no lock of its own: two processes on one directory silently lose data. We hold
 * `<dir>/portal.lock` with our pid, created exclusively; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  if (held.has(file)) throw new DataDirInUseError(dataDir, pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      // A crash still exits through 'exit': leave no lock behind for the next start.
      const onExit = () => releaseIfOurs(file, pid);
      process.once('exit', onExit);
      held.add(file);
      return {
        release: () => {
          process.off('exit', onExit);
          held.delete(file);
          releaseIfOurs(file, pid);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = readHolder(file);
    const holder = Number.parseInt(content, 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    // Stale: its process is gone (or it is our own pid reused, e.g. pid 1 in a container).
    if (readOrEmpty(file) === content) fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** The pid in the lock; an empty file may be mid-write by its creator, so look twice. */
function readHolder(file: string): string {
  const first = readOrEmpty(file);
  if (first) return first;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  return readOrEmpty(file);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function releaseIfOurs(file: string, pid: number): void {
  if (readOrEmpty(file) === String(pid)) fs.rmSync(file, { force: true });
}
