/** Which cell texts name a credit note on their own: whole texts only, case and accents not counting. */
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
