/**
 * The `dateFormats` of a file from the text of its date columns: the forms that read every date
 * column, or, where columns are written in different forms (an issue date `12/01/2024` beside
 * the time it was signed, `2024-01-12T10:15:00+07:00`), each column's form, when no value of one
 * column reads in another's: the reader takes the first form that yields a real day, and refuses a
 * value two forms read as different days. Pure.
 */
import { proposeDateFormats, writtenDateForm } from './sample-values.js';

/** The formats that read every date column that reads as dates at all (a header may only look like a date's). */
export function dateFormatsOf(columns: readonly string[][]): string[] {
  const read = columns
    .map((samples) => ({ samples, formats: proposeDateFormats(samples) }))
    .filter((c) => c.formats.length > 0);
  if (read.length === 0) return [];
  const common = read.map((c) => c.formats).reduce((both, formats) => both.filter((f) => formats.includes(f)));
  if (common.length > 0) return common.map((f) => writtenDateForm(f, columns.flat()));
  // Each column's forms; a value that a form of another column only reads could be read as another day than its column means.
  const own = [...new Set(read.flatMap((c) => c.formats))];
  const clash = read.some((c) =>
    c.samples.some((s) => proposeDateFormats([s]).some((f) => own.includes(f) && !c.formats.includes(f))),
  );
  if (clash) return [];
  return own.map((f) =>
    writtenDateForm(
      f,
      read.filter((c) => c.formats.includes(f)).flatMap((c) => c.samples),
    ),
  );
}
