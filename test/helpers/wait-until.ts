/** Polls `check` until it holds, for tests that wait on another process or a watcher's loop. */
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `check` is true; throws `timed out waiting for <what>` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs = 10,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(stepMs);
  }
}
