/**
 * One row per line, each line with its own total before tax, its tax and the two added up
 * (AccountEdge's `Total`, `Tax Amount` and `Inc-Tax Total`), and no column of the invoice's total:
 * a total chosen by its header that differs between the lines of one invoice, where another column
 * is it plus the line's tax on every row, is each line's net Amount, over a line amount chosen by
 * its header that makes no such sum (`Freight Amount`). The invoice amount is then
 * the lines' net and tax added up. Pure but for changing `invoice` and `items`.
 */
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { lineGross } from './propose-lines-total.js';
import { variesWithinInvoice } from './compare-invoice-lines.js';

/** Moves the total to the lines' Amount where the values show it is each line's net. */
export function placeLineNet(
  invoice: FieldChoice[],
  items: FieldChoice[],
  profiles: readonly ColumnProfile[],
  invoiceOfRow: readonly number[],
): void {
  const at = invoice.findIndex((c) => c.field === 'Invoice_Amount');
  const total = invoice[at];
  const tax = items.find((c) => c.field === 'Tax');
  if (!total || !tax || !variesWithinInvoice(profiles[total.index]!, invoiceOfRow)) return;
  // A line amount chosen already that makes a gross with the tax is the net; one that does not (a freight beside it) gives way.
  const amountAt = items.findIndex((c) => c.field === 'Amount');
  const amount = items[amountAt];
  if (amount && lineGross(profiles[amount.index]!, profiles[tax.index]!, profiles)) return;
  const gross = lineGross(profiles[total.index]!, profiles[tax.index]!, profiles);
  if (!gross) return;
  invoice.splice(at, 1);
  if (amount) items.splice(amountAt, 1);
  items.push({
    scope: 'items',
    field: 'Amount',
    index: total.index,
    header: total.header,
    why: `from "${total.header}": it differs between the lines of one invoice, and "${gross.header}" is it plus "${tax.header}" on every row: each line's net`,
    alternatives: [],
  });
}
