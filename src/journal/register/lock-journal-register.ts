/**
 * Two uploads naming their journals at the same moment each read the register, add their own
 * journal and write the file back: without a lock the later rename carries the earlier reader's
 * list, and the other journal is lost from the register. The lock is proper-lockfile's, a directory
 * beside the register whose mtime its holder refreshes while it holds it, not a hand-written lock
 * file: that one could have two holders, because its stale takeover compared inodes (a freed inode
 * is given again at once, so a fresh lock could be removed), it went on when putting back a lock
 * failed, it removed the lock without checking that it was still its own (a holder paused past the
 * stale age removed its successor's), and it judged a holder by its pid, which means nothing on
 * another NFS host or in another container. A lock not refreshed within the stale age is taken
 * over; a holder that finds its lock taken writes again under a new one (see withRegisterLock).
 */
import lockfile from 'proper-lockfile';
import { guardRegisterLockRemoval, type LockWatch } from './guard-register-lock-removal.js';

/** How long a writer waits for another one before saying so, ms: the lock is held for one small write. */
export const REGISTER_LOCK_WAIT_MS = 10_000;
/**
 * A lock not refreshed for this long was left by a writer that died or hangs, ms. Its holder
 * refreshes it every second; shorter than the wait, so that a dead writer's lock is taken in time.
 */
const REGISTER_LOCK_STALE_MS = 5_000;

export const registerLockFile = (file: string) => `${file}.lock`;

export interface RegisterLockOptions {
  /** How long to wait for another writer, ms. @default REGISTER_LOCK_WAIT_MS */
  waitMs?: number;
  /** Age past which an unrefreshed lock is taken over, ms (at least 2 000). @default REGISTER_LOCK_STALE_MS */
  staleMs?: number;
}

/**
 * Runs `fn` while holding the register's lock; throws when another writer holds it past the wait.
 * `fn` reads what it changes and writes it back: should the lock be found taken by another writer
 * while `fn` ran, `fn` runs once more under a new lock, reading that writer's change and adding its
 * own to it, and a second loss is thrown, never left unsaid.
 */
export async function withRegisterLock<T>(
  file: string,
  fn: () => Promise<T>,
  options: RegisterLockOptions = {},
): Promise<T> {
  for (let turn = 1; ; turn++) {
    const { value, lost } = await underLock(file, fn, options);
    if (!lost) return value;
    if (turn === 2)
      throw new Error(
        `the lock ${registerLockFile(file)} was taken by another process while this one wrote, twice; run the upload again`,
      );
  }
}

async function underLock<T>(file: string, fn: () => Promise<T>, options: RegisterLockOptions) {
  const { waitMs = REGISTER_LOCK_WAIT_MS, staleMs = REGISTER_LOCK_STALE_MS } = options;
  const lock = registerLockFile(file);
  const watch: LockWatch = { held: false, mtimeMs: undefined, lost: false };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(file, {
      lockfilePath: lock,
      realpath: false,
      stale: staleMs,
      update: 1_000,
      // Waiting writers pause a little longer each time, at random, so they do not retry in step.
      retries: { retries: 1_000, factor: 1.5, minTimeout: 5, maxTimeout: 100, randomize: true, maxRetryTime: waitMs },
      fs: guardRegisterLockRemoval(lock, staleMs, watch),
      onCompromised: () => void (watch.lost = true),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new Error(
      `another process has held the lock ${lock} for over ${waitMs / 1000} s; if no upload is running, remove that folder`,
      { cause: error },
    );
  }
  watch.held = true;
  let value: T;
  try {
    value = await fn();
  } finally {
    // Refused when the lock was found taken meanwhile: then it is not this writer's to remove.
    await release().catch(() => void (watch.lost = true));
  }
  return { value, lost: watch.lost };
}
