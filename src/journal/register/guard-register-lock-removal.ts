/**
 * proper-lockfile removes a lock with a bare rmdir of its path, in two places where the lock at that
 * path may no longer be the one it judged: a stale lock found by two writers at once (the later
 * rmdir removes the lock the earlier one has just made), and the release of a lock that was taken
 * over while its holder was paused. The file system it is given here moves the lock aside first, an
 * atomic step only one writer wins, and removes it only when it is still the lock judged: stale when
 * taking over, this writer's own mtime when releasing. Otherwise it is put back and the caller told.
 */
import fs from 'node:fs';

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
      const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2)}.aside`;
      fs.rename(lock, aside, (moveError) => {
        if (moveError) {
          // Gone already: free to take, but a release finds its lock was taken and released meanwhile.
          if (moveError.code !== 'ENOENT') return callback(moveError);
          if (watch.held) watch.lost = true;
          return callback();
        }
        fs.stat(aside, (statError, stat) => {
          if (statError) return callback(statError);
          const judged = watch.held ? isMtimeOurs(stat.mtimeMs, watch.mtimeMs) : stat.mtimeMs < Date.now() - staleMs;
          if (judged) return fs.rm(aside, { recursive: true, force: true }, callback);
          // Another writer's live lock: put back, so that it finds its lock where it left it.
          fs.rename(aside, lock, () => {
            if (watch.held) {
              watch.lost = true;
              return callback();
            }
            callback(withCode('Lock file is already being held', 'ELOCKED'));
          });
        });
      });
    },
  };
}

/** The mtime as set, or as a file system that keeps whole seconds stores it. */
function isMtimeOurs(mtimeMs: number, ours: number | undefined): boolean {
  if (ours === undefined) return false;
  const stored = Math.floor(mtimeMs);
  return stored === ours || stored === Math.floor(ours / 1000) * 1000;
}
