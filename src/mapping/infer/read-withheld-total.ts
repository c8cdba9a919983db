/**
 * One row per invoice whose total is after a discount and, on a Mexican CFDI, the taxes the buyer
 * withholds (`Total` = `Subtotal` - `Descuento` + `IVA` - `IVA Retenido` - `ISR Retenido`, as the
 * SAT's CFDI standard defines the document's total): the net and the tax alone do not make it, so
 * both were left in doubt. Where on every row the net less the discounts plus the tax less the
 * withholdings is the total, the line's Amount is the net less the discounts and its Tax the tax
 * less what is withheld: the lines then add up to the document. Elsewhere a total after a
 * withholding is what is paid, not the invoice (the supplier's own total is before it), so
 * withholdings count only where the rows are CFDIs (RFCs beside folios fiscales); a discount counts anywhere.
 * Known by values; the headers only say which columns are discounts and withholdings. Pure.
 */
import { foldText } from '../fold-text.js';
import type { FieldDoubt } from './choose-fields.js';
import { namesWithholding } from './names-withholding.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// Ten-thousandths: a cent of rounding per column added.
const CENT = 100n;
/** The fewest rows that make the evidence. */
const ENOUGH_ROWS = 3;
// A discount or rebate taken off the net, by the header's first word: English, Spanish, Portuguese, German, French, Italian, Dutch.
const DISCOUNT =
  /^(?:discount|discounts|rebate|descuento|descuentos|desconto|descontos|bonificacion|bonificaciones|rabatt|remise|remises|sconto|sconti|korting)$/;

// Mexico's RFC by its header, and the folio fiscal, the UUID the SAT stamps on every CFDI.
const RFC_HEADER = /^rfc(?:[^\p{L}]|$)/u;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** True when the rows are CFDIs: a column of RFCs beside one of folios fiscales, a UUID on every filled row. */
function holdsCfdis(profiles: readonly ColumnProfile[]): boolean {
  const uuids = (p: ColumnProfile) => {
    const ids = p.texts.filter((t): t is string => t !== undefined);
    return ids.length >= 3 && ids.every((t) => UUID.test(t));
  };
  return profiles.some((p) => RFC_HEADER.test(foldText(p.header).trim())) && profiles.some(uuids);
}

// A VAT's name among a withholding header's words (`IVA Retenido`, `VAT withheld`): income tax (ISR) is no VAT.
const VAT_WORD = /^(?:iva|vat|gst|igv|itbms|itbis|tva|mwst|btw|ppn|kdv|hst)$/;
const namesVat = (header: string) =>
  foldText(header)
    .split(/[^\p{L}]+/u)
    .some((w) => VAT_WORD.test(w));

/** True when `tax` less `off` is below 0 on a row: a Tax no invoice carries. */
function goesNegative(tax: ColumnProfile, off: readonly ColumnProfile[]): boolean {
  return tax.amounts.some((t, row) => (t ?? 0n) - off.reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n) < 0n);
}

/**
 * The doubt on a Tax that only takes the total where it takes off a withholding that is no VAT, or
 * where it would go below 0: the formula commented, for the user to decide.
 */
function withheldDoubt(money: MoneyLines, tax: ColumnProfile, withheld: readonly ColumnProfile[]): MoneyLines {
  const income = withheld.filter((p) => !namesVat(p.header)).map((p) => `"${p.header}"`);
  const reason =
    income.length > 0
      ? `makes the total, but ${income.join(', ')} is income tax withheld, not VAT`
      : 'makes the total, but goes below 0 on a row';
  const doubt: FieldDoubt = { scope: 'items', field: 'Tax', headers: [], spec: less(tax, withheld), reason };
  return { ...money, doubts: [...money.doubts.filter((d) => !(d.scope === 'items' && d.field === 'Tax')), doubt] };
}

const namesDiscount = (header: string) =>
  DISCOUNT.test(
    foldText(header)
      .split(/[^\p{L}]+/u)
      .find(Boolean) ?? '',
  );

/** The one column a field reads, from its line or from its doubt of one column. */
function columnRead(money: MoneyLines, field: string, profiles: readonly ColumnProfile[]): ColumnProfile | undefined {
  const doubt = money.doubts.find((d) => d.scope === 'items' && d.field === field);
  // A doubt shows its one column as a header, or as the spec it writes in their place.
  const doubted = doubt?.headers.length === 1 ? yamlScalar(doubt.headers[0]!) : doubt?.spec;
  const spec = money.items.find((l) => l.field === field)?.spec ?? doubted;
  return profiles.find((p) => p.share.amount >= 0.95 && yamlScalar(p.header) === spec);
}

const nonZero = (p: ColumnProfile) => p.amounts.some((a) => a !== undefined && a !== 0n);

