/**
 * Headers of a Macedonian book of incoming invoices (Книга на влезни фактури) beside the Polish and
 * Portuguese words of the same fields: the supplier's document number and its date each name their
 * field, spelled any way an export spells it.
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Број на документ', 'Invoice_Number'],
  ['Број на фактура', 'Invoice_Number'],
  ['Датум на документ', 'Invoice_Date'],
  ['Датум на фактура', 'Invoice_Date'],
  ['Numer dokumentu', 'Invoice_Number'],
  ['Data do Documento', 'Invoice_Date'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [(h) => h, (h) => h.toUpperCase(), (h) => h.replace(/ /g, '_')];

describe('header words of Macedonian purchase books', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 100);
  });
});
