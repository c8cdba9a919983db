/**
 * Amounts split by VAT band where a band is written with its VAT included, as Rwanda's EBM prints
 * its reports (`Taxable Amount A-EX`, `Taxable Amount B-18%`, `Tax B-18%`, `Total Amount`): the
 * band's tax is a rate of the band less the tax on every row, so the band is gross, and the total
 * is the bands added up. The line's net is the bands less their taxes, its tax the taxes; no band
 * alone is the net, nor the total. Known by values, whatever the language. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { namesWithholding } from './names-withholding.js';
import type { ColumnProfile } from './profile-column.js';
import { TAX_WORD } from './read-tax-header.js';
import { formulaSpec, yamlScalar } from './render-proposal.js';
import type { RateColumns } from './sum-rate-columns.js';

interface Band {
  gross: ColumnProfile;
  tax: ColumnProfile;
}

const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;
/** VAT rates in hundredths of a percent that a band may carry: 1 % to 30 %. */
const LOWEST = 100n;
const HIGHEST = 3000n;
const WHOLE = 10000n;

const rateOf = (header: string) => {
  const m = RATE.exec(header);
  return m ? BigInt(Math.round(Number(m[1]!.replace(',', '.')) * 100)) : undefined;
};

/** The rate in hundredths of a percent `tax` is of `gross` less it, read off the row with the largest band. */
function impliedRate(gross: ColumnProfile, tax: ColumnProfile): bigint | undefined {
  let best = -1;
  gross.amounts.forEach((g, row) => {
    if (g !== undefined && (best < 0 || abs(g) > abs(gross.amounts[best]!))) best = row;
  });
  const g = gross.amounts[best];
  const t = tax.amounts[best];
  if (g === undefined || t === undefined || g === t) return undefined;
  return (t * 10000n * 2n + (g - t)) / ((g - t) * 2n);
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * Whether `tax` is the VAT of `gross` less it (to the file's rounding) on every filled row, on
 * three rows or more, and zero where the band is: `gross` then holds its VAT.
 */
function holdsItsTax(gross: ColumnProfile, tax: ColumnProfile): boolean {
  const named = rateOf(tax.header);
  const rate100 = named ?? impliedRate(gross, tax);
  if (rate100 === undefined || rate100 < LOWEST || rate100 > HIGHEST) return false;
  // Whole amounts are rounded to the unit, the rest to the cent.
  const values = [...gross.amounts, ...tax.amounts].filter((a): a is bigint => a !== undefined);
  const unit = values.every((a) => a % WHOLE === 0n) ? WHOLE : 100n;
  let seen = 0;
  for (let row = 0; row < gross.amounts.length; row++) {
    const g = gross.amounts[row] ?? 0n;
    const t = tax.amounts[row] ?? 0n;
    if (g === 0n) {
      if (t !== 0n) return false;
      continue;
    }
    // A tax of the band itself (not of the band less it) is an ordinary net beside its tax.
    if (t === 0n || abs(t * 10000n - (g - t) * rate100) > unit * 10000n) return false;
    seen++;
  }
  return seen >= 3;
}

const namesTax = (header: string) =>
  header
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => TAX_WORD.test(w));

/**
 * Whether the headers pair `tax` with `gross` as its band: the same rate in both (`Taxable Amount
 * B-18%`, `Tax B-18%`), or, where one names none, a tax word in the tax's header, the column right
 * after the band. Values alone are not enough: a withholding of 20 % of the net is 25 % of the net less it.
 */
function paired(gross: ColumnProfile, tax: ColumnProfile): boolean {
  const rates = [rateOf(gross.header), rateOf(tax.header)];
  if (rates[0] !== undefined && rates[1] !== undefined) return rates[0] === rates[1];
  return namesTax(tax.header) && tax.index === gross.index + 1;
}

/** The amounts of the line, and the check, where `total` is the sum of bands some of which hold their VAT. */
export function sumInclusiveBands(
  profiles: readonly ColumnProfile[],
  total: FieldChoice | undefined,
): RateColumns | undefined {
  const totalProfile = total && profiles[total.index];
  if (!totalProfile) return undefined;
  // A withholding is taken from the total, never a band's VAT nor a band.
  const amounts = profiles.filter(
    (p) => p !== totalProfile && p.filled >= 3 && p.share.amount >= 0.95 && !namesWithholding(p.header),
  );
  const bands: Band[] = [];
  for (const gross of amounts)
    for (const tax of amounts) {
      const used = bands.some((b) => [b.gross, b.tax].some((p) => p === gross || p === tax));
      if (gross !== tax && !used && paired(gross, tax) && holdsItsTax(gross, tax)) bands.push({ gross, tax });
    }
  if (bands.length === 0) return undefined;
  const parts = new Set(bands.flatMap((b) => [b.gross.index, b.tax.index]));
  const first = Math.min(...parts);
  const last = Math.max(...parts);
  // Beside the bands, an amount of no VAT (exempt, zero-rated) is a band of its own.
  const beside = amounts.filter((p) => !parts.has(p.index) && (p.index === first - 1 || p.index === last + 1));
  const rows = totalProfile.amounts.length;
  const adds = (extra: readonly ColumnProfile[]) =>
    Array.from({ length: rows }, (_, row) => row).every((row) => {
      const t = totalProfile.amounts[row];
      const sum = [...bands.map((b) => b.gross), ...extra].reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n);
      return t !== undefined && t === sum;
    });
  // An exempt band of zeros only adds up too: it is still the file's band, read first.
  const extras = [...beside.map((p) => [p]), []].find((e) => adds(e));
  if (!extras) return undefined;
  const net = [...extras, ...bands.map((b) => b.gross)].sort((a, b) => a.index - b.index);
  const taxes = bands.map((b) => b.tax).sort((a, b) => a.index - b.index);
  const less = taxes.map((p) => `- [${p.header}]`).join(' ');
  const formula = `${net.map((p) => `[${p.header}]`).join(' + ')} ${less}`;
  const inclusive = bands.map((b) => `"${b.gross.header}"`).join(', ');
  return {
    items: [
      {
        field: 'Amount',
        spec: formulaSpec(formula),
        comment: `${inclusive} include their VAT (${taxes.map((p) => `"${p.header}"`).join(', ')} is a rate of the band less it on every row): the line's net is the bands less their VAT`,
      },
      taxes.length === 1
        ? {
            field: 'Tax',
            spec: yamlScalar(taxes[0]!.header),
            comment: `the VAT of ${inclusive}`,
          }
        : {
            field: 'Tax',
            spec: formulaSpec(taxes.map((p) => `[${p.header}]`).join(' + ')),
            comment: `the VAT of ${inclusive}`,
          },
    ],
    used: [...net, ...taxes].map((p) => p.index),
    sums: [
      { field: 'Amount', headers: net.map((p) => p.header), less: taxes.map((p) => p.header) },
      { field: 'Tax', headers: taxes.map((p) => p.header) },
    ],
    sumLines: {
      kind: 'gross',
      why: `the bands ${net.map((p) => `"${p.header}"`).join(', ')} add up to "${total.header}" on every row in the sample, their VAT included`,
    },
  };
}
