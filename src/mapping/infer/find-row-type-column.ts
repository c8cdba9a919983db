/**
 * A column of row types beside the lines (Coupa's `Line Type`, FBDI's `LINE_TYPE_LOOKUP_CODE`,
 * Ariba's `Line Category`, Sage X3's `Type ligne`): tax, freight, discount or payment rows among
 * item rows mean a row's amount is not always a line's net. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

// A line's tax as a row type, in the languages infer reads (Cegid's and Sage X3's `TVA` rows).
const TAX_WORDS =
  'tax|taxes|vat|gst|hst|pst|sales tax|use tax|tva|taxe|mwst|ust|umsatzsteuer|vorsteuer|steuer|btw|moms|mva|alv|iva|impuesto|imposta';
// Freight, discounts and other charges as row types, English and the other languages'.
const CHARGE_WORDS =
  'withholding tax|shipping|freight|delivery|handling|shipping and handling|misc|miscellaneous|discount|payment|prepayment|rounding|port|frais de port|remise|escompte|fracht|versand|rabatt|skonto|vracht|korting|frakt|porte|envío|envio|descuento|trasporto|sconto';
/** Row types written by procure-to-pay and ERP exports; the charge kinds among them make a type column. */
const ROW_TYPES = new RegExp(
  `^(?:item|items|material|goods|service|services|line|good|product|g\\/l account|account|expense|charge|charges|fee|article|articles|prestation|artikel|leistung|artículo|articulo|articolo|servizio|${TAX_WORDS}|${CHARGE_WORDS})$`,
);
const CHARGES = new RegExp(`^(?:${TAX_WORDS}|${CHARGE_WORDS})$`);
/** Row types that carry a line's tax (withholding is deducted, not a line's tax). */
export const TAX_TYPES = new RegExp(`^(?:${TAX_WORDS})$`);

/** True when a value is a row type infer reads: an item, a tax, a freight or another charge. */
export const namesRowType = (value: string) => ROW_TYPES.test(value.toLowerCase());

export interface RowTypeColumn {
  index: number;
  header: string;
  /** The charge kinds found, as written: `Tax`, `Shipping`. */
  charges: string[];
}

/** A column of at most a dozen values, all row types, at least one of them a charge (tax, freight...). */
export function findRowTypeColumn(profiles: readonly ColumnProfile[]): RowTypeColumn | undefined {
  for (const p of profiles) {
    if (p.filled < 3 || p.distinct > 12) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    // One value throughout (a tax code column of `MVA`) says nothing about the rows' kinds.
    if (values.length < 2 || !values.every((v) => ROW_TYPES.test(v.toLowerCase()))) continue;
    const charges = values.filter((v) => CHARGES.test(v.toLowerCase()));
    if (charges.length > 0) return { index: p.index, header: p.header, charges };
  }
  return undefined;
}
