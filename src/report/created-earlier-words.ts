/**
 * The words of an invalid row whose invoice an earlier run created (CREATED_EARLIER_SQL): where the
 * finance system holds it, the run and instance `journal` and `history` name, so it can be found
 * there, and how that run got it, as its skip says (plan-invoice.ts). Pure.
 */
import { howRunGotIt } from '../journal/invoice-state.js';
import type { ResultRow } from '../journal/report-rows.js';

/**
 * `an invoice of this vendor id and invoice number was created by run R as instance N` (or `was
 * found in the finance system by run R`, where that run's post was refused as a duplicate), or
 * undefined for any other row.
 */
export function createdEarlierWords(
  row: Pick<ResultRow, 'earlierInstanceId' | 'earlierRunId' | 'earlierDetail'>,
): string | undefined {
  if (row.earlierRunId === null || row.earlierRunId === undefined) return undefined;
  const how = howRunGotIt({ state: 'created', detail: row.earlierDetail ?? null });
  return `an invoice of this vendor id and invoice number was ${how} by run ${Number(row.earlierRunId)} as instance ${row.earlierInstanceId ?? '?'}`;
}
