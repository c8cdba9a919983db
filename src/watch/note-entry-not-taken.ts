/**
 * The note staff find in `results/` for an entry of the drop folder the watcher never takes (a
 * folder, a link, a pipe, a file with several names): they look at the folder, not at the log.
 * It is the refusal workbook of a file not uploaded, with its own first line. Its name carries the
 * time the entry was last changed, so a watcher started again finds the note of the entry as it is
 * and writes none; an entry changed since (a file put into the folder, a link made again) gets a
 * new note, and the old one stays.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileStamp } from '../report/local-time.js';
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

/** When the entry was last changed; undefined when it is gone (the note is then dated now). */
function changedAt(path: string): Date | undefined {
  try {
    return lstatSync(path).mtime;
  } catch {
    return undefined;
  }
}

/** The note an earlier look (of this watcher or one before it) wrote for this version, if any. */
function earlierNote(results: string, base: string, at: Date): string | undefined {
  const stamped = `${base}-${fileStamp(at)}`;
  let names: string[];
  try {
    names = readdirSync(results);
  } catch {
    return undefined;
  }
  const found = names.find((n) => n.startsWith(stamped) && /^(-\d+)?\.xlsx$/.test(n.slice(stamped.length)));
  return found === undefined ? undefined : join(results, found);
}

/**
 * Writes `results/<name>-not-taken-<date>-<time>.xlsx`, dated when the entry was last changed, and
 * returns its path; the path of the note already there when this version was noted before.
 * @param folder where the entry lies (`inbox/` or `processing/`)
 */
export async function noteEntryNotTaken(
  entry: NotTakenEntry,
  folders: { folder: string; results: string },
  ctx: NoteContext,
): Promise<string> {
  const base = `${sourceStem(entry.name, 'entry')}-not-taken`;
  const changed = changedAt(join(folders.folder, entry.name));
  const earlier = changed && earlierNote(folders.results, base, changed);
  if (earlier) return earlier;
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
    { folder: folders.results, base, at: changed ?? ctx.now, extension: 'xlsx' },
    ctx.dateStyle,
  );
}
