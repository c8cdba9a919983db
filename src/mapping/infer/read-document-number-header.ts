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

// What else a number in an invoice list counts: a batch, a line, a voucher, a transaction, an
// authorization or approval, in English, Spanish, Portuguese, French, Italian and German.
const OTHER_WORD =
  /^(?:batch|line|voucher|transaction|txn|authorization|authorisation|approval|lote|lot|linea|ligne|riga|transaccion|transacao|transazione|autorizacion|autorizacao|autorisation|autorizzazione|stapel|zeile|transaktion)$/;
const NUMBER_WORD = /^(?:no|nr|nro|num|number|numero|nummer|n|#)$/;
// German writes them into one word with the number: `Stapelnummer`, `Rechnungszeilennummer`.
const OTHER_COMPOUND = /(?:stapel|zeilen|transaktions|autorisierungs)(?:nummer|nr)$/;

/** True when `header` names the number of a batch, a line, a voucher, a transaction or an authorization. */
export function namesOtherNumber(header: string): boolean {
  const words = foldText(header)
    .toLowerCase()
    .split(/[^a-z0-9#]+/);
  // A number word too: `Transaction Reference` may be the supplier's reference, not the books' count.
  const counted = words.some((w) => NUMBER_WORD.test(w));
  return (counted && words.some((w) => OTHER_WORD.test(w))) || OTHER_COMPOUND.test(normalizeHeader(foldText(header)));
}

/** True when `header` names the number of the invoice by its words. */
export function namesInvoiceNumber(header: string): boolean {
  // As match-headers compares headers, without importing it (it imports this).
  const key = normalizeHeader(foldText(header).replace(/[ºª]/g, ''));
  // `Invoice Batch No` is the batch's number, whatever document it names.
  return (NUMBER_FIRST.test(key) || NUMBER_LAST.test(key)) && !namesOtherNumber(header);
}
