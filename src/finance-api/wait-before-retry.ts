/**
 * Waits between two attempts; resolves false at once when the caller's signal ends the wait.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitBeforeRetry(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return false;
  try {
    await sleep(ms, undefined, signal ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}
