/**
 * Sub-total rows found by their values: a row led by a label whose every number is the sum of the
 * same column over the rows since the last heading or total, or over every row above (a grand
 * total). Whatever the label's words (`Sous-total achats de biens`, `Subtotaal inkopen`, a
 * language infer has no word for), a row that adds up the rows above it is no invoice of its own.
 * Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { parseAmountText } from '../parse-amount-text.js';

const SCALE = 6;

/** The amount as a whole number of millionths, read with either decimal mark; undefined when it is no amount. */
function unitsOf(text: string, decimal: '.' | ','): bigint | undefined {
  const parsed = parseAmountText(text, { decimalSeparator: decimal, thousandsSeparator: decimal === ',' ? '.' : ',' });
  if (!parsed.ok) return undefined;
  const [whole = '0', part = ''] = parsed.text.replace('-', '').split('.');
  if (part.length > SCALE) return undefined;
  const units = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(part.padEnd(SCALE, '0') || '0');
  return parsed.text.startsWith('-') ? -units : units;
}

const filled = (row: SheetRow) => row.cells.flatMap((c, i) => (c && cellText(c).trim() !== '' ? [i] : []));

/** True when every number on `row` after its label sums the same column of `above`, read with `decimal`. */
function sumsWith(row: SheetRow, above: readonly SheetRow[], decimal: '.' | ','): boolean {
  const numbers = filled(row).slice(1);
  if (numbers.length === 0) return false;
  return numbers.every((i) => {
    const total = unitsOf(cellText(row.cells[i]).trim(), decimal);
    if (total === undefined) return false;
    let sum = 0n;
    for (const r of above) {
      const text = cellText(r.cells[i]).trim();
      const units = text === '' ? 0n : unitsOf(text, decimal);
      if (units === undefined) return false;
      sum += units;
    }
    return sum === total;
  });
}

/** A label first (text with letters and no digit: no id), and some of the `width` columns left blank. */
function isLabelled(row: SheetRow, width: number): boolean {
  const cells = filled(row);
  const first = row.cells[cells[0] ?? 0];
  if (first?.kind !== 'text' || cells.length >= width) return false;
  return /\p{L}/u.test(first.text) && !/\d/.test(first.text);
}

/**
 * The indexes of `rows` (of a table `width` headers wide) that sum the data rows above them,
 * `isData` telling the rows a sum may add. Two rows at least are summed, so a lone invoice
 * repeated as its own total is not mistaken for one.
 */
export function findSumRows(rows: readonly SheetRow[], width: number, isData: (index: number) => boolean): Set<number> {
  const found = new Set<number>();
  rows.forEach((row, i) => {
    if (!isData(i) || !isLabelled(row, width)) return;
    const above: SheetRow[] = [];
    for (let j = i - 1; j >= 0 && isData(j) && !found.has(j); j--) above.push(rows[j]!);
    // A grand total sums every data row above it, across the sub-totals.
    const all = rows.slice(0, i).filter((_, j) => isData(j) && !found.has(j));
    const sums = (group: readonly SheetRow[]) =>
      group.length >= 2 && (sumsWith(row, group, '.') || sumsWith(row, group, ','));
    if (sums(above) || sums(all)) found.add(i);
  });
  return found;
}
