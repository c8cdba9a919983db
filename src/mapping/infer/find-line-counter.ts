/**
 * A column that numbers each invoice's lines by a step of its own (Lawson's `Dist Seq` 10, 20, 30):
 * in rows grouped into invoices, whole numbers that start again with each invoice at their step
 * and climb by it on each of its lines. Such a column is the invoice's own line numbering, which a
 * sequence (1, 2, 3) would not reproduce. A count by one numbers the lines as the sequence does (and
 * may count a voucher's rows that are skipped), so the sequence stays; a column that may be a
 * quantity or a code (restarting at another value, or not by one step) is none, nor a count
 * starting past its step, which numbers rows the sample left out (a voucher's supplier side). Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** The fewest invoices of two lines or more that make the evidence. */
const ENOUGH_INVOICES = 2;

/** Each row's whole number, or undefined where one is no count. */
const counts = (p: ColumnProfile) => p.texts.map((t) => (t !== undefined && /^\d{1,6}$/.test(t) ? Number(t) : NaN));

/** True when the column counts each invoice's lines from one first value by one step. */
function numbersLines(p: ColumnProfile, invoiceOfRow: readonly number[]): boolean {
  const values = counts(p);
  if (values.length === 0 || values.length !== invoiceOfRow.length || values.some(Number.isNaN)) return false;
  const first = values[0]!;
  let step: number | undefined;
  let several = 0;
  for (let row = 0; row < values.length; row++) {
    const starts = row === 0 || invoiceOfRow[row] !== invoiceOfRow[row - 1];
    if (starts) {
      if (values[row] !== first) return false;
      continue;
    }
    const gap = values[row]! - values[row - 1]!;
    step ??= gap;
    if (gap !== step || step <= 0) return false;
    // The second line of an invoice: one more invoice of several lines.
    if (invoiceOfRow[row - 2] !== invoiceOfRow[row]) several++;
  }
  // Counted from its step: a count starting higher numbers rows the file left out (a voucher's supplier side).
  // A step of 1 numbers the lines as a sequence does, and may count a voucher's rows (skipped ones too): the sequence stays.
  return step !== undefined && step > 1 && first === step && several >= ENOUGH_INVOICES;
}

/** The Line_Number read from the one column that counts each invoice's lines, where rows are grouped. */
export function findLineCounter(
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
  taken: ReadonlySet<number>,
): FieldLine | undefined {
  if (layout?.type !== 'grouped') return undefined;
  const fits = profiles.filter((p) => !taken.has(p.index) && numbersLines(p, layout.invoiceOfRow));
  if (fits.length !== 1) return undefined;
  const { header } = fits[0]!;
  return {
    field: 'Line_Number',
    spec: yamlScalar(header),
    comment: `"${header}" numbers each invoice's lines, starting again with each invoice`,
  };
}

/** A line number left in doubt by its header is settled where its values count each invoice's lines. */
export function dropCountedLineDoubt(doubts: FieldDoubt[], items: readonly FieldLine[]): void {
  const counted = items.find((l) => l.field === 'Line_Number')?.spec;
  const settled = (d: FieldDoubt) =>
    d.field === 'Line_Number' && d.headers.length === 1 && yamlScalar(d.headers[0]!) === counted;
  doubts.splice(0, doubts.length, ...doubts.filter((d) => !settled(d)));
}
