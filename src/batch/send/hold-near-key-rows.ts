/**
 * Rows of a page whose Invoice_Number differs only in case, spaces or width from one the journal
 * records for the same target and PayeeId are held back: failed, nothing sent, planned again by
 * the next upload (plan-near-key.ts); so are rows whose number contains one of them as whole tokens,
 * or is part of one, with the same amount and currency (plan-contained-number.ts). One key-index
 * range scan per distinct PayeeId of the run:
 * `recorded` keeps what was read for the run's later pages (what this run itself sends cannot be
 * near another number of it: within a file such numbers are a problem at the cell).
 */
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { HeldRow } from '../../journal/other-target-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { planNearKey } from '../plan-near-key.js';
import { planContainedNumber } from '../plan-contained-number.js';
import type { OtherPayeeSubject } from '../plan-other-payee.js';
import { foldInvoiceNumber } from '../../invoice/fold-invoice-number.js';
import { compareInvoiceBodies } from '../compare-invoice-bodies.js';
import { showHidden, spellingWords } from '../../invoice/describe-spelling.js';

/**
 * The created invoice of another spelling of the row's number whose body is the row's but for the
 * Invoice_Number (and InvoiceId): the same invoice written otherwise, which --force does not post.
 */
async function sameInvoiceNear(
  tx: JournalStatements,
  row: StagedInvoice,
  known: readonly InvoiceRow[],
): Promise<InvoiceRow | undefined> {
  const folded = foldInvoiceNumber(row.invoiceNumber);
  for (const near of known) {
    if (near.state !== 'created' || near.invoiceNumber === null || near.invoiceNumber === row.invoiceNumber) continue;
    if (foldInvoiceNumber(near.invoiceNumber) !== folded) continue;
    const body = await tx.send.readPayload(near.id);
    const differences = body === undefined ? ['?'] : compareInvoiceBodies(body, row.payloadJson);
    if (differences.every((text) => text.startsWith('Invoice_Number '))) return near;
  }
  return undefined;
}

/** The staged row's date, amount and currency, from its request body (staged from the same values as the journal's columns). */
function stagedFacts(row: StagedInvoice): OtherPayeeSubject {
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(row.payloadJson) as Record<string, unknown>;
  } catch {
    // A body that does not parse was not written by staging; nothing to compare leaves the row to the other checks.
  }
  const text = (name: string): string | null => (typeof body[name] === 'string' ? (body[name] as string) : null);
  return {
    invoiceDate: text('Invoice_Date'),
    invoiceAmount: text('Invoice_Amount'),
    currencyCode: text('CurrencyCode'),
  };
}

/** The rows of the page still to be planned, and how many were held back. */
export async function holdNearKeyRows(
  tx: JournalStatements,
  page: readonly StagedInvoice[],
  force: boolean,
  at: string,
  recorded: Map<string, readonly InvoiceRow[]>,
): Promise<{ rest: StagedInvoice[]; held: number }> {
  if (page.length === 0) return { rest: [...page], held: 0 };
  const holds: HeldRow[] = [];
  const byPayee = new Map<string, StagedInvoice[]>();
  for (const row of page) byPayee.set(row.payeeId, [...(byPayee.get(row.payeeId) ?? []), row]);
  for (const [payeeId, rows] of byPayee) {
    const known = recorded.get(payeeId) ?? (await tx.send.findPayeeRecordedRows(rows[0]!.targetIdentity, payeeId));
    recorded.set(payeeId, known);
    for (const row of rows) {
      const near = planNearKey(row.invoiceNumber, known, false);
      if (near === undefined) {
        // --force says the number is another invoice's, as for a folded spelling.
        const contained = force ? undefined : planContainedNumber(row.invoiceNumber, () => stagedFacts(row), known);
        if (contained !== undefined) holds.push({ rowId: row.id, detail: contained });
        continue;
      }
      const detail = near;
      if (!force) holds.push({ rowId: row.id, detail });
      else {
        // --force says the number is another invoice's: true of any but the same invoice posted before.
        const same = await sameInvoiceNear(tx, row, known);
        if (same)
          holds.push({
            rowId: row.id,
            detail: `not sent, even with --force: the same invoice was posted before as ${showHidden(same.invoiceNumber ?? '')} in run ${same.runId}; the numbers differ only in ${spellingWords(same.invoiceNumber ?? '', row.invoiceNumber)}`,
          });
      }
    }
  }
  const held = new Set(await tx.send.recordHeld(holds, at));
  return { rest: page.filter((row) => !held.has(row.id)), held: held.size };
}
