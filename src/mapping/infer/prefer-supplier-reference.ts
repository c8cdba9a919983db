/**
 * A buyer's book heads two references of one invoice: its own (`Réf. facture`, `Ref`, `Referencia`)
 * and the supplier's (`Réf. fournisseur`, `Supplier Ref`, `Referencia proveedor`, `Vendor Invoice
 * No`). The supplier's is the number printed on the invoice, the book's own the invoice's identity
 * in the book. Pure but for changing `chosen`.
 */
import { foldText } from '../fold-text.js';
import type { FieldChoice } from './choose-fields.js';
import { valuesRefuse } from './check-field-values.js';
import { namesSameInvoices } from './choose-supplier-number.js';
import type { ColumnProfile } from './profile-column.js';
import { readOwnNumbering, readSeriesNumbering } from './read-own-numbering.js';

/** The words of a header, lower case, accents dropped. */
const words = (header: string) =>
  foldText(header)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// The supplier, as buyers' books in English, French, Spanish, Portuguese, Italian, German, Dutch and the Nordic languages name it.
const PARTY =
  /^(?:suppliers?|vendors?|fournisseurs?|frs|proveedor(?:es)?|fornecedor(?:es)?|fornitore|fornitori|lieferant(?:en)?|leverancier|leverandor|leverantor|creditor|kreditor)$/;
// A reference or an invoice's number: the word alone (`Ref`) or the invoice word of `Vendor Invoice No`.
const REFERENCE =
  /^(?:ref|reference|references|referencia|referencia|referenz|riferimento|rif|referentie|kenmerk|referens|referanse)$/;
const INVOICE = /^(?:invoice|facture|factura|fatura|fattura|rechnung|faktura|bill)$/;
// German writes the two as one word: `Lieferantenreferenz`, `Lieferantenrechnungsnummer`.
const COMPOUND = /^(?:lieferanten?|kreditoren?)(?:referenz|rechnung|beleg)/;

const namesParty = (w: readonly string[]) => w.some((x) => PARTY.test(x) || COMPOUND.test(x));
const namesReference = (w: readonly string[]) => w.some((x) => REFERENCE.test(x) || INVOICE.test(x));

/** True when the header names the supplier's reference or number of an invoice, not the supplier's own code. */
export function namesSupplierReference(header: string): boolean {
  const w = words(header);
  return w.some((x) => COMPOUND.test(x)) || (namesParty(w) && w.some((x) => REFERENCE.test(x) || INVOICE.test(x)));
}

/** True when the header names a reference of the book's own, with no word of the supplier. */
export function namesOwnReference(header: string): boolean {
  const w = words(header);
  return namesReference(w) && !namesParty(w);
}

/**
 * The chosen id where its values number the invoices in the book's one run across the suppliers
 * (AC240001 ... AV240007, a series or two): the book's numbering, whatever its header.
 */
function bookNumberingId(chosen: readonly FieldChoice[], profiles: readonly ColumnProfile[]): ColumnProfile[] {
  const id = chosen.find((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  const payee = chosen.find((c) => c.scope === 'invoice' && c.field === 'PayeeId');
  const profile = id && profiles[id.index];
  if (!profile || !payee) return [];
  return readOwnNumbering(profile) || readSeriesNumbering(profile, profiles[payee.index]!) ? [profile] : [];
}

/**
 * Moves Invoice_Number from the book's own reference onto the supplier's, where both name the same
 * invoices; the own reference becomes the id where none was chosen. True when it moved.
 */
export function preferSupplierReference(chosen: FieldChoice[], profiles: readonly ColumnProfile[]): boolean {
  const at = chosen.findIndex((c) => c.scope === 'invoice' && c.field === 'Invoice_Number');
  const number = chosen[at];
  if (number && !namesOwnReference(number.header)) return false;
  const taken = new Set(chosen.map((c) => c.index));
  const supplierOf = (own: ColumnProfile) =>
    profiles.find(
      (p) =>
        !taken.has(p.index) &&
        p.index !== own.index &&
        namesSupplierReference(p.header) &&
        // Numbered in one run across suppliers, it is the book's own numbering whatever its header says.
        !readOwnNumbering(p) &&
        valuesRefuse('Invoice_Number', 'text', p) === undefined &&
        namesSameInvoices(own, p) &&
        p.texts.some((t, row) => t !== own.texts[row]),
    );
  // The own reference chosen as the number, or, where no column was, a free one, or the id where its values are the book's numbering.
  const owns = number
    ? [profiles[number.index]!]
    : [
        ...profiles.filter((p) => !taken.has(p.index) && namesOwnReference(p.header) && p.distinct > 1),
        ...bookNumberingId(chosen, profiles),
      ];
  const own = owns.find((o) => supplierOf(o));
  const supplier = own && supplierOf(own);
  if (!own || !supplier) return false;
  const line = (field: string, p: ColumnProfile, why: string): FieldChoice => ({
    scope: 'invoice',
    field,
    index: p.index,
    header: p.header,
    why,
    alternatives: [],
  });
  const written = line(
    'Invoice_Number',
    supplier,
    `from "${supplier.header}": the supplier's reference, beside "${own.header}", the book's own`,
  );
  if (number) chosen[at] = written;
  else chosen.push(written);
  if (!chosen.some((c) => c.scope === 'invoice' && c.field === 'InvoiceId'))
    chosen.push(
      line(
        'InvoiceId',
        own,
        `from "${own.header}": the book's own reference of each invoice, beside the supplier's "${supplier.header}"`,
      ),
    );
  return true;
}
