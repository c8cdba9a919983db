/**
 * A drop folder's `results/` swapped for a file while a dropped file's answers come back (as root no
 * permission stops a write): its results workbook is refused, and `results/` is back after.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestSandbox } from './start-sandbox.js';

/**
 * The `around` of a watcher pass that handles the file, swapping `results` once the sandbox has had
 * `creates` create requests, and putting it back (from `away`, a free path) when the file is handled.
 */
export function resultsRefusedWhile(sandbox: () => TestSandbox, results: string, away: string, creates: number) {
  return async (_file: unknown, handle: () => Promise<unknown>): Promise<void> => {
    const handling = handle();
    while (sandbox().stats().createRequests < creates) await sleep(5);
    renameSync(results, away);
    writeFileSync(results, 'not a folder');
    await handling;
    rmSync(results);
    renameSync(away, results);
  };
}
