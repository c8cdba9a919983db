/**
 * Results workbooks a full (or unwritable) results folder refused after a file's invoices were
 * all sent: the file went on to done/, and its workbook is written from the journal, which holds
 * every outcome, at the watcher's next pass once there is room, and said in the log when it is.
 */
import type { RewrittenResults } from '../batch/rewrite-run-results.js';

export interface ResultsStillToWrite {
  /** The file's runs whose workbook was not written. */
  add(name: string, runIds: readonly number[]): void;
  /** Tries each again; returns how many were written now. */
  retry(): Promise<number>;
}

/**
 * @param write writes the runs' results workbooks from the journal (rewrite-run-results.ts)
 * @param log told of each workbook written now, with the file's name and its runs
 */
export function resultsStillToWrite(
  write: (runIds: readonly number[]) => Promise<RewrittenResults[]>,
  log: (line: string, runIds: readonly number[]) => void,
): ResultsStillToWrite {
  const pending = new Map<string, readonly number[]>();
  return {
    add(name, runIds) {
      if (runIds.length > 0) pending.set(name, runIds);
    },
    async retry() {
      let written = 0;
      for (const [name, runIds] of pending) {
        const results = await write(runIds.slice(-1));
        const file = results[0]?.resultsFile;
        // Still no room: tried again at the next pass, without a line each time.
        if (!file) continue;
        pending.delete(name);
        written += 1;
        log(`${name}: results workbook written now, from the journal: ${file}`, runIds);
      }
      return written;
    },
  };
}
