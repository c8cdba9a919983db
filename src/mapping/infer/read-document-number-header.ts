/**
 * A header that names an invoice's number by its words where no alias lists the phrase: a number
 * word before the invoice's name (`Número del DTE`, `No. Faktur Pemasok`, `Nro. Factura`) or after
 * it (`Tax Invoice / EFD Receipt Number`). The names are of the document a supplier issues
 * (invoice, bill, receipt, factura, faktur, a Guatemalan DTE, a Uruguayan CFE), never a voucher,
 * an authorization or a transaction, whose numbers are the books' or the portal's. Pure.
 */
import { foldText } from '../fold-text.js';
import { normalizeHeader } from '../field-catalog.js';

const NUMBER = '(?:numero|nro|num|no|nr|nomor|numer|broj|cislo)';
const DOCUMENT = '(?:invoice|bill|receipt|factura|fatura|facture|fattura|faktur|dte|cfe)';

// A number word, an article (de, del, da, do, du), then the document: `numerodeldte`, `nofakturpemasok`.
const NUMBER_FIRST = new RegExp(`^${NUMBER}(?:de|del|da|do|du|des)?${DOCUMENT}`);
// The document, anything, then a number word closing the header: `taxinvoiceefdreceiptnumber`, `receiptno`.
const NUMBER_LAST = new RegExp(`${DOCUMENT}[a-z]*(?:number|numero|no|nr|nro)$`);

/** True when `header` names the number of the invoice by its words. */
export function namesInvoiceNumber(header: string): boolean {
  // As match-headers compares headers, without importing it (it imports this).
  const key = normalizeHeader(foldText(header).replace(/[ºª]/g, ''));
  return NUMBER_FIRST.test(key) || NUMBER_LAST.test(key);
}
