/**
 * Results workbooks a full (or unwritable) results folder refused after a file's invoices were
 * all sent: the file went on to done/ (or failed/ for its rejections), and its workbook is
 * written from the journal, which holds every outcome, at a later pass once there is room, and
 * said in the log when it is. What is still to come is the journal's to say, not this watcher's
 * memory: a watcher started after a restart writes the ones its predecessor could not. Meanwhile
 * a note in results/ tells staff, removed when the workbook is written.
 */
import { join } from 'node:path';
import type { DropFolders } from './drop-folders.js';
import type { ResultsFromJournal } from './journal-results.js';
import { removeResultsToComeNotes, type ResultsToCome } from './note-results-to-come.js';
import type { ClaimRegistry } from './watch-options.js';

/** How often a running watcher reads the journal's list again: one indexed read. */
const RELOAD_MS = 5 * 60_000;

export interface ResultsStillToWrite {
  /** Adds the ones the journal names for this drop folder: a watcher before this one left them to come. */
  load(): Promise<void>;
  /** The file's runs whose workbook was not written; the last is the one its workbook is of. */
  add(name: string, runIds: readonly number[]): void;
  /** Tries each again, noting in results/ the ones still refused. */
  retry(): Promise<void>;
  /** How many are still to come. */
  size(): number;
}

/**
 * @param source the journal's list and writer; none: a workbook refused is never written again
 * @param claims held for each workbook while it is written: two watchers of one folder write it once
 * @param log told of each workbook written now, with the file's name and its run
 */
export function resultsStillToWrite(
  source: ResultsFromJournal | undefined,
  folders: DropFolders,
  claims: ClaimRegistry,
  log: (line: string, runIds: readonly number[]) => void,
): ResultsStillToWrite {
  // By run; `noted`: its note is in results/.
  let loadedAt = performance.now();
  const pending = new Map<number, { entry: ResultsToCome; noted: boolean }>();
  const note = async (item: { entry: ResultsToCome; noted: boolean }) => {
    try {
      await source?.note(item.entry, folders);
      item.noted = true;
    } catch {
      // The disk has no room even for the note: the log line said so, and the note is tried at the next pass.
    }
  };
  return {
    async load() {
      loadedAt = performance.now();
      for (const entry of (await source?.list(folders)) ?? [])
        if (!pending.has(entry.runId)) pending.set(entry.runId, { entry, noted: false });
    },
    add(name, runIds) {
      const runId = runIds.at(-1);
      if (runId !== undefined) pending.set(runId, { entry: { name, runId }, noted: false });
    },
    async retry() {
      if (!source) return;
      // Another watcher of the folder that stopped may have left one to come: the journal's list again now and then.
      if (performance.now() - loadedAt >= RELOAD_MS) await this.load();
      for (const [runId, item] of pending) {
        const key = join(folders.results, `results of run ${runId}`);
        if (!(await claims.hold(key))) continue;
        try {
          const answer = await source.write(item.entry, folders);
          // Still no room: tried again at the next pass, without a line each time.
          if ('unwritten' in answer) {
            if (!item.noted) await note(item);
            continue;
          }
          pending.delete(runId);
          removeResultsToComeNotes(item.entry, folders.results);
          if ('written' in answer)
            log(`${item.entry.name}: results workbook written now, from the journal: ${answer.written}`, [runId]);
          if ('found' in answer)
            log(`${item.entry.name}: results workbook found, written before the journal failed: ${answer.found}`, [
              runId,
            ]);
        } finally {
          await claims.release(key);
        }
      }
    },
    size: () => pending.size,
  };
}
