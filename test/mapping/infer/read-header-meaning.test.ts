/**
 * What a header says beyond its field, as exports in English and the six other languages infer
 * reads write it: an amount after payments, an internal id, a party's name.
 */
import { describe, expect, it } from 'vitest';
import { namesInternalId, namesPartyName, namesSettledAmount } from '../../../src/mapping/infer/read-header-meaning.js';

describe('namesSettledAmount', () => {
  it.each([
    'Amount Due',
    'TOTALDUE',
    'Balance Due',
    'Open Balance',
    'Amount Outstanding',
    'Amount Paid',
    'Remaining Amount',
    'Payment Amount',
    'Restbetrag',
    'Offener Betrag',
    'Saldo',
    'Solde',
    'Montant restant',
    'Reste à payer',
    'Openstaand bedrag',
    'Importe pendiente',
    'Kvar att betala',
    'Restbelopp',
    'Utestående',
    'Importo residuo',
    'Betalt belopp',
    'Amount settled',
    'Unsettled Amount',
  ])('"%s" names an amount after payments', (header) => {
    expect(namesSettledAmount(header)).toBe(true);
  });

  it.each([
    'Amount',
    'Total',
    'TOTALENTERED',
    'Invoice Amount',
    'Gross Amount',
    'Net',
    'Tax',
    'Subtotal',
    'Rechnungsbetrag',
    'Bruttobetrag',
    'Montant TTC',
    'Montant HT',
    'Factuurbedrag',
    'Importe total',
    'Fakturabelopp',
    'Importo totale',
    'Belopp',
    'Totaal',
  ])('"%s" names an amount as invoiced', (header) => {
    expect(namesSettledAmount(header)).toBe(false);
  });
});

describe('namesInternalId', () => {
  it.each([
    'Beleg-ID',
    'Bill ID',
    'Invoice ID',
    'RecordId',
    'ID',
    'GUID',
    'Record No.',
    'interne Nummer',
    'System Key',
    // The id word first, the owner after it, as Russian and Ukrainian exports write it.
    'ID документа',
    'ID документу',
    'UUID документа',
    'GUID счета',
    // An upload or registration index counts the system's messages: a refused invoice sent again gets a new one.
    'Index încărcare',
    'Index incarcare',
    'Upload index',
    'Índice de carga',
    'Indeks przesłania',
    'Upload No.',
  ])('"%s" is an internal id', (header) => {
    expect(namesInternalId(header)).toBe(true);
  });

  it.each([
    'Belegnummer',
    'Invoice Number',
    'Invoice No.',
    'Rechnungsnr.',
    'N° facture',
    'Factuurnummer',
    'Amount Paid',
    'Номер документа',
    'Identificador fiscal',
    'Număr',
    'Número de factura',
    'Import Date',
  ])('"%s" is not', (header) => {
    expect(namesInternalId(header)).toBe(false);
  });
});

describe('namesPartyName', () => {
  it.each([
    'Vendor Name',
    'Crediteurnaam',
    'Nom fournisseur',
    'Nombre proveedor',
    'Lieferantenname',
    'Leverantörsnamn',
  ])('"%s" names a name', (header) => {
    expect(namesPartyName(header)).toBe(true);
  });

  it.each(['Vendor No.', 'Vendor Code', 'Supplier ID', 'Kreditor', 'Leverantörsnummer', 'Number'])(
    '"%s" does not',
    (header) => {
      expect(namesPartyName(header)).toBe(false);
    },
  );
});
