/**
 * The words of an invalid row whose invoice an earlier run created (CREATED_EARLIER_SQL): where the
 * finance system holds it, the run and instance `journal` and `history` name, so it can be found
 * there. Pure.
 */
import type { ResultRow } from '../journal/report-rows.js';

/** `an invoice of this vendor id and invoice number was created by run R as instance N`, or undefined for any other row. */
export function createdEarlierWords(row: Pick<ResultRow, 'earlierInstanceId' | 'earlierRunId'>): string | undefined {
  if (row.earlierRunId === null || row.earlierRunId === undefined) return undefined;
  return `an invoice of this vendor id and invoice number was created by run ${Number(row.earlierRunId)} as instance ${row.earlierInstanceId ?? '?'}`;
}
