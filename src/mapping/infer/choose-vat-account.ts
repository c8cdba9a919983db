/**
 * Which value of an account or row-type column is a journal's input VAT. Its rows are a VAT rate of
 * their vouchers' other rows, but a cost account can be that as well (a rent's common costs at
 * 25 % of the rent), and taken for the VAT it posts costs as tax and the real VAT as cost, which no
 * sum check can catch (the invoice amount is the lines' own sum). So every value that reads as a
 * rate is collected: one alone is the VAT where it stands on most vouchers; among several, only
 * rows named as VAT (`Inngående mva`, `Ingående moms`, `Vorsteuer`) tell it; else a doubt. Pure.
 */
import { atSomeRate } from './check-sample-sums.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';

export type VatAccount = { value: string } | { doubt: string; values: string[] };

/** The fewest vouchers whose rows show the rate. */
const ENOUGH = 3;
const abs = (n: bigint) => (n < 0n ? -n : n);
/** One unit of the currency, in ten-thousandths. */
const ONE = 10000n;

// Input VAT as ledgers name its account or posting text; the long words also end compounds (købsmoms, Abziehbare Vorsteuer).
const VAT_NAME = new RegExp(
  '(?:^|[^\\p{L}])(?:vat|input tax|gst|hst|alv|btw|iva|tva|ust|dph|ddv|pdv|fpa|dds|kdv|pvm|pvn|áfa|vsk|ndv|ндс|ддв|пдв)(?:$|[^\\p{L}])|(?:moms|mva|mwst|vorsteuer|käibemaks|arvonlisävero)(?:$|[^\\p{L}])',
  'iu',
);

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(' and ');

/** The vouchers on which each value's rows are a VAT rate of the others, for the values where all of them are. */
function ratedValues(
  p: ColumnProfile,
  layout: LayoutChoice,
  signed: (row: number) => bigint,
): { values: Map<string, Set<number>>; vouchers: number } {
  const values = new Map<string, Set<number>>();
  const present = new Set(layout.invoiceOfRow.filter((invoice) => !layout.partial.has(invoice)));
  for (const v of new Set(p.texts.filter((t): t is string => t !== undefined))) {
    const sums = new Map<number, { tax: bigint; lines: bigint; rounding: bigint }>();
    layout.invoiceOfRow.forEach((invoice, row) => {
      if (layout.partial.has(invoice)) return;
      const s = sums.get(invoice) ?? { tax: 0n, lines: 0n, rounding: 0n };
      if (p.texts[row] === v) s.tax += signed(row);
      else s.lines += signed(row);
      // A posting of less than one unit (Øreavrunding) rounds the total: the VAT is a rate of the rest.
      if (p.texts[row] !== v && abs(signed(row)) < ONE) s.rounding += signed(row);
      sums.set(invoice, s);
    });
    const all = [...sums];
    const taxed = all.filter(([, s]) => s.tax !== 0n);
    const rated =
      taxed.length >= ENOUGH &&
      all.every(([, s]) => s.lines !== 0n) &&
      taxed.every(
        ([, s]) =>
          s.tax > 0n === s.lines > 0n &&
          (atSomeRate(abs(s.tax), abs(s.lines)) || atSomeRate(abs(s.tax), abs(s.lines - s.rounding))),
      );
    if (rated) values.set(v, new Set(taxed.map(([invoice]) => invoice)));
  }
  return { values, vouchers: present.size };
}

/** True when, in some column, every row of `value` names input VAT. */
function namedVat(profiles: readonly ColumnProfile[], p: ColumnProfile, value: string): boolean {
  const rows = p.texts.flatMap((t, row) => (t === value ? [row] : []));
  return profiles.some((q) => rows.every((row) => VAT_NAME.test(q.texts[row] ?? '')));
}

/** The value of `p` whose rows are the vouchers' VAT, a doubt where more than one could be, or undefined where none is. */
export function chooseVatAccount(
  profiles: readonly ColumnProfile[],
  p: ColumnProfile,
  layout: LayoutChoice,
  signed: (row: number) => bigint,
): VatAccount | undefined {
  const { values, vouchers } = ratedValues(p, layout, signed);
  const rated = [...values.keys()];
  if (rated.length === 0) return undefined;
  const named = rated.filter((v) => namedVat(profiles, p, v));
  const says = `rows of "${p.header}"`;
  if (rated.length > 1 && named.length !== 1)
    return {
      doubt: `the ${quoted(rated)} ${says} are each a VAT rate of their vouchers' other rows and no text names one alone as VAT: keep the VAT account's formula`,
      values: rated,
    };
  const [value] = rated.length > 1 ? named : rated;
  const shared = rated.filter((v) => v !== value && [...values.get(v)!].some((i) => values.get(value!)!.has(i)));
  if (shared.length > 0)
    return { doubt: `the ${quoted([value!, ...shared])} ${says} share vouchers, each at a VAT rate`, values: rated };
  // A VAT account stands on most vouchers; a cost at a VAT rate of a few others' (common costs) is none.
  const on = values.get(value!)!.size;
  if (named.length === 0 && on * 2 < vouchers)
    return {
      doubt: `the "${value}" ${says} are a VAT rate of their vouchers' other rows but stand on ${on} of ${vouchers} vouchers, and no text names them VAT`,
      values: rated,
    };
  const elsewhere = [...new Set(p.texts)].filter((v) => v !== undefined && !values.has(v) && namedVat(profiles, p, v));
  if (named.length === 0 && elsewhere.length > 0)
    return {
      doubt: `the ${quoted(elsewhere as string[])} ${says} are named VAT, yet the "${value}" rows are the ones at a VAT rate of their vouchers' other rows`,
      values: rated,
    };
  return { value: value! };
}
