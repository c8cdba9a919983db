/**
 * A row that says it is a credit note (a cell whose whole text is `Nota de crédito`, `Credit memo`,
 * `CreditNote`, `Avoir`, `Dobropis`, `红字发票`...; credit-note-names.ts) while its Invoice_Amount is positive: the credit note would be
 * posted as a charge. A mapping written from a month without credit notes reads the amount unsigned
 * and goes on doing so (trial inferuser3's e-Fatura: `NC 2025A/31` posted as +799.50). Any cell of
 * the row counts, read by the mapping or not: the document type is most often a column the mapping
 * leaves out. Only a whole cell counts: `credit note for INV-12 refund` is a description. On an invoice
 * of several rows, only a column that names a credit note on every row that fills it in counts. Pure.
 */
import { parseScaled } from '../invoice/decimal-amount.js';
import { cellText, columnLetter, type SheetRow } from '../sheets/sheet-row.js';
import type { Candidate } from './build-candidate.js';
import { CREDIT_NOTE_CODES, CREDIT_NOTE_NAMES, foldDocumentType } from './credit-note-names.js';
import { namesDocumentKind } from './infer/read-kind-header.js';
import { originAt } from './map-record.js';
import type { Problem } from './mapped-invoice.js';

/**
 * Corrections that go either way (up or down), read by their stem in every language alike: a storno
 * (`Storno`, `Sztornó`, `Stornare`, `Factură de stornare`, `Stornorechnung`) or a corrective
 * invoice (`Korekta`, `Faktura korygująca`, `Helyesbítő`, `Rechnungskorrektur`). A positive amount
 * beside them is no mistake.
 */
const EITHER_WAY = ['storn', 'sztorn', 'korekt', 'korygujac', 'helyesbit', 'korrektur'];

/**
 * Names of a credit note that name a charge too. A German `Gutschrift` is a credit note in most
 * systems but also the self-billed invoice of §14(2) UStG, a positive charge the customer writes
 * for its supplier: infer still reads it as a credit, the check does not. German systems have no
 * word left that names only a credit note (their corrections above go either way).
 */
const ALSO_A_CHARGE = new Set(['gutschrift']);

const goesEitherWay = (name: string): boolean => EITHER_WAY.some((stem) => name.includes(stem));

// Infer's names of a credit note, but for those that may name a charge.
const NAMES = new Set(
  CREDIT_NOTE_NAMES.map(foldDocumentType).filter((name) => !goesEitherWay(name) && !ALSO_A_CHARGE.has(name)),
);
const CODES = new Set(CREDIT_NOTE_CODES.map(foldDocumentType));

/**
 * Kinds of a thing that is not the document, whose codes are also `CN` or `CM`: a unit of measure
 * (`CM`, centimetres), a package (`CN`, a container in UN/ECE Recommendation 21), a product, service,
 * freight or shipment type. A whole column of such codes would otherwise make every invoice of a file
 * a "credit note" to be looked at.
 */
const NOT_A_DOCUMENT_KIND =
  /(?:unit|uom|measure|pack|container|product|service|freight|ship|material|article|envase|embalaje|einheit|verpackung|emballage|mesure)/;

/** A header naming the kind of the document itself (`Doc Type`, `Belegart`), under which a code names a credit note. */
const namesOwnKind = (header: string): boolean =>
  namesDocumentKind(header) && !NOT_A_DOCUMENT_KIND.test(foldDocumentType(header));

/**
 * Whether a cell's whole text names a credit note (`Credit note`, `CreditNote`, `CREDIT_MEMO`); a
 * code (`CN`, `CM`) only under a header naming a document's kind (`Doc Type`).
 */
export function namesCreditNote(text: string, header?: string): boolean {
  const name = foldDocumentType(text);
  return NAMES.has(name) || (CODES.has(name) && header !== undefined && namesOwnKind(header));
}

/**
 * @param rows the invoice's rows on its sheet, header first: in a grouped layout the document type
 *   may be written on any line of the invoice, not only on the first
 * @param headers the sheet's headers by column, for the message
 * @returns a problem at the first credit-note cell, or undefined
 */
export function creditNoteCellProblem(
  rows: readonly SheetRow[],
  candidate: Candidate,
  headers: readonly string[] | undefined,
): Problem | undefined {
  const amount = candidate.record.fields.Invoice_Amount;
  const scaled = amount === undefined ? undefined : parseScaled(amount);
  if (scaled === undefined || scaled <= 0n) return undefined;
  const names = (cell: SheetRow['cells'][number], index: number) =>
    cell !== undefined && cell !== null && namesCreditNote(cellText(cell), headers?.[index]);
  // A column of the document type says it on every line that fills it in; a description column
  // naming a credit note on one line among others is a deduction line of an invoice.
  const isType = (index: number) =>
    rows.every((each) => {
      const cell = each.cells[index];
      return cell === undefined || cell === null || cellText(cell).trim() === '' || names(cell, index);
    });
  const typeCell = (each: SheetRow) => each.cells.findIndex((cell, index) => names(cell, index) && isType(index));
  const row = rows.find((each) => typeCell(each) >= 0);
  if (row === undefined) return undefined;
  const index = typeCell(row);
  const word = cellText(row.cells[index]).trim();
  const column = headers?.[index]?.trim() || columnLetter(index);
  const origin = originAt(candidate.record, 'Invoice_Amount').origin;
  const written = origin?.raw ?? amount;
  const from = origin?.column ? ` (column ${origin.column})` : '';
  const sign = origin?.column
    ? `Invoice_Amount: { formula: 'IF([${column}] = "${word}", -1, 1) * [${origin.column}]' }, and the lines' amounts alike`
    : `a formula that gives Invoice_Amount a minus where ${column} is "${word}"`;
  return {
    file: row.file,
    sheet: row.sheet,
    row: row.row,
    column,
    field: 'Invoice_Amount',
    value: word,
    message:
      `the row says ${word} but Invoice_Amount reads ${written}${from}: if this row is a credit note, it is posted ` +
      `negative: sign the amount by this column (${sign}); if it is a charge, set checks: { creditWords: false } ` +
      `in the mapping to post it as written`,
  };
}
