/**
 * The checks on the lines' chosen columns that need the layout: an amount that repeats on every
 * line of an invoice, a description that holds the document's kind, tax far from rate x net.
 * Pure but for the two lists it is given.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { taxDoubt } from './check-sample-sums.js';
import { repeatsPerInvoice } from './compare-invoice-lines.js';
import { doubtField as doubt } from './doubt-field.js';
import { findCreditTypeColumn } from './find-credit-type-column.js';
import { readsKind } from './find-unread-type-column.js';
import { namesPurchasedGoods } from './read-kind-header.js';

// One word of three letters or more, not a code in capitals: a German compound (`Dienstleistung`) or
// a noun in a script written without spaces (`辦公用品`, office supplies).
const ONE_WORD_NOUN = /^(?=.*[\p{Ll}\p{Lo}])\p{L}{3,}$/u;

/**
 * A description column where a credit note's row says so (`Credit note - returned goods`, `Avoir
 * sur facture`) is still the lines' text when its other values name goods or services in words
 * (`Overflow room nights`, or three nouns and more: `Fachliteratur`, `廣告費`) and none names a
 * kind of document (`Invoice`, `Bill`, `FAF`); a purchase of something named (`貨品採購`, goods
 * purchased) names what was bought, not a kind.
 */
function describesGoods(profile: ColumnProfile, credits: readonly string[]): boolean {
  const others = [...new Set(profile.texts.filter((t): t is string => t !== undefined && !credits.includes(t)))];
  const inWords =
    others.some((v) => v.trim().split(/\s+/).length >= 2) ||
    (others.length >= 3 && others.every((v) => ONE_WORD_NOUN.test(v.trim())));
  return inWords && !others.some((v) => readsKind(v) && !namesPurchasedGoods(v));
}

/** Moves to the doubts each line field its column's values speak against. */
export function doubtLineColumns(
  items: FieldChoice[],
  doubts: FieldDoubt[],
  layout: LayoutChoice | undefined,
  mainProfiles: readonly ColumnProfile[],
  lineProfiles: readonly ColumnProfile[],
): void {
  const get = (field: string) => items.find((c) => c.field === field);
  // Taken before any doubt: the tax is weighed against the amount chosen, doubted or not.
  const itemAmount = get('Amount');
  // In one row per line, an amount that is the same on every line of every invoice is the invoice's, not the line's.
  if (layout?.type === 'grouped') {
    for (const field of ['Amount', 'Tax']) {
      const c = get(field);
      if (c && repeatsPerInvoice(mainProfiles[c.index]!, layout.invoiceOfRow))
        doubt(
          items,
          doubts,
          field,
          `"${c.header}" repeats one amount on every line of each invoice: an invoice total, not a line's ${field}`,
        );
    }
  }

  // A column of the document's kind, which tells the credit notes, names no line's goods or service.
  const description = get('Description');
  const kinds = description && findCreditTypeColumn(lineProfiles);
  if (
    description &&
    kinds?.index === description.index &&
    !describesGoods(lineProfiles[description.index]!, kinds.credits)
  )
    doubt(
      items,
      doubts,
      'Description',
      `"${description.header}" holds the document's kind ("${kinds.credits[0]}" marks the credit notes): not a line's text`,
    );

  // Tax must look like tax on the line amount.
  const tax = get('Tax');
  if (tax && itemAmount) {
    const rate = get('TaxRate');
    const reason = taxDoubt(
      lineProfiles[tax.index]!,
      lineProfiles[itemAmount.index]!,
      rate ? lineProfiles[rate.index] : undefined,
    );
    if (reason) doubt(items, doubts, 'Tax', reason);
  }
}
