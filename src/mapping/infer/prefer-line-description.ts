/**
 * The line's Description where rows are grouped into invoices: of the columns that may describe it,
 * the one whose text changes from line to line within an invoice, over one that is the same on
 * every line of each invoice (Aspel COI's `Concepto de la póliza`, the voucher's text, beside
 * `Concepto del movimiento`, each row's). The same text on every line describes the invoice, not
 * the line. Pure but for changing the chosen Description.
 */
import type { FieldChoice } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';

/** True when the column's text differs between two lines of some invoice; false when every invoice of two or more lines holds one text. */
function changesWithinInvoice(column: ColumnProfile, invoiceOfRow: readonly number[]): boolean | undefined {
  const texts = new Map<number, Set<string | undefined>>();
  invoiceOfRow.forEach((invoice, row) => {
    const set = texts.get(invoice) ?? new Set();
    texts.set(invoice, set.add(column.texts[row]));
  });
  const rows = new Map<number, number>();
  for (const invoice of invoiceOfRow) rows.set(invoice, (rows.get(invoice) ?? 0) + 1);
  const multi = [...rows].filter(([, n]) => n >= 2).map(([invoice]) => invoice);
  if (multi.length < 2) return undefined;
  return multi.some((invoice) => texts.get(invoice)!.size > 1);
}

/** Changes the chosen Description to an alternative that changes within invoices, where the chosen one never does. */
export function preferLineDescription(
  chosen: FieldChoice[],
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
): void {
  if (layout?.type !== 'grouped') return;
  const description = chosen.find((c) => c.scope === 'items' && c.field === 'Description');
  if (!description || changesWithinInvoice(profiles[description.index]!, layout.invoiceOfRow) !== false) return;
  const taken = new Set(chosen.map((c) => c.index));
  const line = profiles.find(
    (p) =>
      description.alternatives.includes(p.header) &&
      !taken.has(p.index) &&
      p.share.words > 0.5 &&
      changesWithinInvoice(p, layout.invoiceOfRow) === true,
  );
  if (!line) return;
  Object.assign(description, {
    index: line.index,
    header: line.header,
    why: `from "${line.header}": its text changes from line to line of an invoice, where "${description.header}" is the same on every line`,
    alternatives: [description.header],
  });
}
