/**
 * Where the values chose the supplier's number as the key of grouped rows (Jurnal's `No.
 * Referensi Supplier`) beside the book's own numbering of the same invoices (`No. Transaksi`,
 * Tagihan Pembelian #10001, #10002 ...), the book's number is the id and the key, and the
 * supplier's the Invoice_Number: the two group the rows alike, but only the book's is unique
 * across suppliers. Pure but for changing `chosen`.
 */
import type { FieldChoice } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { readOwnNumbering } from './read-own-numbering.js';
import { namesOrder } from './read-order-header.js';
import { isIdHeader } from './is-id-header.js';

/** A line's order number read from a header that names no order (`Purchase #`): the values may say it is the book's own number. */
const looseOrder = (c: FieldChoice) => c.scope === 'items' && c.field === 'PurchaseOrder' && !namesOrder(c.header);

/** True when each value of `a` goes with one value of `b` and the other way round, on every row. */
export function oneToOne(a: ColumnProfile, b: ColumnProfile): boolean {
  const pairs = new Map<string, string>();
  const back = new Map<string, string>();
  return a.texts.every((x, row) => {
    const y = b.texts[row];
    if (x === undefined || y === undefined) return false;
    if ((pairs.get(x) ?? y) !== y || (back.get(y) ?? x) !== x) return false;
    pairs.set(x, y);
    back.set(y, x);
    return true;
  });
}

/**
 * The layout keyed on the book's own number, with `chosen` changed to match, or `layout` as it was.
 * With `ordersOnly`, only a column read as a line's order by a loose match of its header is looked at.
 */
export function preferOwnKey(
  layout: LayoutChoice,
  chosen: FieldChoice[],
  profiles: readonly ColumnProfile[],
  ordersOnly = false,
): LayoutChoice {
  const idAt = chosen.findIndex((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  const id = chosen[idAt];
  if (!id || layout.type !== 'grouped' || layout.key.length !== 1 || layout.key[0] !== id.index) return layout;
  if (readOwnNumbering(profiles[id.index]!)) return layout;
  const taken = new Set(chosen.filter((c) => !looseOrder(c)).map((c) => c.index));
  const orders = new Set(chosen.filter(looseOrder).map((c) => c.index));
  // A number's header beside one that names none (`FDA No` beside `Voyage`, V2401, V2402 ...): a run of
  // values alone does not make a column the book's numbering where the key's header says it is the number.
  // A column read loosely as an order (`Inkoop`, `Purchase #`) is still weighed by its values: its header
  // words are a purchase's, not a voyage's or a job's.
  const named = isIdHeader(id.header);
  const own = profiles.find(
    (p) =>
      !taken.has(p.index) &&
      (!named || isIdHeader(p.header) || orders.has(p.index)) &&
      (!ordersOnly || orders.has(p.index)) &&
      readOwnNumbering(p) &&
      oneToOne(p, profiles[id.index]!),
  );
  if (!own) return layout;
  const run = readOwnNumbering(own)!;
  chosen[idAt] = {
    ...id,
    index: own.index,
    header: own.header,
    why: `from "${own.header}": the book's own number of each invoice (${run.first} to ${run.last} in the sample), grouping the rows as "${id.header}" does`,
    alternatives: [],
  };
  // The column is the purchase's own number, no longer a line's order.
  const order = chosen.findIndex((c) => looseOrder(c) && c.index === own.index);
  if (order >= 0) chosen.splice(order, 1);
  if (!chosen.some((c) => c.scope === 'invoice' && c.field === 'Invoice_Number'))
    chosen.push({
      ...id,
      field: 'Invoice_Number',
      why: `from "${id.header}": the supplier's number, beside "${own.header}", the book's own numbering`,
      alternatives: [],
    });
  return { ...layout, key: [own.index] };
}
