/**
 * A kind of document told by a column that numbers credit notes: Taiwan's 進項 lists write a
 * return or allowance (format `23`) with its own number in `折讓單號` beside the invoice it
 * reduces, other ledgers a `Credit Note No.` filled only on the credit notes' rows. The kind written
 * on exactly the rows that number is filled on is the credit note's, whatever its code. Pure.
 */
import { namesCredit, type CreditTypeColumn } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';

const KIND_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} .&/'()-]{0,29}$/u;

/** The kinds a column writes on the rows `filledOn` says, and on the others. */
function kindsBy(kinds: ColumnProfile, filledOn: ColumnProfile) {
  const on = new Set<string>();
  const off = new Set<string>();
  let rows = 0;
  kinds.texts.forEach((kind, row) => {
    if (kind === undefined) return;
    if (filledOn.texts[row] === undefined) off.add(kind);
    else {
      on.add(kind);
      rows++;
    }
  });
  return { on, off, rows };
}

/** A few short kinds repeated over the rows, not a date and not an amount of many values. */
function kindColumn(p: ColumnProfile): boolean {
  if (p.filled < 3 || p.distinct < 2 || p.distinct > 12 || p.distinct * 2 > p.filled || p.share.date > 0.5)
    return false;
  return p.texts.every((t) => t === undefined || KIND_VALUE.test(t));
}

/** The column whose one kind is written on exactly the rows a credit note's number is filled on. */
export function findCreditNumberKind(profiles: readonly ColumnProfile[]): CreditTypeColumn | undefined {
  const rows = Math.max(0, ...profiles.map((p) => p.texts.length));
  for (const number of profiles) {
    // Filled on some rows only: a number every row has is the document's own.
    if (!namesCredit(number.header) || number.filled < 2 || number.filled >= rows) continue;
    for (const p of profiles) {
      if (p === number || !kindColumn(p)) continue;
      const { on, off, rows: credits } = kindsBy(p, number);
      const [kind] = on;
      if (on.size === 1 && credits >= 2 && kind !== undefined && !off.has(kind) && off.size > 0)
        return { index: p.index, header: p.header, credits: [kind] };
    }
  }
  return undefined;
}
