/**
 * Amounts split into a column per VAT rate, as Czech, Slovak, Hungarian and Polish purchase books
 * write them (`Základ 21%`, `DPH 21%`, `Základ 12%`, `DPH 12%`, beside an exempt column and the
 * total): no one column is the line's net or tax. A rate's tax column is the one that is that rate
 * of another column of the same rate on every filled row; the line's Amount is the sum of the
 * bases (and of the one column that makes the total add up, the exempt or zero-rated amount), its
 * Tax the sum of the taxes, and the invoice amount the column equal to all of them on every row.
 * Known by values, whatever the language. Pure.
 */
import { headerKey } from './match-headers.js';
import { namesDeductibleTax } from './names-deductible-tax.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

export interface RateColumns {
  items: FieldLine[];
  invoice?: FieldLine | undefined;
  /** The columns the formulas read. */
  used: number[];
  /** Each item formula's columns (added, and `less` taken off), for signing credit notes. */
  sums: { field: string; headers: string[]; less?: string[] }[];
  sumLines?: { kind: 'gross'; why: string } | undefined;
}

// A header ending in a rate (`Základ 21%`, `ДДВ 5 %`): one band of amounts split by rate.
export const RATED = /^(.*?)\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*$/;
// The exempt or untaxed base, as purchase books head it: Croatian `Oslobođeno`, Czech `Osvobozeno`,
// Polish `Zwolnione`, Hungarian `Adómentes`, German `Steuerfrei`, Spanish `Exento`, French `Exonéré`.
export const EXEMPT =
  /(?:exempt|exento|exenta|exonere|esente|isento|oslobod|osvobozen|oprosten|zwolnion|scutit|adomentes|steuerfrei|befreit|vrijgesteld|fritagen|neoporez|nontaxable|untaxed|zerorated)/;
const CENT = 100n * 10000n;

const specOf = (headers: readonly string[]) =>
  `{ formula: '${headers
    .map((h) => `[${h}]`)
    .join(' + ')
    .replace(/'/g, "''")}' }`;

/**
 * The rows on which `tax` is `rate100` hundredths of a percent of `base` to the cent, where every
 * row on which either is filled agrees, else 0.
 */
function rowsAtRate(tax: ColumnProfile, base: ColumnProfile, rate100: bigint): number {
  let seen = 0;
  for (let row = 0; row < base.amounts.length; row++) {
    const b = base.amounts[row] ?? 0n;
    const t = tax.amounts[row] ?? 0n;
    if (b === 0n && t === 0n) continue;
    const gap = t * 10000n - b * rate100;
    if (gap > CENT || gap < -CENT) return 0;
    if (b !== 0n) seen++;
  }
  return seen;
}

const sumAt = (columns: readonly ColumnProfile[], row: number) =>
  columns.reduce((s, c) => s + (c.amounts[row] ?? 0n), 0n);

