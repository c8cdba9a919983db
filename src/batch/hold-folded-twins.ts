/**
 * With --partial, a valid invoice whose number is an invalid one's of the same file written
 * otherwise (`00421` beside a `421` that is a problem for it, fold-invoice-number.ts) is held with
 * its twin, as one of the same number as written is (SHARING_INVALID_KEY_SQL): which of the two the
 * file means is for the user to say. The numbers are folded in TypeScript, as SQL cannot.
 */
import { foldInvoiceNumber } from '../invoice/fold-invoice-number.js';
import type { JournalStatements } from '../journal/journal.js';
import type { RunKeyRow } from '../journal/send-statements.js';

/** The ids of the staged rows whose (PayeeId, folded Invoice_Number) is an invalid row's. Pure. */
export function foldedTwinIds(rows: readonly RunKeyRow[]): number[] {
  const key = (row: RunKeyRow) =>
    row.payeeId && row.invoiceNumber ? `${row.payeeId}\u0000${foldInvoiceNumber(row.invoiceNumber)}` : undefined;
  const invalid = new Set<string>();
  for (const row of rows) {
    const found = row.state === 'invalid' ? key(row) : undefined;
    if (found !== undefined) invalid.add(found);
  }
  if (invalid.size === 0) return [];
  return rows.filter((row) => row.state === 'staged' && invalid.has(key(row) ?? '')).map((row) => row.id);
}

/** Holds a run's folded twins of invalid rows back as failed with `detail`; returns how many. */
export async function holdFoldedTwins(
  statements: Pick<JournalStatements, 'send'>,
  runId: number,
  detail: string,
  at: string,
): Promise<number> {
  const ids = foldedTwinIds(await statements.send.findRunKeys(runId));
  return (
    await statements.send.recordHeld(
      ids.map((rowId) => ({ rowId, detail })),
      at,
    )
  ).length;
}
