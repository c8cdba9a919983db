/**
 * The number on the supplier's invoice, where the column a header chose for it is a look-alike:
 * a payment reference (the Czech variable symbol, a Finnish viite, a Norwegian KID) beside the
 * document's own number (`Doklad`), the buyer's own sequence (`رقم الفاتورة` PUR-00212,
 * PUR-00213 ...) beside the supplier's reference, or a register's protocol number chosen as the
 * id beside the supplier's document number (`Prot.` beside `Num. doc.`). Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { valuesRefuse } from './check-field-values.js';
import { namesVoucherNumber } from './find-voucher-column.js';
import { ENGLISH_SUPPLIER_REFERENCE_WORDS, SUPPLIER_REFERENCE_WORDS } from './header-words/reference-words.js';
import { tableWords } from './header-words/word-table.js';
import { headerCandidates, headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import { namesInternalId } from './read-header-meaning.js';
import { readOwnNumbering, readSeriesNumbering } from './read-own-numbering.js';
import { namesPaymentReference } from './read-payment-reference.js';
import { madeFromNumber } from './read-reference-source.js';

const REFERENCE_WORDS = new Set(
  [...tableWords(SUPPLIER_REFERENCE_WORDS), ...ENGLISH_SUPPLIER_REFERENCE_WORDS].map(headerKey),
);

/**
 * A document's number as Central European and Italian books head it (`Doklad`, `Číslo dokladu`,
 * `Num. doc.`, `N. documento`, `Nr dokumentu`), besides the voucher words infer reads already.
 */
const DOCUMENT_NUMBER =
  /^(?:n|no|nr|num|numero|cislo|c|broj|br|st|stevilka)?(?:doklad|dokladu|dokl|dokument|dokumentu|dokumenta|documento|document|doc)(?:no|nr|nbr|num|number|numero|cislo|c|id)?$/;

/** The column's sampled texts, where every sampled row has one. */
function fullTexts(profile: ColumnProfile): string[] | undefined {
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  return texts.length === profile.texts.length && texts.length > 0 ? texts : undefined;
}

/**
 * The profile on the rows where `key` holds a number: a heading, subtotal or total row the sample
 * still holds (`Totale registro`, `Celkem za 1/2024`) names no invoice.
 */
function onNumberedRows(profile: ColumnProfile, key: ColumnProfile): ColumnProfile {
  const rows = key.texts.flatMap((t, row) => (t !== undefined && /\d/.test(t) ? [row] : []));
  const texts = rows.map((row) => profile.texts[row]);
  const filled = texts.filter((t) => t !== undefined);
  return {
    ...profile,
    texts,
    amounts: rows.map((row) => profile.amounts[row]),
    filled: filled.length,
    distinct: new Set(filled).size,
  };
}

/** True when the header names the number of a document: the books' voucher or the supplier's document. */
function namesDocumentNumber(header: string): boolean {
  return DOCUMENT_NUMBER.test(headerKey(header)) || namesVoucherNumber(header);
}

/**
 * How surely the header names a number the supplier gave: 3 a document number, 2 a reference, 1 a
 * header that resembles an invoice number's (`Číslo` begins `Číslo faktury`), 0 none.
 */
function supplierNumberRank(header: string): number {
  if (namesDocumentNumber(header)) return 3;
  if (REFERENCE_WORDS.has(headerKey(header))) return 2;
  return headerCandidates([header], ['invoice']).some((c) => c.field === 'Invoice_Number' && c.score >= 0.7) ? 1 : 0;
}

/** The first of the best-named columns that `fits`, where any is named for a supplier's number. */
function bestNamed(columns: readonly ColumnProfile[], fits: (p: ColumnProfile) => boolean): ColumnProfile | undefined {
  const ranked = columns.map((p) => ({ p, rank: supplierNumberRank(p.header) })).filter((r) => r.rank > 0 && fits(r.p));
  return ranked.sort((a, b) => b.rank - a.rank)[0]?.p;
}

/**
 * True when `other` names the invoices `column` names: one value of `other` for each value of
 * `column` on every sampled row, and about as many values (two suppliers' numbers may coincide).
 */
export function namesSameInvoices(column: ColumnProfile, other: ColumnProfile): boolean {
  const mine = fullTexts(column);
  const theirs = fullTexts(other);
  if (!mine || !theirs || other.distinct * 10 < column.distinct * 8) return false;
  const seen = new Map<string, string>();
  for (const [row, value] of mine.entries()) {
    if ((seen.get(value) ?? theirs[row]) !== theirs[row]) return false;
    seen.set(value, theirs[row]!);
  }
  return true;
}

/** Numbers in the suppliers' own shapes: each with a digit, in more than one shape, not one run. */
export function inSuppliersShapes(profile: ColumnProfile): boolean {
  const texts = fullTexts(profile);
  if (!texts || texts.some((t) => !/\d/.test(t)) || profile.share.amount > 0.5 || profile.share.date > 0) return false;
  return new Set(texts.map((t) => t.replace(/\d+/g, '#'))).size > 1 && !readOwnNumbering(profile);
}

function choice(field: string, profile: ColumnProfile, why: string): FieldChoice {
  return { scope: 'invoice', field, index: profile.index, header: profile.header, why, alternatives: [] };
}

/**
 * Swaps the id and the number where a header named the book's own numbering the invoice number
 * (Logo's `Fatura No`, SAF00240017, SIF00240023 ... one run under a series or two across the
 * suppliers) and the supplier's document number the id (`Belge No`, each supplier's own series):
 * the id is the book's number, the number the supplier's. True when it swapped.
 */