/** The Amount, Tax and invoice amount of one row per invoice whose amounts are split by rate, or undefined. */
export function sumRateColumns(
  profiles: readonly ColumnProfile[],
  taken: ReadonlySet<number>,
): RateColumns | undefined {
  const amounts = profiles.filter((p) => p.filled >= 3 && p.share.amount >= 0.95);
  // A rate's columns are the family's whether or not the sample uses the rate: blank, rare or filled.
  const ratedPool = profiles.filter((p) => p.filled === 0 || p.share.amount >= 0.95);
  const rated = ratedPool.flatMap((p) => {
    const m = RATED.exec(p.header);
    return m ? [{ p, rate100: BigInt(Math.round(Number(m[2]!.replace(',', '.')) * 100)) }] : [];
  });
  const bases: ColumnProfile[] = [];
  const taxes: ColumnProfile[] = [];
  const seen: number[] = [];
  for (const tax of rated)
    for (const base of rated) {
      const rows =
        base !== tax && base.rate100 === tax.rate100 && base.rate100 > 0n ? rowsAtRate(tax.p, base.p, base.rate100) : 0;
      if (rows === 0) continue;
      bases.push(base.p);
      taxes.push(tax.p);
      seen.push(rows);
    }
  // A rate no row of the sample uses (zeros only) is read by its headers' words, as the other rates' pairs are named.
  const words = (p: ColumnProfile) => RATED.exec(p.header)![1]!.trim().toLowerCase();
  const zero = (p: ColumnProfile) => p.amounts.every((a) => a === undefined || a === 0n);
  for (const r of rated.filter((x) => zero(x.p) && bases.length > 0)) {
    const pair = rated.find((x) => x !== r && x.rate100 === r.rate100 && zero(x.p));
    if (!pair || !bases.some((b) => words(b) === words(r.p)) || !taxes.some((t) => words(t) === words(pair.p)))
      continue;
    if (!bases.includes(r.p)) bases.push(r.p);
    if (!taxes.includes(pair.p)) taxes.push(pair.p);
    seen.push(0);
  }
  // Two rates or more: one rate's pair alone is an ordinary net and tax.
  if (new Set(bases).size < 2 || new Set([...bases, ...taxes]).size !== bases.length * 2) return undefined;
  // Some rate shown on three rows or more; a rarer rate's pair (one row at 9 %), or every rate's in a short
  // list of mostly zero-rated rows, must then make the total add up.
  if (!seen.some((n) => n > 0)) return undefined;
  const rare = seen.some((n) => n > 0 && n < 3) || !seen.some((n) => n >= 3);
  const rows = profiles[0]?.amounts.length ?? 0;
  const parts = new Set([...bases, ...taxes].map((p) => p.index));
  const others = amounts.filter((p) => !parts.has(p.index));
  // The total: the column equal on every row to the parts, with or without one more column (exempt, zero-rated).
  const fits = (total: ColumnProfile, extra: ColumnProfile | undefined) => {
    for (let row = 0; row < rows; row++) {
      const t = total.amounts[row];
      const sum = sumAt(bases, row) + sumAt(taxes, row) + (extra?.amounts[row] ?? 0n);
      if (t === undefined || t !== sum) return false;
    }
    return true;
  };
  // Beside the rate columns, an amount column of no rate is the exempt or zero-rated part: zero on many files' rows.
  const first = Math.min(...parts);
  const last = Math.max(...parts);
  // An exempt column blank in the sample is the family's too, by its name.
  const besideCandidates = profiles.filter(
    (p) =>
      !parts.has(p.index) &&
      ((p.filled > 0 && p.share.amount >= 0.95) || (p.filled === 0 && EXEMPT.test(headerKey(p.header)))),
  );
  const beside = besideCandidates.filter((o) => o.index === first - 1 || o.index === last + 1);
  const found = others.flatMap((total): { total: ColumnProfile; extra: ColumnProfile | undefined }[] => {
    const extra = beside.find((o) => o !== total && fits(total, o));
    return extra ? [{ total, extra }] : fits(total, undefined) ? [{ total, extra: undefined }] : [];
  });
  // Where two columns equal the total (an amount left to pay, unpaid on every row), the header's field decides it.
  const one = found.length === 1 ? found[0] : found.find((f) => taken.has(f.total.index));
  if (rare && !one) return undefined;
  const extra = one?.extra;
  // In the file's order, the unused rates' columns among the others.
  bases.sort((a, b) => a.index - b.index);
  taxes.sort((a, b) => a.index - b.index);
  const net = [...bases, ...(extra ? [extra] : [])];
  // A column of the input tax in total, equal to the rates' taxes on every row, is the Tax itself,
  // unless it names the VAT deducted: that equals the VAT charged only while all of it is deductible.
  const repeated = others.find(
    (o) =>
      o !== one?.total &&
      o !== extra &&
      o.amounts.some((a) => a !== undefined && a !== 0n) &&
      Array.from({ length: rows }, (_, row) => row).every((row) => o.amounts[row] === sumAt(taxes, row)),
  );
  const taxTotal = repeated && !namesDeductibleTax(repeated.header) ? repeated : undefined;
  const tax = taxTotal ? [taxTotal] : taxes;
  const why = `amounts split by VAT rate (${bases.map((b) => `"${b.header}"`).join(', ')}), each rate's tax that rate of its base`;
  return {
    items: [
      {
        field: 'Amount',
        spec: specOf(net.map((p) => p.header)),
        comment: `${why}: the line's net is their sum${extra ? ` with "${extra.header}"` : ''}`,
      },
      taxTotal
        ? {
            field: 'Tax',
            spec: yamlScalar(taxTotal.header),
            comment: `from "${taxTotal.header}": the rates' tax columns add up to it on every row`,
          }
        : { field: 'Tax', spec: specOf(taxes.map((p) => p.header)), comment: `the sum of the rates' tax columns` },
    ],
    invoice:
      one && !taken.has(one.total.index)
        ? {
            field: 'Invoice_Amount',
            spec: yamlScalar(one.total.header),
            comment: `from "${one.total.header}": the bases, their taxes${extra ? ` and "${extra.header}"` : ''} add up to it on every row`,
          }
        : undefined,
    used: [...net, ...taxes, ...(repeated ? [repeated] : [])].map((p) => p.index),
    sums: [
      { field: 'Amount', headers: net.map((p) => p.header) },
      { field: 'Tax', headers: tax.map((p) => p.header) },
    ],
    sumLines: one
      ? { kind: 'gross', why: `the rates' bases and taxes add up to "${one.total.header}" on every row in the sample` }
      : undefined,
  };
}
