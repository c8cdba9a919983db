/**
 * Without a currency column, `mapping infer` proposes CurrencyCode as a value only where it is
 * certain: from the amounts' sign, or from a tax word only one country's exports write.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the CurrencyCode value of a file without a currency column', () => {
  // Headers of real exports: Fiken, Tripletex, Procountor, Netvisor, Fatture in Cloud, Danea.
  it.each([
    [['Bilagsnr.', 'Dato', 'Leverandør', 'MVA-sats', 'Netto', 'MVA', 'Brutto'], 'NOK'],
    [['Fakturanr', 'Beløp inkl. mva', 'Beløp eks. mva'], 'NOK'],
    [['Laskun numero', 'Toimittaja', 'ALV %', 'ALV', 'Veroton summa'], 'EUR'],
    [['Toimittaja', 'Summa', 'ALV-määrä'], 'EUR'],
    [['ID', 'Fornitore', 'P.IVA', 'Imponibile', 'IVA', 'Totale', 'Stato SDI'], 'EUR'],
    [['Numero', 'Partita IVA', 'Importo'], 'EUR'],
  ])('%j -> %s', (headers, currency) => {
    expect(proposeCurrencyValue(['1234,50', '7,00'], headers)?.spec).toBe(`{ value: ${currency} }`);
  });

  // Languages several countries write: French (FR, BE, LU, CH, CA), German (DE, AT, CH), Spanish (ES and the Americas), Danish/Swedish moms.
  it.each([
    [['Fournisseur', 'Montant HT', 'TVA', 'Montant TTC']],
    [['Lieferant', 'Netto', 'MwSt', 'Brutto']],
    [['Proveedor', 'Base imponible', 'IVA', 'Total']],
    [['Leverantör', 'Moms', 'Totalt']],
    [['Vendor', 'Amount', 'Tax']],
    // Two countries' words: no certainty.
    [['Leverandør', 'MVA', 'ALV']],
  ])('%j -> no value', (headers) => {
    expect(proposeCurrencyValue(['1234,50'], headers)).toBeUndefined();
  });

  it('an amount sign comes first', () => {
    expect(proposeCurrencyValue(['kr 12,00', '€ 3,00', '€4,00'].slice(1), ['MVA'])?.spec).toBe('{ value: EUR }');
  });
});

describe('mapping infer on a Norwegian purchase list without a currency column', () => {
  it('proposes CurrencyCode NOK, saying why', async () => {
    const rows = [['Fakturanr.', 'Leverandørnr', 'Fakturadato', 'Netto', 'MVA', 'Brutto']];
    for (let i = 0; i < 8; i++)
      rows.push([`F-${i}`, String(2001 + (i % 3)), '20.01.2024', '100,00', '25,00', '125,00']);
    const file = join(makeTempDir('currency-value'), 'kjop.csv');
    writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.CurrencyCode, yaml).toEqual({ value: 'NOK' });
    expect(yaml).toContain("MVA is Norway's VAT");
  });
});
