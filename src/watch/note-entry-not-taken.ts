/**
 * The note staff find in `results/` for an entry of the drop folder the watcher never takes (a
 * folder, a link, a pipe, a file with several names): they look at the folder, not at the log.
 * It is the refusal workbook of a file not uploaded, with its own first line.
 */
import { sourceStem } from '../report/results-file-name.js';
import type { DateStyle } from '../report/date-style.js';
import { writeRefusalWorkbook } from './write-refusal-workbook.js';

/** An entry left where it was found, and why. */
export interface NotTakenEntry {
  name: string;
  why: string;
  folder: 'inbox' | 'processing';
}

export interface NoteContext {
  /** The finance system, as the results name it. */
  target: string;
  sandbox: boolean;
  dateStyle?: DateStyle | undefined;
  now: Date;
}

/** Writes `results/<name>-not-taken-<date>-<time>.xlsx` and returns its path. */
export function noteEntryNotTaken(entry: NotTakenEntry, results: string, ctx: NoteContext): Promise<string> {
  return writeRefusalWorkbook(
    {
      file: entry.name,
      sha256: undefined,
      outcome: `NOT TAKEN - nothing was sent; it is still in ${entry.folder}/`,
      reason: entry.why,
      details: [],
      target: ctx.target,
      sandbox: ctx.sandbox,
      at: ctx.now,
    },
    { folder: results, base: `${sourceStem(entry.name, 'entry')}-not-taken`, at: ctx.now, extension: 'xlsx' },
    ctx.dateStyle,
  );
}
