/**
 * Some exports leave a document's total blank on a few rows (Ecuador's SRI on some credit notes),
 * where the document still has its value before tax and its tax: the total is then their sum.
 * Where every row with all three shows total = net + tax, the total is proposed with that
 * fallback; otherwise a total blank on some rows is no proposal of its own, but a doubt saying so.
 * One row per invoice only: in a grouped export the total is blank on the lines after the first
 * by design. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** The one money column a line reads: named bare, or the one amount in brackets of its formula. */
function moneyColumn(line: FieldLine | undefined, profiles: readonly ColumnProfile[]): ColumnProfile | undefined {
  if (!line) return undefined;
  const read = profiles.filter((p) => line.spec === yamlScalar(p.header) || line.spec.includes(`[${p.header}]`));
  const money = read.filter((p) => p.filled > 0 && p.share.amount >= 0.9);
  return money.length === 1 ? money[0] : undefined;
}

const formulaOf = (spec: string) => /^\{ formula: '(.*)' \}$/.exec(spec)?.[1];

/** The invoice's lines with a total blank on some rows given its fallback, or moved to `doubts`. */
export function fillBlankTotal(
  invoice: FieldLine[],
  items: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
  doubts: FieldDoubt[],
): FieldLine[] {
  const at = invoice.findIndex((l) => l.field === 'Invoice_Amount');
  const line = invoice[at];
  const total = moneyColumn(line, profiles);
  if (!line || !total) return invoice;
  const rows = total.texts.length;
  const blank = total.texts.flatMap((t, i) => (t === undefined ? [i] : []));
  if (blank.length === 0 || blank.length === rows) return invoice;
  const net = moneyColumn(
    items.find((l) => l.field === 'Amount'),
    profiles,
  );
  const tax = moneyColumn(
    items.find((l) => l.field === 'Tax'),
    profiles,
  );
  const both = (i: number) => net?.amounts[i] !== undefined && tax?.amounts[i] !== undefined;
  const full = total.amounts.flatMap((a, i) => (a !== undefined && both(i) ? [i] : []));
  const sums =
    net !== undefined &&
    tax !== undefined &&
    blank.every(both) &&
    // Three rows at least, and no fewer than the blank ones: two sums that hold may be chance.
    full.length >= Math.max(3, blank.length) &&
    full.every((i) => total.amounts[i] === net.amounts[i]! + tax.amounts[i]!);
  const where = `"${total.header}" is blank on ${blank.length} of ${rows} sampled rows`;
  if (!sums) {
    const reason = `${where}, and the rows do not show what those documents total: map a formula that gives them one`;
    doubts.push({ scope: 'invoice', field: 'Invoice_Amount', headers: [total.header], spec: line.spec, reason });
    return invoice.filter((_, i) => i !== at);
  }
  const fallback = `IF(ISBLANK([${total.header}]), [${net.header}] + [${tax.header}], [${total.header}])`;
  const formula = formulaOf(line.spec);
  const spec = `{ formula: '${formula === undefined ? fallback : formula.split(`[${total.header}]`).join(fallback)}' }`;
  const comment = `${line.comment}; ${where}: there "${net.header}" + "${tax.header}", as on every row where all three are filled`;
  return invoice.map((l, i) => (i === at ? { ...l, spec, comment } : l));
}
