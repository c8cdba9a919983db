/**
 * A credit or debit note names the invoice it modifies, corrects or refers to in a column of its
 * own (SRI's `NUMERO_DOCUMENTO_MODIFICADO`, SII's `Factura rectificada`, CFDI's `UUID relacionado`,
 * `Original Invoice No.`). That column is blank on the invoices and repeats another document's
 * number on the notes: never this document's number or id. Pure.
 */
import { foldText } from '../fold-text.js';

/** The words of a header, lower case, accents dropped; `NumeroDocumentoModificado` split as three. */
const words = (header: string) =>
  foldText(header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// The word that turns a number into another document's: modified, corrected, referred to, original, related.
const OTHER =
  /^(?:modified|modificad[oa]|modifie|modifiee|modificat[oa]|afectad[oa]|affected|rectificad[oa]|rectifiee|rettificat[oa]|corrected|korygowanej|korrigierte[nr]?|referenced|referenciad[oa]|referenzierte[nr]?|related|relacionad[oa]|relacionat[oa]|original|originale|origine|origen|initiale|ursprungliche[nr]?|credited)$/;
// Costa Rica's `Número documento referencia`: a reference word after the document's number word.
const REFERENCE_AFTER_DOCUMENT = /^(?:documento|document|doc)$/;

/** True when the header names the number of another document than the row's own. */
export function namesOtherDocument(header: string): boolean {
  const w = words(header);
  if (w.some((x) => OTHER.test(x))) return true;
  const at = w.findIndex((x) => REFERENCE_AFTER_DOCUMENT.test(x));
  return at >= 0 && w.slice(at + 1).some((x) => /^(?:referencia|reference|referenced)$/.test(x));
}
