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
/**
 * A workbook still refused is tried again after this long, the wait doubling up to RELOAD_MS:
 * each try takes a claim in the journal and opens a file, not worth doing every few seconds while
 * a disk stays full.
 */
const FIRST_WAIT_MS = 15_000;

/**
 * A workbook to come: `noted`, its note is in results/; `said`, the log told it is refused;
 * `waitMs`, `retryAt`: its back-off once refused.
 */
interface PendingResults {
  entry: ResultsToCome;
  noted: boolean;
  said: boolean;
  waitMs: number;
  retryAt: number;
}

const pendingOf = (entry: ResultsToCome, said: boolean): PendingResults => ({
  entry,
  noted: false,
  said,
  waitMs: 0,
  retryAt: 0,
});

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
 * @param log told of each workbook written now, and once of each still refused, with the file's name and its run
 * @param now the watcher's clock, ms @default Date.now
 */
export function resultsStillToWrite(
  source: ResultsFromJournal | undefined,
  folders: DropFolders,
  claims: ClaimRegistry,
  log: (line: string, event: 'results written later' | 'results not written', runIds: readonly number[]) => void,
  now: () => number = Date.now,
): ResultsStillToWrite {
  // By run.
  let loadedAt = performance.now();
  const pending = new Map<number, PendingResults>();
  const note = async (item: PendingResults) => {
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
        if (!pending.has(entry.runId)) pending.set(entry.runId, pendingOf(entry, false));
    },
    add(name, runIds) {
      const runId = runIds.at(-1);
      // Its file's line said its workbook is to come.
      if (runId !== undefined) pending.set(runId, pendingOf({ name, runId }, true));
    },
    async retry() {
      if (!source) return;
      // Another watcher of the folder that stopped may have left one to come: the journal's list again now and then.
      if (performance.now() - loadedAt >= RELOAD_MS) await this.load();
      for (const [runId, item] of pending) {
        if (now() < item.retryAt) continue;
        const key = join(folders.results, `results of run ${runId}`);
        if (!(await claims.hold(key))) continue;
        try {
          const answer = await source.write(item.entry, folders);
          // Still no room: tried again later and later, said once.
          if ('unwritten' in answer) {
            if (!item.noted) await note(item);
            if (!item.said) log(describeStillRefused(item.entry, answer.unwritten), 'results not written', [runId]);
            item.said = true;
            item.waitMs = Math.min(Math.max(item.waitMs * 2, FIRST_WAIT_MS), RELOAD_MS);
            item.retryAt = now() + item.waitMs;
            continue;
          }
          pending.delete(runId);
          removeResultsToComeNotes(item.entry, folders.results);
          const done =
            'written' in answer
              ? `written now, from the journal: ${answer.written}`
              : 'found' in answer
                ? `found, written before the journal failed: ${answer.found}`
                : undefined;
          if (done) log(`${item.entry.name}: results workbook ${done}`, 'results written later', [runId]);
        } finally {
          await claims.release(key);
        }
      }
    },
    size: () => pending.size,
  };
}

/** The one line of a workbook still refused when tried again: it is not tried at every pass. */
const describeStillRefused = (entry: ResultsToCome, why: string) =>
  `${entry.name}: results workbook of run ${entry.runId} still cannot be written (${why}); tried again after ${FIRST_WAIT_MS / 1000} s, the wait doubling up to every ${RELOAD_MS / 60_000} minutes, until there is room`;
