/**
 * One row per invoice of a contractor's pay application (Procore's and AIA G702-style exports):
 * the work of the period, the retainage the buyer holds back from it, and the amount due now. The
 * invoice amount infer read by its header may be the work before the retainage; where on every row
 * a free column is that amount less a column named for the retainage, the invoice is the amount
 * due: the retainage is paid on a later release, invoiced then. Known by the values; the header
 * only says that the column taken off is a retainage and no payment, discount or tax. Pure.
 */
import { foldText } from '../fold-text.js';
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { namesRetainage } from './names-retainage.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// Ten-thousandths: a cent of rounding.
const CENT = 100n;
/** The fewest rows with a retainage that make the evidence. */
const ENOUGH_ROWS = 3;

// AIA G702's "Less Previous Certificates for Payment", "Previously Billed", "Prior Applications".
const EARLIER = /\b(?:previous|previously|prior|earlier)\b/;

/** True when the header names what earlier applications were certified or billed. */
const namesEarlier = (header: string) => EARLIER.test(foldText(header).toLowerCase());

/** True when `less` is `whole` less `off` on every row with a value, `off` not zero on three rows or more. */
function isLess(whole: ColumnProfile, off: ColumnProfile, less: ColumnProfile): boolean {
  let held = 0;
  for (let row = 0; row < whole.amounts.length; row++) {
    const [w, o, l] = [whole.amounts[row], off.amounts[row] ?? 0n, less.amounts[row]];
    if (w === undefined && l === undefined) continue;
    if (w === undefined || l === undefined) return false;
    const gap = w - o - l;
    if (gap > CENT || gap < -CENT) return false;
    if (o !== 0n) held++;
  }
  return held >= ENOUGH_ROWS;
}

/**
 * True when the lines read are a net and a tax that make `whole` on every row: under a GST or VAT
 * the tax invoice shows the full price and the tax on it, and a retention is withheld from the
 * payment (the ATO's progress claims), so the amount after it is what is paid, not the invoice.
 */
function taxedInFull(money: MoneyLines, whole: ColumnProfile, profiles: readonly ColumnProfile[]): boolean {
  const column = (field: string) => {
    const spec = money.items.find((l) => l.field === field)?.spec;
    return profiles.find((p) => p !== whole && yamlScalar(p.header) === spec);
  };
  const [net, tax] = [column('Amount'), column('Tax')];
  return net !== undefined && tax !== undefined && isLess(whole, tax, net);
}

/**
 * The invoice amount and the one line's as the amount due after the retainage, where the values show
 * it; read again from there, as AIA G702 takes the work to date less its retainage, then less the
 * earlier certificates, to what this application asks for.
 */
export function readRetainedTotal(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  let read = money;
  for (let step = 0; step < 3; step++) {
    const next = readOneStep(read, profiles);
    if (next === read) break;
    read = next;
  }
  return read;
}

function readOneStep(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const totalSpec = money.invoice.find((l) => l.field === 'Invoice_Amount')?.spec;
  const whole = profiles.find((p) => p.share.amount >= 0.95 && yamlScalar(p.header) === totalSpec);
  if (!whole || taxedInFull(money, whole, profiles)) return money;
  const taken = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  const free = profiles.filter((p) => p !== whole && p.share.amount >= 0.95 && !taken.has(yamlScalar(p.header)));
  const retained = free.filter((p) => namesRetainage(p.header) || namesEarlier(p.header));
  const fits = retained.flatMap((off) =>
    free.filter((p) => p !== off && isLess(whole, off, p)).map((due) => ({ off, due })),
  );
  if (fits.length !== 1) return money;
  const { off, due } = fits[0]!;
  const why = namesRetainage(off.header)
    ? `the retainage "${off.header}": the amount due now, the retainage invoiced on its release`
    : `"${off.header}": the amount due now, the earlier applications certified already`;
  const comment = `"${due.header}" is "${whole.header}" less ${why} on every row`;
  const swap = (l: FieldLine): FieldLine =>
    (l.field === 'Invoice_Amount' || l.field === 'Amount') && l.spec === totalSpec
      ? { field: l.field, spec: yamlScalar(due.header), comment }
      : l;
  const settled = (d: FieldDoubt) =>
    (d.field === 'Invoice_Amount' || d.field === 'Amount') &&
    (d.headers.includes(due.header) || d.headers.includes(whole.header));
  // The one line's amount left in doubt on the work before the retainage is the amount due too.
  const doubtedLine = money.doubts.some((d) => d.scope === 'items' && d.field === 'Amount' && settled(d));
  const line: FieldLine[] =
    money.items.some((l) => l.field === 'Amount') || !doubtedLine
      ? []
      : [{ field: 'Amount', spec: yamlScalar(due.header), comment }];
  const items = inCatalogOrder('items', [...money.items.map(swap), ...line]);
  const dueLine = items.some((l) => l.field === 'Amount' && l.spec === yamlScalar(due.header));
  return {
    invoice: money.invoice.map(swap),
    items,
    doubts: money.doubts.filter((d) => !settled(d)),
    sumLines:
      money.sumLines ??
      (dueLine ? { kind: 'gross', why: 'the one line is the amount due, as the invoice' } : undefined),
  };
}
