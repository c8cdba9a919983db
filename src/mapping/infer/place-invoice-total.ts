/**
 * In one row per line, the invoice total is the amount column that is the same on every line of
 * each invoice: a total chosen by name that differs between an invoice's lines gives way to a
 * rival that does not (`Beleg brutto` over `Brutto`), and with no total chosen, a line amount
 * chosen by name that repeats per invoice (`Amount` beside `Line Item Amount`) is the total. Pure.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { findOwnTotal } from './find-own-total.js';
import { placeLineNet } from './place-line-net.js';
import { namesSettledAmount } from './read-header-meaning.js';
import { repeatsPerInvoice, variesWithinInvoice } from './compare-invoice-lines.js';

const isTotal = (p: ColumnProfile, invoiceOfRow: readonly number[]) =>
  p.share.amount >= 0.95 && !namesSettledAmount(p.header) && repeatsPerInvoice(p, invoiceOfRow);

/** Moves the invoice total in `invoice` and `items` where the values show it; returns the doubts left. */
export function placeInvoiceTotal(
  invoice: FieldChoice[],
  items: FieldChoice[],
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
): FieldDoubt[] {
  // No total named: the column the lines add up to on every invoice, the file's own (the lines' sum is only equal).
  findOwnTotal(invoice, items, profiles, layout);
  if (layout?.type !== 'grouped') return [];
  const { invoiceOfRow } = layout;
  const byHeader = (header: string) => profiles.find((p) => p.header === header);
  const at = invoice.findIndex((c) => c.field === 'Invoice_Amount');
  const total = invoice[at];
  if (total) {
    if (!variesWithinInvoice(profiles[total.index]!, invoiceOfRow)) return [];
    const rival = total.alternatives.map(byHeader).find((p) => p !== undefined && isTotal(p, invoiceOfRow));
    if (rival)
      invoice[at] = {
        ...total,
        index: rival.index,
        header: rival.header,
        why: `from "${rival.header}" (the same on every line of each invoice), rather than "${total.header}", which differs between them`,
        alternatives: [],
      };
    // No rival: a total beside its line's tax and their sum is the line's net.
    else placeLineNet(invoice, items, profiles, invoiceOfRow);
    return [];
  }
  const lineAt = items.findIndex((c) => c.field === 'Amount');
  const line = items[lineAt];
  if (!line) return [];
  if (!isTotal(profiles[line.index]!, invoiceOfRow)) {
    // A rival of the line's amount by name that is the same on every line of each invoice is the
    // total (Tradeshift's `Payable Amount` beside `Line Amount`); the line keeps its own.
    const rival = line.alternatives.map(byHeader).find((p) => p !== undefined && isTotal(p, invoiceOfRow));
    if (!rival) return [];
    items[lineAt] = { ...line, alternatives: line.alternatives.filter((a) => a !== rival.header) };
    invoice.push({
      scope: 'invoice',
      field: 'Invoice_Amount',
      index: rival.index,
      header: rival.header,
      why: `from "${rival.header}": the same amount on every line of each invoice is the invoice total, where "${line.header}" differs`,
      alternatives: [],
    });
    return [];
  }
  items.splice(lineAt, 1);
  invoice.push({
    scope: 'invoice',
    field: 'Invoice_Amount',
    index: line.index,
    header: line.header,
    why: `from "${line.header}": the same amount on every line of each invoice is the invoice total`,
    alternatives: [],
  });
  if (line.alternatives.length === 0) return [];
  return [
    {
      scope: 'items',
      field: 'Amount',
      headers: line.alternatives,
      reason: `"${line.header}" is the invoice total; check that ${line.alternatives.map((a) => `"${a}"`).join(', ')} holds each line's net and no tax or freight rows`,
    },
  ];
}
