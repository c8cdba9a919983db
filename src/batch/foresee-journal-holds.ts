/**
 * What `upload` would not post of a file's valid invoices, told by `validate` from the journal upload
 * would use, read only: an invoice of the same key already created or in doubt, a number recorded
 * written otherwise (plan-near-key.ts), one that contains or is part of a recorded number, and the
 * later of two such invoices of the file itself (plan-contained-number.ts, hold-contained-twins.ts).
 * The rules are upload's own functions; only the rows they read differ (a file not yet staged).
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import type { JournalStatements } from '../journal/journal.js';
import { containedTwinHolds, type FileInvoice } from './hold-contained-twins.js';
import { planContainedNumber } from './plan-contained-number.js';
import { planNearKey } from './plan-near-key.js';

/** Why upload would not post an invoice. */
export type ForeseenReason =
  'already posted' | 'in doubt' | 'another spelling' | 'contained number' | 'contained in file';

export interface ForeseenHold {
  reason: ForeseenReason;
  count: number;
  /** The first few invoice numbers, in file order. */
  numbers: string[];
}

/** Numbers named per reason; the count says how many there are. */
const NAMED = 5;

/** Why the recorded rows of the vendor stop `invoice`, if they do. */
function journalReason(invoice: FileInvoice, known: readonly InvoiceRow[]): ForeseenReason | undefined {
  const number = invoice.invoiceNumber!;
  const same = known.find((row) => row.invoiceNumber === number);
  if (same !== undefined) return same.state === 'created' ? 'already posted' : 'in doubt';
  if (planNearKey(number, known, false) !== undefined) return 'another spelling';
  if (planContainedNumber(number, () => invoice, known) !== undefined) return 'contained number';
  return undefined;
}

/**
 * @param invoices the file's valid invoices, in file order
 * @returns one entry per reason that holds an invoice, in the order above; none when upload would post them all
 */
export async function foreseeJournalHolds(
  statements: Pick<JournalStatements, 'send'>,
  targetIdentity: string,
  invoices: readonly FileInvoice[],
): Promise<ForeseenHold[]> {
  const reasons = new Map<number, ForeseenReason>();
  const recorded = new Map<string, readonly InvoiceRow[]>();
  for (const invoice of invoices) {
    const payeeId = invoice.payeeId;
    if (payeeId === null || invoice.invoiceNumber === null) continue;
    let known = recorded.get(payeeId);
    if (known === undefined) {
      known = await statements.send.findPayeeRecordedRows(targetIdentity, payeeId);
      recorded.set(payeeId, known);
    }
    const reason = journalReason(invoice, known);
    if (reason !== undefined) reasons.set(invoice.id, reason);
  }
  for (const hold of containedTwinHolds(invoices))
    if (!reasons.has(hold.rowId)) reasons.set(hold.rowId, 'contained in file');
  const order: ForeseenReason[] = [
    'already posted',
    'in doubt',
    'another spelling',
    'contained number',
    'contained in file',
  ];
  return order.flatMap((reason) => {
    const held = invoices.filter((invoice) => reasons.get(invoice.id) === reason);
    if (held.length === 0) return [];
    return [{ reason, count: held.length, numbers: held.slice(0, NAMED).map((invoice) => invoice.invoiceNumber!) }];
  });
}
