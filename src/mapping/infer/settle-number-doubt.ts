/**
 * Two columns named alike for the invoice's number (Minimax's `Številka` beside `Številka računa
 * dobavitelja`) leave a doubt; once the values key the rows on one of them and it numbers the
 * invoices in the book's own run, that one is the book's id and the other, in the suppliers' own
 * shapes and naming the same invoices, the number on the supplier's invoice. Pure but for changing
 * `chosen` and `doubts`.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import { inSuppliersShapes, namesSameInvoices } from './choose-supplier-number.js';
import type { ColumnProfile } from './profile-column.js';
import { readOwnNumbering } from './read-own-numbering.js';

export function settleNumberDoubt(
  chosen: FieldChoice[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
): void {
  const at = doubts.findIndex((d) => d.scope === 'invoice' && d.field === 'Invoice_Number' && d.spec === undefined);
  const id = chosen.find((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  if (at < 0 || !id || chosen.some((c) => c.scope === 'invoice' && c.field === 'Invoice_Number')) return;
  const headers = doubts[at]!.headers;
  const others = headers.filter((h) => h !== id.header);
  if (!headers.includes(id.header) || others.length !== 1) return;
  const key = profiles[id.index]!;
  const run = readOwnNumbering(key);
  const written = profiles.find((p) => p.header === others[0]);
  if (!run || !written || !inSuppliersShapes(written) || !namesSameInvoices(key, written)) return;
  doubts.splice(at, 1);
  chosen.push({
    scope: 'invoice',
    field: 'Invoice_Number',
    index: written.index,
    header: written.header,
    why: `from "${written.header}": the supplier's number, in the suppliers' own shapes; "${id.header}" is the book's own numbering (${run.first} to ${run.last} in the sample)`,
    alternatives: [],
  });
}
