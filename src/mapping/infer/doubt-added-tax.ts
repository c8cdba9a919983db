/**
 * A second tax charged on top of the first in its own column: Indonesia's PPnBM (luxury-goods tax)
 * beside PPN, India's cess beside GST, Peru's ISC (excise) beside IGV, Pakistan's extra or further
 * tax beside sales tax, an excise duty beside VAT (Aksiz, Акциз), Mongolia's city tax (НХАТ) beside
 * НӨАТ. The tax column alone then misses part of the
 * invoice's tax: the Tax is written commented out with the reason, left for the user. Pure but for
 * the lists it is given.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine } from './render-proposal.js';
import { doubtItemsLine } from './doubt-field.js';

// Azerbaijani `Aksiz` and Russian `Акциз` are excise; Mongolia's НХАТ the capital city's tax beside НӨАТ.
const ADDED_WORD = /^(?:ppnbm|cess|excise|isc|icbper|luxury|aksiz|акциз|нхат)$/;
const ADDED_PHRASE = /(?:extra|further|additional)tax/;

/** True when the header names a tax charged besides the main one. */
function namesAddedTax(header: string): boolean {
  const lower = header.toLowerCase();
  const words = lower.split(/[^\p{L}\p{N}]+/u);
  return words.some((w) => ADDED_WORD.test(w)) || ADDED_PHRASE.test(words.join(''));
}

/** Moves the items' Tax to the doubts where an added tax column stands beside it and the Tax does not read it. */
export function doubtAddedTax(items: FieldLine[], doubts: FieldDoubt[], profiles: readonly ColumnProfile[]): void {
  const spec = items.find((l) => l.field === 'Tax')?.spec;
  if (spec === undefined) return;
  const added = profiles.filter(
    (p) => p.share.amount >= 0.95 && namesAddedTax(p.header) && spec !== p.header && !spec.includes(`[${p.header}]`),
  );
  if (added.length === 0) return;
  doubtItemsLine(
    items,
    doubts,
    'Tax',
    `${added.map((p) => `"${p.header}"`).join(' and ')} is a tax charged besides it: the line's Tax may be their sum; nothing in the sample proves which the books post`,
  );
}
