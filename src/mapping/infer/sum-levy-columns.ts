/**
 * Levies charged beside VAT on the same base (Ghana's NHIL, GETFund and COVID-19 levies, India's
 * cess): each a column of its own named by its rate or as a levy. The supplier's
 * total holds them all, so a Tax of the VAT column alone posts less tax than the invoice bears.
 * Where the sample's every row shows base + levies + tax = total, Tax is their sum; where the
 * sum does not hold, Tax is proposed commented with the reason. Pure.
 */
import { foldText } from '../fold-text.js';
import type { FieldDoubt } from './choose-fields.js';
import { namesNonTaxCharge } from './names-non-tax-charge.js';
import { namesWithholding } from './names-withholding.js';
import type { ColumnProfile } from './profile-column.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';

// A levy by name (`GETFund Levy`, `Cess`, `NHIL`, `Stamp Duty`, `Ecotax`), or any charge named with its rate (`VAT (15%)`).
const LEVY_HEADER = /\b(?:lev(?:y|ies)|cess|nhil|stamp duty|droit de timbre|ecotaxe?)\b|\d(?:[.,]\d+)?\s*%/;
// A rate column (`VAT %`, `Rate`) holds percentages, not money.
const RATE_ONLY = /^(?:[\p{L} ]*%|rate|tax rate|vat rate)$/u;
// Ten-thousandths: a cent of rounding per column summed.
const CENT = 100n;

