/**
 * The note staff find in `results/` while a handled file's results workbook is still to come (the
 * results folder refused it after every invoice was sent): they look at the folder, not at the
 * log, and without it a file in `done/` with no workbook reads as lost, or as one to drop again.
 * It is the refusal workbook's kind, with its own first line, named with the file and its run so
 * that whichever watcher writes the workbook (this one, or one started after a restart) finds the
 * note and removes it.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sourceStem } from '../report/results-file-name.js';
import type { OutputFileSystem } from '../report/write-output-file.js';
import type { NoteContext } from './note-entry-not-taken.js';
import { writeRefusalWorkbook } from './write-refusal-workbook.js';

/** A handled file (as named in done/ or failed/) whose run's results workbook is still to be written. */
export interface ResultsToCome {
  name: string;
  runId: number;
}

const noteBase = ({ name, runId }: ResultsToCome) => `${sourceStem(name, 'file')}-results-to-come-run-${runId}`;

/** The notes in `results` for this run's workbook: `<base>-<date>-<time>[-n].xlsx`. */
function findNotes(results: string, entry: ResultsToCome): string[] {
  const base = `${noteBase(entry)}-`;
  let names: string[];
  try {
    names = readdirSync(results);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(base) && /^\d{8}-\d{6}(-\d+)?\.xlsx$/.test(name.slice(base.length)))
    .map((name) => join(results, name));
}

/**
 * Writes `results/<name>-results-to-come-run-<run>-<date>-<time>.xlsx` unless a note of this run is
 * there already, and returns its path.
 */
export async function noteResultsToCome(
  entry: ResultsToCome,
  results: string,
  ctx: NoteContext & { fileSystem?: OutputFileSystem | undefined },
): Promise<string> {
  const earlier = findNotes(results, entry)[0];
  if (earlier) return earlier;
  return writeRefusalWorkbook(
    {
      file: entry.name,
      sha256: undefined,
      outcome: 'RESULTS TO COME - every invoice was sent; do not drop the file again',
      reason: `the results workbook could not be written here (the drop folder's disk is full, or results/ cannot be written); every invoice's outcome is in the journal (invoice-batch journal --run ${entry.runId}), and the watcher writes the workbook here from it once there is room, then removes this note`,
      details: [['Run', entry.runId]],
      target: ctx.target,
      sandbox: ctx.sandbox,
      at: ctx.now,
    },
    { folder: results, base: noteBase(entry), at: ctx.now, extension: 'xlsx' },
    ctx.dateStyle,
    ctx.fileSystem,
  );
}

/** Removes this run's notes: its workbook is written. */
export function removeResultsToComeNotes(entry: ResultsToCome, results: string): void {
  for (const note of findNotes(results, entry)) rmSync(note, { force: true });
}
