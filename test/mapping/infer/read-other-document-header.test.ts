/**
 * A column naming another document's number (the invoice a credit note modifies, corrects or
 * refers to) is filled on the credit notes alone and repeats the number of a document elsewhere in
 * the file: it is never this document's number or id, whatever language and case writes it. Each
 * header is as a real export writes it; the property draws the header styles exports use.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';

/** Headers of the number of another document: the one a credit or debit note modifies, corrects or refers to. */
const OTHER_DOCUMENT: readonly (readonly string[])[] = [
  ['numero', 'documento', 'modificado'], // SRI Ecuador
  ['nro', 'doc', 'modificado'], // SUNAT Peru
  ['numero', 'documento', 'afectado'],
  ['factura', 'rectificada'], // Spain's SII
  ['numero', 'factura', 'rectificada'],
  ['original', 'invoice', 'number'],
  ['original', 'document', 'no'],
  ['related', 'document', 'number'],
  ['referenced', 'invoice', 'number'],
  ['uuid', 'relacionado'], // Mexico's CFDI
  ['chave', 'nfe', 'referenciada'], // Brazil
  ['numero', 'documento', 'referencia'], // Costa Rica's InformacionReferencia
  ['numer', 'faktury', 'korygowanej'], // Poland
  ['numero', 'facture', 'origine'],
  ['n', 'facture', 'initiale'],
  ['numero', 'fattura', 'originale'],
  ['original', 'rechnungsnummer'],
];

/** Headers of this document's own number, which must keep their match. */
const OWN_DOCUMENT: readonly (readonly [readonly string[], string])[] = [
  [['numero', 'documento'], 'Invoice_Number'],
  [['invoice', 'number'], 'Invoice_Number'],
  [['factura'], 'Invoice_Number'],
  [['document', 'no'], 'Invoice_Number'],
  [['invoice', 'id'], 'InvoiceId'],
];

/** The ways exports write a header of several words. */
const STYLES: readonly ((w: readonly string[]) => string)[] = [
  (w) => w.join('_').toUpperCase(),
  (w) => w.map((x) => x[0]!.toUpperCase() + x.slice(1)).join(' '),
  (w) => w.map((x) => x[0]!.toUpperCase() + x.slice(1)).join(''),
  (w) => w.join(' '),
];

const keyFields = (header: string) =>
  headerCandidates([header])
    .filter((c) => c.scope === 'invoice' && (c.field === 'InvoiceId' || c.field === 'Invoice_Number'))
    .map((c) => c.field);

describe('a header naming another document', () => {
  it('is never offered as the invoice number or id, in any style', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OTHER_DOCUMENT), fc.constantFrom(...STYLES), (words, style) => {
        expect(keyFields(style(words))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves a header of the document's own number matched as before", () => {
    fc.assert(
      fc.property(fc.constantFrom(...OWN_DOCUMENT), fc.constantFrom(...STYLES), ([words, field], style) => {
        expect(keyFields(style(words))).toContain(field);
      }),
    );
  });
});
