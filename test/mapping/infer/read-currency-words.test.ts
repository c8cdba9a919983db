/**
 * The currency areas header words name: a word another language spells the same way once accents
 * drop is no evidence of one area (Czech and Slovak write `faktury` as Polish does).
 */
import { describe, expect, it } from 'vitest';
import { wordCurrencies } from '../../../src/mapping/infer/read-currency-words.js';

const currencies = (headers: readonly string[]) => [...new Set(wordCurrencies(headers).map((e) => e.currency))];

describe('the currency areas header words name', () => {
  // Headers of Czech and Slovak books of received invoices, which Polish words once matched.
  it.each([
    [['Číslo faktúry dodávateľa']],
    [['Číslo faktury']],
    [['Datum faktury', 'Dodavatel']],
    [['Faktúry', 'Suma']],
  ])('%j names no Polish złoty', (headers) => {
    expect(currencies(headers)).not.toContain('PLN');
  });

  // Slovak spellings no other language writes: IČ DPH (Czech writes DIČ), dodávateľa, oslobodené, celkom, prijatia.
  it.each([
    [['IČ DPH']],
    [['Číslo faktúry dodávateľa']],
    [['Oslobodené']],
    [['Celkom']],
    [['Dátum prijatia']],
    [['Číslo dokladu', 'Dátum dodania', 'Dodávateľ', 'IČO', 'IČ DPH', 'Základ 20 %', 'DPH 20 %', 'Spolu']],
  ])('%j names the euro (Slovakia)', (headers) => {
    expect(currencies(headers)).toEqual(['EUR']);
  });

  // Polish headers as Polish books write them still name the złoty.
  it.each([
    [['Numer faktury']],
    [['Nr faktury', 'Kontrahent']],
    [['Data faktury']],
    [['Wartość faktury']],
    [['NIP dostawcy', 'Kwota netto']],
  ])('%j names the Polish złoty', (headers) => {
    expect(currencies(headers)).toEqual(['PLN']);
  });

  // Czech words stay Czech.
  it.each([[['Celkem']], [['DUZP', 'Číslo faktury']]])('%j names the koruna', (headers) => {
    expect(currencies(headers)).toEqual(['CZK']);
  });

  // Turkmen is written in Turkmenistan only; Azerbaijani (hesab-faktura) and Uzbek (hisob-faktura) are not it.
  it.each([[['GBÜS-siz bahasy', 'GBÜS', 'Jemi']], [['Üpjün ediji']], [['Hasap-faktura belgisi']]])(
    '%j names the manat (Turkmenistan)',
    (headers) => {
      expect(currencies(headers)).toEqual(['TMT']);
    },
  );
  it.each([[['Hesab-faktura nömrəsi']], [['Hisob-faktura raqami']]])('%j names no manat of Turkmenistan', (headers) => {
    expect(currencies(headers)).not.toContain('TMT');
  });

  // GST is written in Australia, New Zealand, Singapore, Canada and India alike: only India's own words name the rupee.
  it.each([[['Value ex GST', 'GST', 'Value inc GST']], [['Amount incGST']], [['Less GST', 'Plus GST']]])(
    '%j names no rupee',
    (headers) => {
      expect(currencies(headers)).not.toContain('INR');
    },
  );

  it.each([[['CGST Amount']], [['SGST/UTGST']], [['Supplier GSTIN']], [['Integrated Tax (IGST)']]])(
    '%j names the rupee',
    (headers) => {
      expect(currencies(headers)).toEqual(['INR']);
    },
  );

  it.each([
    [['Grower ABN']],
    [['Payee ABN']],
    [['ABN']],
    [['Supplier ABN']],
    [['Value excl. TCT', 'TCT (7%)', 'Value incl. TCT']],
  ])('%j names the Australian dollar', (headers) => {
    expect(currencies(headers)).toEqual(['AUD']);
  });
});
