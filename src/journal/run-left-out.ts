/**
 * The rows a mapping's rules left out of a run's file, as the journal keeps them with the run: one
 * JSON text of `[rule, rows, [[sheet, row], ...]]` entries, in the order the rules first matched
 * (a rule's label may read as a number, which a JSON object would reorder). Pure.
 */
import { JournalError } from '../errors.js';

/** The rows one rule left out: all counted, the first of them by place (sheet undefined for CSV). */
export interface LeftOutRule {
  rows: number;
  places: { sheet: string | undefined; row: number }[];
}

/** Rows left out, by the label of the rule that left them out. */
export type RunLeftOut = Map<string, LeftOutRule>;

/** The text stored in `runs.left_out`. */
export function leftOutToText(leftOut: RunLeftOut): string {
  return JSON.stringify(
    [...leftOut].map(([rule, left]) => [rule, left.rows, left.places.map((place) => [place.sheet ?? null, place.row])]),
  );
}

type StoredEntry = [string, number, [string | null, number][]];

const isEntry = (entry: unknown): entry is StoredEntry =>
  Array.isArray(entry) &&
  typeof entry[0] === 'string' &&
  Number.isInteger(entry[1]) &&
  Array.isArray(entry[2]) &&
  (entry[2] as unknown[]).every(
    (place) =>
      Array.isArray(place) && (place[0] === null || typeof place[0] === 'string') && Number.isInteger(place[1]),
  );

/** The rows left out of a run; undefined for a run recorded before the journal kept them. */
export function leftOutFromText(text: string | null, runId: number, location?: string): RunLeftOut | undefined {
  if (text === null) return undefined;
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    entries = undefined;
  }
  if (!Array.isArray(entries) || !entries.every(isEntry)) {
    throw new JournalError(`run ${runId}'s rows left out by the mapping cannot be read from the journal`, location);
  }
  return new Map(
    entries.map(([rule, rows, places]) => [
      rule,
      { rows, places: places.map(([sheet, row]) => ({ sheet: sheet ?? undefined, row })) },
    ]),
  );
}
