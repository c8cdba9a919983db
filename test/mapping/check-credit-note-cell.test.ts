/**
 * Which cell texts name a credit note on their own: whole texts only, case, accents and the marks
 * between words not counting, as real systems write a document type.
 */
import { describe, expect, it } from 'vitest';
import { namesCreditNote } from '../../src/mapping/check-credit-note-cell.js';

describe('namesCreditNote', () => {
  it('reads the document types of several languages as written', () => {
    for (const text of [
      'Nota de crédito',
      'NOTA DE CREDITO',
      'Credit note',
      'Credit Memo',
      'Avoir',
      "Facture d'avoir",
      'Facture d’avoir',
      'Kreditnota',
      'Nota di credito',
      'Creditnota',
      'Kreditfaktura',
      'Hyvityslasku',
      '红字发票',
      '红冲',
      ' Dobropis ',
      'Πιστωτικό τιμολόγιο',
    ])
      expect(namesCreditNote(text), text).toBe(true);
  });

  // The document types as systems write them: Azure's and Stripe's enum `CreditNote`, Google Ads'
  // `CREDIT_MEMO`, a URL or file name's `credit-note`, an OCR tool's `Credit Note`, Infor LN's
  // Japanese `貸方票` beside `借方票`, a Chinese ERP's `贷项通知单`.
  it.each([
    ['CreditNote', true],
    ['Credit Note', true],
    ['Credit note', true],
    ['CREDIT_NOTE', true],
    ['credit-note', true],
    ['creditnote', true],
    ['Credit Memo', true],
    ['CreditMemo', true],
    ['CREDIT_MEMO', true],
    ['Nota de crédito', true],
    ['NotaDeCredito', true],
    ['Nota di credito', true],
    ['Creditnota', true],
    ['Kreditnota', true],
    ['Kredit-Nota', true],
    ['Hyvityslasku', true],
    ['Avoir', true],
    ['貸方票', true],
    ['贷项通知单', true],
    ['貸項通知單', true],
    // A code alone is a country (CN China, CM Cameroon) or a registration number until a header says otherwise.
    ['CN', false],
    ['CM', false],
    ['CRN', false],
    // Go either way, or name a self-billed charge too.
    ['Gutschrift', false],
    ['Korekta', false],
    ['Storno', false],
    // Not credit notes.
    ['Invoice', false],
    ['Debit Note', false],
    ['DebitNote', false],
    ['借方票', false],
    ['Credit card', false],
    ['Credit terms', false],
    ['Credit Agricole', false],
    ['Crédit Agricole SA', false],
    ['Credit', false],
  ])('reads %j as a credit note: %s', (text, credit) => {
    expect(namesCreditNote(text)).toBe(credit);
  });

  it.each([
    ['CN', 'Doc Type', true],
    ['CM', 'Document type', true],
    ['CRN', 'Type', true],
    ['cn', 'Belegart', true],
    ['CN', 'Country', false],
    ['CM', 'Country code', false],
    ['CRN', 'Vendor', false],
    ['CN', 'Tax type', false],
    ['INV', 'Doc Type', false],
    // Units, packages and goods have kinds whose codes are CN or CM too (centimetres; a container).
    ['CM', 'Unit Type', false],
    ['CM', 'UOM Type', false],
    ['CN', 'Package Type', false],
    ['CN', 'Packaging type', false],
    ['CN', 'Container Type', false],
    ['CN', 'Product Type', false],
    ['CM', 'Service Type', false],
    ['CN', 'Freight Type', false],
    ['CM', 'Measure Type', false],
    ['CN', 'Ship Type', false],
    ['CN', 'Tipo de envase', false],
    ['CN', 'Verpackungsart', false],
    ['CN', 'Transaction type', true],
    ['CM', 'Tipo documento', true],
  ])('reads the code %j under the header %j as a credit note: %s', (text, header, credit) => {
    expect(namesCreditNote(text, header)).toBe(credit);
  });

  it('does not read a description, an invoice, or a correction that may go either way', () => {
    for (const text of [
      'credit note for INV-12 refund',
      'Avoir sur facture F-12',
      'Fatura',
      'Invoice',
      'Bill',
      'Credit',
      'Korekta',
      'Faktura korygująca',
      // A storno, in whichever language, and a German Rechnungskorrektur or Stornorechnung, go either way.
      'Storno',
      'Sztornó',
      'Stornare',
      'Factură de stornare',
      'Stornorechnung',
      'Rechnungskorrektur',
      'Helyesbítő',
      // A Gutschrift is also a self-billed invoice (§14(2) UStG), a positive charge.
      'Gutschrift',
      'NC 2025A/31',
      '',
    ])
      expect(namesCreditNote(text), text).toBe(false);
  });
});