/** The one column a spec reads: a bare header, or the one bracketed header of a formula. */
export function columnOf(spec: string, profiles: readonly ColumnProfile[]): ColumnProfile | undefined {
  const plain = profiles.find((p) => yamlScalar(p.header) === spec);
  if (plain) return plain;
  const read = [...spec.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
  // A signing formula reads the document type too: the money it reads is the one amount column.
  const columns = profiles.filter((p) => read.includes(p.header) && p.share.amount >= 0.95);
  return columns.length === 1 ? columns[0] : undefined;
}

const isLevy = (p: ColumnProfile) =>
  LEVY_HEADER.test(foldText(p.header)) &&
  // A surcharge, freight or fee the total holds is charged, but is no tax (names-non-tax-charge).
  !namesNonTaxCharge(p.header) &&
  // A withholding is taken from what is paid, never charged beside VAT, whatever rate its header names.
  !namesWithholding(p.header) &&
  !RATE_ONLY.test(foldText(p.header).trim()) &&
  p.share.amount >= 0.95;

/** True when on no row the column's sign is against the tax's: a deduction (discount, withholding) is not a levy. */
function sameSignAs(levy: ColumnProfile, tax: ColumnProfile): boolean {
  return levy.amounts.every((v, row) => {
    const t = tax.amounts[row];
    if (v === undefined || v === 0n) return true;
    return t === undefined || t === 0n ? v > 0n : v > 0n === t > 0n;
  });
}

/** True when on every row with values, base + the taxes = total, to a cent a column. */
function sumsToTotal(base: ColumnProfile, taxes: readonly ColumnProfile[], total: ColumnProfile): boolean {
  let rows = 0;
  const ok = total.amounts.every((t, row) => {
    const parts = [base, ...taxes].map((p) => p.amounts[row]);
    if (t === undefined || parts.some((v) => v === undefined)) return true;
    rows++;
    const sum = parts.reduce((s, v) => s! + v!, 0n)!;
    const gap = sum > t ? sum - t : t - sum;
    return gap <= CENT * BigInt(parts.length);
  });
  return ok && rows >= 3;
}

// The rate a header names: `GST Charged at 8%`, `VAT (15 %)`, `TVSH 18%`.
const RATE_IN_HEADER = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

/**
 * True when each column is the rate its header names of `base` on every row where it is charged,
 * and at least three rows are charged: one tax at several rates, each row in the columns of its
 * rates, which the line's tax adds up whatever the total (none in a register without one).
 */
function ratesOfBase(base: ColumnProfile, taxes: readonly ColumnProfile[]): boolean {
  const rates = taxes.map((p) => RATE_IN_HEADER.exec(p.header)?.[1]);
  if (rates.some((r) => r === undefined)) return false;
  // Hundredths of a percent: 8 -> 800, 7.5 -> 750.
  const bp = rates.map((r) => BigInt(Math.round(Number(r!.replace(',', '.')) * 100)));
  let charged = 0;
  const ok = taxes.every((p, i) =>
    p.amounts.every((v, row) => {
      const b = base.amounts[row];
      if (v === undefined || v === 0n) return true;
      if (b === undefined) return false;
      charged++;
      const expected = (b * bp[i]!) / 10000n;
      const gap = v > expected ? v - expected : expected - v;
      return gap <= CENT;
    }),
  );
  return ok && charged >= 3;
}

export interface LevyTax {
  items: FieldLine[];
  doubts: FieldDoubt[];
}

/** Tax as the sum of the levies and the tax column where they share the total; a doubt where they may. */
export function sumLevyColumns(
  invoice: readonly FieldLine[],
  items: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
): LevyTax {
  const taxLine = items.find((l) => l.field === 'Tax');
  const totalLine = invoice.find((l) => l.field === 'Invoice_Amount');
  const tax = taxLine && columnOf(taxLine.spec, profiles);
  const total = totalLine && columnOf(totalLine.spec, profiles);
  if (!taxLine || !tax || !isLevy(tax)) return { items: [...items], doubts: [] };
  // A Tax that already sums columns (a VAT rate family, `[TVA 21%] + [TVA 12%]`) is not one tax beside levies.
  if (/\]\s*\+\s*\[/.test(taxLine.spec)) return { items: [...items], doubts: [] };
  // Columns another field reads (the bases of an Amount, `Bază 21%`) are named by a rate but charge none.
  const readElsewhere = [...invoice, ...items]
    .filter((l) => l !== taxLine)
    .flatMap((l) => [...l.spec.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!));
  const used = new Set([
    tax.index,
    total?.index,
    ...profiles.filter((p) => readElsewhere.includes(p.header)).map((p) => p.index),
  ]);
  const levies = profiles.filter((p) => !used.has(p.index) && isLevy(p) && sameSignAs(p, tax));
  if (levies.length === 0) return { items: [...items], doubts: [] };
  const taxes = [...levies, tax].sort((a, b) => a.index - b.index);
  const base =
    total &&
    profiles.find(
      (p) => !used.has(p.index) && !levies.includes(p) && p.share.amount >= 0.95 && sumsToTotal(p, taxes, total),
    );
  const names = taxes.map((p) => `"${p.header}"`).join(', ');
  // No total column: the line's Amount is the base the rates are charged on.
  const amountLine = items.find((l) => l.field === 'Amount');
  const net = !total && amountLine ? columnOf(amountLine.spec, profiles) : undefined;
  if (!base && net && ratesOfBase(net, taxes)) {
    const spec = formulaSpec(taxes.map((p) => `[${p.header}]`).join(' + '));
    const comment = `${names} are each the rate their header names of "${net.header}" on every row they are charged: one tax at several rates`;
    return { items: items.map((l) => (l === taxLine ? { field: l.field, spec, comment } : l)), doubts: [] };
  }
  if (!base)
    return {
      items: items.filter((l) => l !== taxLine),
      doubts: [
        {
          scope: 'items',
          field: 'Tax',
          headers: [tax.header],
          reason: `${names} are charged beside one another and the sample does not show which the total holds: Tax is all that the total holds of them`,
        },
      ],
    };
  const sum = `(${taxes.map((p) => `[${p.header}]`).join(' + ')})`;
  const column = `[${tax.header}]`;
  const spec = taxLine.spec.includes(column) ? taxLine.spec.replace(column, sum) : formulaSpec(sum.slice(1, -1));
  const comment = `${names} are all charged on "${base.header}": with it they make "${total!.header}" on every row`;
  return { items: items.map((l) => (l === taxLine ? { field: l.field, spec, comment } : l)), doubts: [] };
}
