/**
 * Compares a staged invoice's body with the created rows of its key whose payload hash differs
 * (what a plan needs to tell a changed invoice from the same one with another InvoiceId, and to say
 * what changed), and with its rows in doubt after a request left: `--retry-in-doubt` sends again
 * only the invoice that was in doubt, since a duplicate answer then proves that body was created.
 * Their bodies are read one by one: such rows are the rare re-uploads of a key.
 */
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { compareInvoiceBodies } from '../compare-invoice-bodies.js';
import { compareKeptFields } from '../compare-kept-fields.js';

/** What differs from each created or sent in-doubt row of `rows` whose hash is not the staged row's, by row id. */
export async function compareWithCreated(
  tx: JournalStatements,
  staged: Pick<StagedInvoice, 'payloadHash' | 'payloadJson'>,
  rows: readonly InvoiceRow[],
): Promise<Map<number, readonly string[]>> {
  const compared = new Map<number, readonly string[]>();
  for (const row of rows) {
    const sent = row.state === 'created' || (row.state === 'in-doubt' && row.sendingAt !== null);
    if (!sent || row.payloadHash === staged.payloadHash || compared.has(row.id)) continue;
    const body = await tx.send.readPayload(row.id);
    if (body !== undefined) compared.set(row.id, compareInvoiceBodies(body, staged.payloadJson));
    else {
      // Recorded from a results workbook: compared on the amount, currency and date it kept.
      const kept = compareKeptFields(row, staged.payloadJson);
      if (kept !== undefined) compared.set(row.id, kept);
    }
  }
  return compared;
}