function swapOwnNumber(chosen: FieldChoice[], at: number, profiles: readonly ColumnProfile[]): boolean {
  const number = chosen[at]!;
  const idAt = chosen.findIndex((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  const payee = chosen.find((c) => c.scope === 'invoice' && c.field === 'PayeeId');
  if (idAt < 0 || !payee) return false;
  const id = chosen[idAt]!;
  const [own, written, supplier] = [profiles[number.index]!, profiles[id.index]!, profiles[payee.index]!];
  const run = readSeriesNumbering(own, supplier);
  // The supplier's numbers each under a series (letters), in three series or more: a number with a currency-like prefix is no amount here.
  const series = new Set(fullTexts(written)?.map((t) => t.replace(/[^\p{L}]+/gu, ' ').trim()));
  if (!run || readSeriesNumbering(written, supplier) || series.size < 3 || series.has('')) return false;
  if (!namesSameInvoices(own, written) || !namesSameInvoices(written, own)) return false;
  chosen[idAt] = choice(
    'InvoiceId',
    own,
    `from "${own.header}": the book's own number of each invoice (${run.first} to ${run.last} in the sample, one run across the suppliers), not the supplier's`,
  );
  chosen[at] = choice(
    'Invoice_Number',
    written,
    `from "${written.header}": the supplier's number, each supplier in its own series`,
  );
  return true;
}

/**
 * Moves Invoice_Number off a look-alike in `chosen` (the main table's invoice choices, changed in
 * place) onto the column that holds the supplier's number, or says why a payment reference kept it.
 */
export function chooseSupplierNumber(chosen: FieldChoice[], profiles: readonly ColumnProfile[]): void {
  const taken = new Set(chosen.map((c) => c.index));
  // The free columns, each on the rows where `key` numbers an invoice, then `key` itself on them.
  const beside = (key: ColumnProfile) => ({
    free: profiles.filter((p) => !taken.has(p.index)).map((p) => onNumberedRows(p, key)),
    key: onNumberedRows(key, key),
  });
  const at = chosen.findIndex((c) => c.scope === 'invoice' && c.field === 'Invoice_Number');
  const number = at >= 0 ? chosen[at]! : undefined;
  // A payment reference chosen for the number, or beside no number at all (`FIK`, `KID` name no field).
  const payment = number
    ? namesPaymentReference(profiles[number.index]!) && profiles[number.index]!
    : profiles.find((p) => !taken.has(p.index) && namesPaymentReference(p));
  if (payment) {
    const { free, key } = beside(payment);
    // A document number chosen as the id (`Číslo dokladu`) is also the invoice's number where the other is a payment reference.
    const id = chosen.find(
      (c) => c.field === 'InvoiceId' && namesDocumentNumber(c.header) && !namesInternalId(c.header),
    );
    if (id) free.push(onNumberedRows(profiles[id.index]!, payment));
    const fits = (p: ColumnProfile) =>
      p.index !== payment.index &&
      !namesPaymentReference(p) &&
      // A document column in one run is the book's voucher (`Doklad` in some books): the reference may be the supplier's number.
      !readOwnNumbering(p) &&
      valuesRefuse('Invoice_Number', 'text', p) === undefined &&
      namesSameInvoices(key, p);
    // Else the column the reference was made from (its digits), however it is headed (`Původní číslo`).
    const source = free.find((p) => fits(p) && madeFromNumber(key, p));
    const document = bestNamed(free, fits) ?? source;
    const why = document
      ? document === source && !bestNamed(free, fits)
        ? `from "${document.header}": the supplier's number; "${payment.header}" is the reference a payment quotes, its digits, not the number on the invoice`
        : `from "${document.header}": the document's number; "${payment.header}" is the reference a payment quotes, not the number on the invoice`
      : `${number?.why ?? ''}; "${payment.header}" is a payment reference: check it is the number on the supplier's invoice`;
    if (document) chosen.splice(number ? at : chosen.length, number ? 1 : 0, choice('Invoice_Number', document, why));
    else if (number) chosen[at] = { ...number, why };
    if (document || number) return;
  }
  if (number && swapOwnNumber(chosen, at, profiles)) return;
  if (number) {
    const { free, key } = beside(profiles[number.index]!);
    // One supplier's bills may be numbered in one run; the book's own run crosses suppliers.
    const payee = chosen.find((c) => c.field === 'PayeeId');
    const suppliers = payee ? onNumberedRows(profiles[payee.index]!, profiles[number.index]!).distinct : 0;
    const own = suppliers >= 2 ? readOwnNumbering(key) : undefined;
    const written = own && bestNamed(free, (p) => inSuppliersShapes(p) && namesSameInvoices(key, p));
    if (!own || !written) return;
    chosen[at] = choice(
      'Invoice_Number',
      written,
      `from "${written.header}": the supplier's number, in the suppliers' own shapes`,
    );
    if (!chosen.some((c) => c.field === 'InvoiceId'))
      chosen.push(
        choice(
          'InvoiceId',
          profiles[number.index]!,
          `from "${number.header}": the book's own number of each invoice (${own.first} to ${own.last} in the sample), not the supplier's`,
        ),
      );
    return;
  }
  const id = chosen.find((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  if (!id) return;
  const { free, key } = beside(profiles[id.index]!);
  if (!readOwnNumbering(key)) return;
  // Named as a document number or a supplier's reference (`Num. doc.`, `Riferimento`), not by a loose resemblance.
  const document = bestNamed(
    free,
    (p) => supplierNumberRank(p.header) >= 2 && inSuppliersShapes(p) && namesSameInvoices(key, p),
  );
  if (document)
    chosen.push(
      choice(
        'Invoice_Number',
        document,
        `from "${document.header}": the supplier's number, beside "${id.header}", the book's own numbering`,
      ),
    );
}
