/**
 * proper-lockfile removes a lock with a bare rmdir of its path, in two places where the lock at that
 * path may no longer be the one it judged: a stale lock found by two writers at once (the later
 * rmdir removes the lock the earlier one has just made), and the release of a lock that was taken
 * over while its holder was paused. The file system it is given here makes every removal take turns
 * through a second folder, `<lock>.remove`, and look again under it: a stale lock is removed only
 * when still stale, a released one only when its mtime is still the one this writer set. Taking a
 * free lock needs no turn: the lock's path is only ever freed by a removal that looked again.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

type Callback = (error?: NodeJS.ErrnoException | null) => void;

/** What the guard knows of one writer's lock. */
export interface LockWatch {
  /** True once the lock is this writer's: a removal from then on is its release. */
  held: boolean;
  /** The lock's mtime as this writer last set it (ms), or undefined before the first. */
  mtimeMs: number | undefined;
  /** Set when the lock was found to be another writer's at release. */
  lost: boolean;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A file system for proper-lockfile, watching the lock at `lock` into `watch`. */
export function guardRegisterLockRemoval(lock: string, staleMs: number, watch: LockWatch) {
  return {
    ...fs,
    utimes(path: string, atime: Date, mtime: Date, callback: Callback) {
      fs.utimes(path, atime, mtime, (error) => {
        if (!error && path === lock) watch.mtimeMs = mtime.getTime();
        callback(error);
      });
    },
    rmdir(path: string, callback: Callback) {
      if (path !== lock) return fs.rmdir(path, callback);
      removeInTurn(lock, staleMs, watch).then(() => callback(), callback);
    },
  };
}

async function removeInTurn(lock: string, staleMs: number, watch: LockWatch): Promise<void> {
  const turn = `${lock}.remove`;
  for (;;) {
    try {
      fs.mkdirSync(turn);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A turn is held for a stat and an rmdir: one this old was left by a writer that died in it.
      if (isOlderThan(turn, staleMs)) fs.rmSync(turn, { recursive: true, force: true });
      // A taker of a stale lock waits for its next try; a releasing holder waits for its turn.
      if (!watch.held) throw withCode('Lock file is already being held', 'ELOCKED');
      await sleep(5 + Math.random() * 10);
    }
  }
  try {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(lock).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // Gone already: free to take, but a holder finds its lock was taken and released meanwhile.
      if (watch.held) watch.lost = true;
      return;
    }
    const judged = watch.held ? isMtimeOurs(mtimeMs, watch.mtimeMs) : mtimeMs < Date.now() - staleMs;
    if (judged) fs.rmSync(lock, { recursive: true, force: true });
    else if (watch.held) watch.lost = true;
    else throw withCode('Lock file is already being held', 'ELOCKED');
  } finally {
    fs.rmdirSync(turn);
  }
}

function isOlderThan(path: string, ms: number): boolean {
  try {
    return fs.statSync(path).mtimeMs < Date.now() - ms;
  } catch {
    return false;
  }
}

/** The mtime as set (stored to within a millisecond), or as a file system keeping whole seconds stores it. */
function isMtimeOurs(mtimeMs: number, ours: number | undefined): boolean {
  if (ours === undefined) return false;
  return Math.abs(mtimeMs - ours) < 1 || Math.abs(mtimeMs - Math.floor(ours / 1000) * 1000) < 1;
}
