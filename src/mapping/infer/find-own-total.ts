/**
 * The invoice's own total where no header named it: an amount column that the lines' net and tax
 * add up to on every sampled invoice (Angola's `Valor da Factura` beside `Valor Tributável` and
 * `IVA Suportado`, Clear Books' `Bill Total` repeated on each line of a bill). The file's total is
 * what the supplier billed; the sum of the lines is only equal to it, so where the file has one,
 * it is the invoice amount and the lines are checked against it. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { findTaxOfNet } from './find-net-column.js';
import { namesWithholding } from './names-withholding.js';
import { namesSettledAmount } from './read-header-meaning.js';

/** The fewest invoices whose lines carry tax that make the evidence (a total equal to the net alone is no sign). */
const ENOUGH_TAXED = 2;

/**
 * A payment, a balance or a withholding adds up like a total where every sampled invoice was paid
 * in full or nothing was withheld, and then differs on the next one: never the invoice's total.
 */
const namesNoTotal = (header: string) => namesSettledAmount(header) || namesWithholding(header);

/** Each sampled invoice's rows, one invoice per row in one row per invoice, whole invoices only. */
function invoicesOf(layout: LayoutChoice, rows: number): number[][] {
  if (layout.type !== 'grouped') return Array.from({ length: rows }, (_, row) => [row]);
  const byInvoice = new Map<number, number[]>();
  layout.invoiceOfRow.forEach((invoice, row) => byInvoice.set(invoice, [...(byInvoice.get(invoice) ?? []), row]));
  return [...byInvoice].filter(([invoice]) => !layout.partial.has(invoice)).map(([, rows]) => rows);
}

/** True when `total` is one amount on each invoice's rows, the lines' `net` and `tax` added up. */
function addsUp(total: ColumnProfile, net: ColumnProfile, tax: ColumnProfile, invoices: readonly number[][]): boolean {
  let taxed = 0;
  let several = 0;
  for (const rows of invoices) {
    const totals = new Set(rows.map((row) => total.amounts[row]));
    const first = total.amounts[rows[0]!];
    if (totals.size !== 1 || first === undefined) return false;
    let sum = 0n;
    for (const row of rows) {
      const n = net.amounts[row];
      if (n === undefined) return false;
      sum += n + (tax.amounts[row] ?? 0n);
      if ((tax.amounts[row] ?? 0n) !== 0n) taxed++;
    }
    if (sum !== first) return false;
    if (rows.length > 1) several++;
  }
  // In one row per line, a total the same on an invoice's several lines, not each line's gross.
  return taxed >= ENOUGH_TAXED && (invoices.every((rows) => rows.length === 1) || several >= 2);
}

/**
 * Adds the Invoice_Amount to `invoice` where none is chosen and exactly one unused amount column
 * is the lines' `Amount` and `Tax` added up on every sampled invoice (and that Tax to `items`
 * where it was found by its values). One row per invoice or per line.
 */
export function findOwnTotal(
  invoice: FieldChoice[],
  items: FieldChoice[],
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
): void {
  const amount = items.find((c) => c.field === 'Amount');
  if (!layout || layout.type === 'joined' || !amount || invoice.some((c) => c.field === 'Invoice_Amount')) return;
  const used = new Set([...invoice, ...items].map((c) => c.index).concat(layout.key));
  // One row per invoice and no tax named: the column that is a rate in use of the net, as the fields derived later read it.
  const named = items.find((c) => c.field === 'Tax');
  const tax = named ?? (layout.type === 'one-row' ? findTaxOfNet(amount, profiles, used) : undefined);
  if (!tax) return;
  const invoices = invoicesOf(layout, profiles[0]?.amounts.length ?? 0);
  const net = profiles[amount.index]!;
  const taxes = profiles[tax.index]!;
  const found = profiles.filter(
    (p) =>
      !used.has(p.index) &&
      p.index !== tax.index &&
      !namesNoTotal(p.header) &&
      p.filled >= 3 &&
      p.share.amount >= 0.95 &&
      addsUp(p, net, taxes, invoices),
  );
  // Two such columns (a total and an amount due, unpaid on every row): the header decides, not infer.
  if (found.length !== 1) return;
  const total = found[0]!;
  if (!named) items.push(tax);
  invoice.push({
    scope: 'invoice',
    field: 'Invoice_Amount',
    index: total.index,
    header: total.header,
    why: `from "${total.header}": the file's own total, the lines' "${amount.header}" and "${tax.header}" added up on every invoice in the sample`,
    alternatives: [],
  });
}
