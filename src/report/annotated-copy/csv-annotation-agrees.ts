/**
 * Whether a CSV's last three fields, headed Outcome, Instance id and Message, are an annotated
 * copy's own: a CSV holds no mark of its writer, so the journal vouches for it. Every Outcome the
 * copy holds is one of the tool's words, and at least one row's Instance id is the one the journal
 * gives that row now. A register of the user's own so headed (`approved`, `PO-77`) fails both, and
 * its columns are kept with the tool's set added beside them.
 */
import { OUTCOME_MEANINGS } from '../outcome-words.js';
import type { RowAnnotation } from './row-annotations.js';
import { csvFieldTexts } from './scrub-csv-fields.js';
import type { CsvRecord } from './split-csv-records.js';

const WORDS: ReadonlySet<string> = new Set(OUTCOME_MEANINGS.map((meaning) => meaning.word));

/**
 * @param start the 0-based field of the candidate Outcome
 * @param rows what the journal now says of each 1-based source row
 */
export async function csvAnnotationAgrees(
  records: AsyncIterable<CsvRecord>,
  delimiter: string,
  headerRow: number,
  start: number,
  rows: ReadonlyMap<number, RowAnnotation>,
): Promise<boolean> {
  let agreeing = false;
  for await (const record of records) {
    if (record.row <= headerRow) continue;
    const fields = csvFieldTexts(record.text, delimiter);
    const outcome = (fields[start] ?? '').trim();
    if (outcome !== '' && !WORDS.has(outcome)) return false;
    const instance = (fields[start + 1] ?? '').trim();
    const now = rows.get(record.row)?.instanceId ?? '';
    if (instance !== '' && instance === now) agreeing = true;
  }
  return agreeing;
}
