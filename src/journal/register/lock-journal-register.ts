/**
 * Two uploads naming their journals at the same moment each read the register, add their own
 * journal and write the file back: without a lock the later rename carries the earlier reader's
 * list, and the other journal is lost from the register. A lock file beside the register, created
 * with O_EXCL, lets one writer at a time read and write it. A lock file, not an append-only
 * register: the register stays one JSON document that older versions and users read; and not a
 * lock package: none is among the dependencies, and this one needs only open, unlink and rename.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a writer waits for another one before saying so, ms: the lock is held for one small write. */
export const REGISTER_LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a writer that died or hung: its write takes milliseconds. */
const STALE_LOCK_MS = 30_000;

export const registerLockFile = (file: string) => `${file}.lock`;

/** Runs `fn` while holding the register's lock; throws when another writer holds it past the wait. */
export async function withRegisterLock<T>(
  file: string,
  fn: () => Promise<T>,
  waitMs = REGISTER_LOCK_WAIT_MS,
): Promise<T> {
  const lock = registerLockFile(file);
  const deadline = performance.now() + waitMs;
  for (let pause = 5; !takeLock(lock); pause = Math.min(pause * 2, 100)) {
    if (performance.now() > deadline)
      throw new Error(
        `another process has held the lock ${lock} for over ${waitMs / 1000} s; if no upload is running, remove that file`,
      );
    // A little randomness, so that writers waiting together do not retry in step.
    await sleep(pause + Math.random() * pause);
  }
  try {
    return await fn();
  } finally {
    unlinkSync(lock);
  }
}

/** True when the lock was free (or stale) and is now this process's. */
function takeLock(lock: string): boolean {
  try {
    const fd = openSync(lock, 'wx', 0o600);
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    removeIfStale(lock);
    return false;
  }
}

/**
 * Removes a lock whose holder is gone (no such process) or that has outlived any write. It is moved
 * away under a name of this process's first and removed only when it is still the file judged
 * stale: of two writers finding it stale, the later one puts back the lock the other took since.
 */
function removeIfStale(lock: string): void {
  let holder: number;
  let seen: { ino: number; mtimeMs: number };
  try {
    holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    seen = statSync(lock);
  } catch {
    return; // released meanwhile: tried again after the pause
  }
  // No number yet: its writer is between the create and the write.
  if (Date.now() - seen.mtimeMs < STALE_LOCK_MS && (!Number.isInteger(holder) || isAlive(holder))) return;
  const moved = `${lock}.${process.pid}.stale`;
  try {
    renameSync(lock, moved);
  } catch {
    return; // another writer moved it first
  }
  if (statSync(moved).ino !== seen.ino) {
    try {
      linkSync(moved, lock);
    } catch {
      // a third writer has taken the lock meanwhile
    }
  }
  unlinkSync(moved);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds the pid, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
