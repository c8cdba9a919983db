/**
 * One row per invoice where no column was read as its amount, because the headers name a tax infer
 * has no word for (Tonga's consumption tax `Value Excl. CT`, `CT 15%`, `Value Incl. CT`): three
 * columns of amounts where the first and the second make the third on every row, the second at
 * most 30 % of the first and not zero on most rows, are the net, its tax and the total. Known by
 * values alone; a column already mapped to another field takes no part, and a file that tells kinds
 * of documents apart is left as it is unless the total carries the credit notes' sign. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';
import { findCreditTypeColumn, findPrefixCreditColumn } from './find-credit-type-column.js';
import { findCreditNumberKind } from './find-credit-number-kind.js';
import { findUnreadTypeColumn } from './find-unread-type-column.js';
import { signedByKind } from './read-signed-kinds.js';
import { writingOf } from './sign-credit-notes.js';

// Ten-thousandths: a cent of rounding.
const CENT = 100n;
export const abs = (v: bigint) => (v < 0n ? -v : v);

/** True when net + tax is the total on every row, the tax not zero on most rows and a tax's share of the net. */
export function addsUp(net: ColumnProfile, tax: ColumnProfile, total: ColumnProfile): boolean {
  let rows = 0;
  let taxed = 0;
  for (let row = 0; row < total.amounts.length; row++) {
    const n = net.amounts[row];
    const t = tax.amounts[row];
    const g = total.amounts[row];
    if (n === undefined && t === undefined && g === undefined) continue;
    if (n === undefined || t === undefined || g === undefined) return false;
    // A tax is at most 30 % of its net (Hungary's 27 % the highest VAT): a paid part and a balance are not.
    if (abs(n + t - g) > CENT || abs(t) * 10n > abs(n) * 3n || n === 0n) return false;
    rows++;
    if (t !== 0n) taxed++;
  }
  return rows >= 3 && taxed * 2 > rows;
}

// A discount, a freight or another charge sits between a net and a total as a tax does; by its name it is not one.
const NOT_TAX =
  /discount|rebate|allowance|freight|shipping|shipment|delivery|carriage|postage|handling|charge|fee|rabatt|skonto|fracht|versand|remise|frais|descuento|env[ií]o|flete|sconto|spedizione|trasporto|korting|verzending|desconto|frete/i;

/**
 * Why the column between the net and the total is no tax, or undefined when it may be one: a tax
 * has the total's sign (a credit note's negative with it) and one rate of the net, rounded to a
 * tenth of a percent as rates are set (15 %, 7.7 %, 5.5 %), on most taxed rows, or a few rates
 * each on several rows (a reduced rate beside the standard one). A discount is negative beside a
 * positive total, and freight is no share of the net, so its rate differs from row to row.
 */
export function notTaxWhy(net: ColumnProfile, tax: ColumnProfile, total: ColumnProfile): string | undefined {
  if (NOT_TAX.test(tax.header)) return `its header names no tax`;
  const rates = new Map<bigint, number>();
  for (let row = 0; row < total.amounts.length; row++) {
    const n = net.amounts[row];
    const t = tax.amounts[row];
    const g = total.amounts[row];
    if (n === undefined || t === undefined || g === undefined || t === 0n) continue;
    if ((t < 0n && g > 0n) || (t > 0n && g < 0n)) return `it has the other sign than the total on some rows`;
    // Tenths of a percent, rounded half up.
    const tenths = (abs(t) * 2000n) / abs(n);
    const rate = (tenths + 1n) / 2n;
    rates.set(rate, (rates.get(rate) ?? 0) + 1);
  }
  const taxed = [...rates.values()].reduce((a, b) => a + b, 0);
  const most = Math.max(0, ...rates.values());
  const few = rates.size <= 3 && rates.size * 2 <= taxed;
  if (most * 2 > taxed || few) return undefined;
  return `it is no one rate of the net (${rates.size} rates on ${taxed} rows)`;
}

/**
 * True when a column tells kinds of documents apart and the total is not signed by it: a credit
 * note among them may be written unsigned, which the sum alone cannot tell; such files keep their
 * money fields for the user. Where every credit note's total is negative, the sign is written.
 */
export function unsignedKinds(profiles: readonly ColumnProfile[], total: ColumnProfile): boolean {
  const credit = findCreditTypeColumn(profiles) ?? findPrefixCreditColumn(profiles) ?? findCreditNumberKind(profiles);
  if (credit) return writingOf(credit, profiles[credit.index]!, total) !== 'signed';
  const unread = findUnreadTypeColumn(profiles);
  return unread !== undefined && !signedByKind(unread, profiles[unread.index]!, total);
}

/**
 * The net, tax and total by their sum, where no field reads an amount yet. In rows grouped into
 * invoices (`grouped`) the three are each line's: the invoice's total is its lines' added up.
 */
export function findMoneyBySum(money: MoneyLines, profiles: readonly ColumnProfile[], grouped = false): MoneyLines {
  const has = (lines: readonly FieldLine[], field: string) => lines.some((l) => l.field === field);
  if (has(money.invoice, 'Invoice_Amount') || has(money.items, 'Amount') || has(money.items, 'Tax')) return money;
  const read = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  // A header written twice names no one column (a mapping reads such columns by letter).
  const once = (p: ColumnProfile) => profiles.filter((q) => q.header === p.header).length === 1;
  const settled = (d: FieldDoubt) =>
    (d.scope === 'invoice' && d.field === 'Invoice_Amount') ||
    (d.scope === 'items' && (d.field === 'Amount' || d.field === 'Tax'));
  const free = profiles.filter((p) => p.share.amount >= 0.95 && once(p) && !read.has(yamlScalar(p.header)));
  let doubted: FieldDoubt[] | undefined;
  for (const net of free)
    for (const tax of free)
      for (const total of free) {
        if (net === tax || tax === total || net === total || !addsUp(net, tax, total)) continue;
        if (unsignedKinds(profiles, total)) return money;
        const why = `"${net.header}" and "${tax.header}" make "${total.header}" on every row`;
        const notTax = notTaxWhy(net, tax, total);
        if (notTax) {
          // Another three may still be the money; these are left for the user to judge.
          const reason = `${why}, but "${tax.header}" may be no tax: ${notTax}`;
          doubted ??= [
            { scope: 'invoice', field: 'Invoice_Amount', headers: [total.header], reason },
            { scope: 'items', field: 'Amount', headers: [net.header], reason },
            { scope: 'items', field: 'Tax', headers: [tax.header], reason },
          ];
          continue;
        }
        const invoiceTotal = grouped
          ? { field: 'Invoice_Amount', spec: LINES_TOTAL, comment: `the lines' net and tax added up: ${why}` }
          : { field: 'Invoice_Amount', spec: yamlScalar(total.header), comment: `the total: ${why}` };
        return {
          invoice: inCatalogOrder('invoice', [...money.invoice, invoiceTotal]),
          items: inCatalogOrder('items', [
            ...money.items,
            { field: 'Amount', spec: yamlScalar(net.header), comment: `the net: ${why}` },
            { field: 'Tax', spec: yamlScalar(tax.header), comment: `the tax: ${why}` },
          ]),
          doubts: money.doubts.filter((d) => !settled(d)),
          sumLines: grouped ? money.sumLines : { kind: 'gross', why: `${why} in the sample` },
        };
      }
  if (doubted) return { ...money, doubts: [...money.doubts.filter((d) => !settled(d)), ...doubted] };
  return money;
}