/** True when on every row with a total, net - off + tax - withheld is it, on three rows or more. */
function makesTotal(total: ColumnProfile, adds: readonly ColumnProfile[], takes: readonly ColumnProfile[]): boolean {
  const columns = BigInt(adds.length + takes.length);
  let rows = 0;
  for (let row = 0; row < total.amounts.length; row++) {
    const t = total.amounts[row];
    if (t === undefined) continue;
    const sum = (ps: readonly ColumnProfile[]) => ps.reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n);
    const gap = t - sum(adds) + sum(takes);
    if (gap > CENT * columns || gap < -CENT * columns) return false;
    rows++;
  }
  return rows >= ENOUGH_ROWS;
}

const less = (first: ColumnProfile, off: readonly ColumnProfile[]) =>
  off.length === 0 ? yamlScalar(first.header) : formulaSpec([first, ...off].map((p) => `[${p.header}]`).join(' - '));

/** The line's Amount: the net less the discounts. */
const netLine = (net: ColumnProfile, discounts: readonly ColumnProfile[], why: string): FieldLine => ({
  field: 'Amount',
  spec: less(net, discounts),
  comment: discounts.length > 0 ? `the net less the discount: ${why}` : `from "${net.header}": ${why}`,
});

/** Amount and Tax net of the discounts and the withholdings, where with them the lines make the total on every row. */
export function readWithheldTotal(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const totalSpec = money.invoice.find((l) => l.field === 'Invoice_Amount')?.spec;
  const total = profiles.find((p) => p.share.amount >= 0.95 && yamlScalar(p.header) === totalSpec);
  const net = columnRead(money, 'Amount', profiles);
  const tax = columnRead(money, 'Tax', profiles);
  if (!total || !net || !tax || new Set([total, net, tax]).size !== 3) return money;
  const read = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  const free = profiles.filter(
    (p) => ![total, net, tax].includes(p) && !read.has(yamlScalar(p.header)) && p.share.amount >= 0.95 && nonZero(p),
  );
  // Written as positive amounts taken off; one written negative is none of these.
  const positive = (p: ColumnProfile) => p.amounts.every((a) => a === undefined || a >= 0n);
  const discounts = free.filter((p) => namesDiscount(p.header) && positive(p));
  const named = free.filter((p) => namesWithholding(p.header) && !discounts.includes(p) && positive(p));
  const cfdiWithheld = holdsCfdis(profiles) ? named : [];
  // Only VAT withheld comes off the Tax, and only where the Tax stays 0 or more on every row.
  const withheld = cfdiWithheld.filter((p) => namesVat(p.header));
  const safe = withheld.length === cfdiWithheld.length && !goesNegative(tax, withheld);
  if (discounts.length + cfdiWithheld.length === 0) return money;
  if (!safe || !makesTotal(total, [net, tax], [...discounts, ...withheld])) {
    if (cfdiWithheld.length === 0 || !makesTotal(total, [net, tax], [...discounts, ...cfdiWithheld])) return money;
    // The Tax is left to the user; the line's net less its discount is as sure as when the Tax is proposed.
    const doubted = withheldDoubt(money, tax, cfdiWithheld);
    if (discounts.length === 0) return doubted;
    const all = [...discounts, ...cfdiWithheld].map((p) => `"${p.header}"`).join(', ');
    const amount = netLine(
      net,
      discounts,
      `"${net.header}" and "${tax.header}" less ${all} make "${total.header}" on every row`,
    );
    return {
      ...doubted,
      items: inCatalogOrder('items', [...doubted.items.filter((l) => l.field !== 'Amount'), amount]),
      doubts: doubted.doubts.filter((d) => !(d.scope === 'items' && d.field === 'Amount')),
    };
  }
  const off = [...discounts, ...withheld].map((p) => `"${p.header}"`).join(', ');
  const why = `"${net.header}" and "${tax.header}" less ${off} make "${total.header}" on every row`;
  const lines: FieldLine[] = [
    netLine(net, discounts, why),
    {
      field: 'Tax',
      spec: less(tax, withheld),
      comment:
        withheld.length > 0
          ? `the tax less what the buyer withholds, as a CFDI's total is (RFCs and folios fiscales): ${why}`
          : `from "${tax.header}": ${why}`,
    },
  ];
  const settled = (d: FieldDoubt) => d.scope === 'items' && (d.field === 'Amount' || d.field === 'Tax');
  return {
    invoice: money.invoice,
    items: inCatalogOrder('items', [...money.items.filter((l) => l.field !== 'Amount' && l.field !== 'Tax'), ...lines]),
    doubts: money.doubts.filter((d) => !settled(d)),
    sumLines: { kind: 'gross', why: `${why} in the sample` },
  };
}
