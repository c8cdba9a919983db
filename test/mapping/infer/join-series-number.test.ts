/**
 * A document number counted within a series written beside it (`Σειρά` and `Αριθμός`, `Serie` and
 * `Número`) repeats from one series to the next: infer proposes the invoice's number as both, and
 * never the number alone as the id. A column of codes beside the number that names no series
 * leaves the number as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown> };

/** Twelve documents: the series cycles over `codes`, and the number restarts in each series. */
function register(seriesHeader: string, numberHeader: string, codes: readonly string[], prefix = ''): string {
  const rows = [['Date', seriesHeader, numberHeader, 'Supplier', 'Total']];
  for (let i = 0; i < 12; i++)
    rows.push([
      `${String(2 + i).padStart(2, '0')}.03.2024`,
      codes[i % codes.length]!,
      `${prefix}${101 + Math.floor(i / codes.length)}`,
      `Supplier ${['Alpha', 'Beta', 'Gamma', 'Delta'][i % 4]}`,
      `${1200 + i * 37},50`,
    ]);
  const file = join(makeTempDir('series-number'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

// [series header, number header, series codes], as registers in each language write them.
const SERIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Σειρά', 'Αριθμός', ['Α', 'ΤΔΑ', 'Β']],
  ['Serie', 'Número', ['A', 'B']],
  ['Série', 'Numéro', ['FA', 'FB', 'FC']],
  ['Серия', 'Номер', ['АБ', 'ВГ']],
  ['Series', 'Invoice No.', ['INV', 'SRV']],
  ['Seria', 'Numer', ['FV', 'FS']],
  // The series named with the document it is of: Lithuania's i.SAF, English, Spanish, Polish, Romanian.
  ['Sąskaitos serija', 'Sąskaitos numeris', ['AB', 'KLT']],
  ['Invoice Series', 'Invoice No.', ['INV', 'SRV']],
  ['Serie factura', 'Número factura', ['A', 'R']],
  ['Seria faktury', 'Numer faktury', ['FV', 'FK']],
  ['Serie factură', 'Număr factură', ['BV', 'CJ']],
  // Azerbaijan's e-qaimə and Armenia's e-invoice print the series apart from the number.
  ['Seriya', 'Nömrə', ['MT24A', 'MT24B']],
  ['Սերիա', 'Համար', ['ԱԱ', 'ԲԲ']],
];

// Vietnam's e-invoices print the symbol (Ký hiệu) apart from the number it counts.
const SYMBOLS: readonly (readonly [string, string, readonly string[]])[] = [
  ['Ký hiệu hóa đơn', 'Số hóa đơn', ['C24TAA', 'C24TBB', 'K24TAB']],
  ['Ký hiệu', 'Số hóa đơn', ['C24TAA', 'C24TBB']],
];

// [point of sale or prefix header, number header, codes]: each numbers its own documents.
const SALES_POINTS: readonly (readonly [string, string, readonly string[]])[] = [
  ['Pto. Venta', 'Número', ['00003', '00004']],
  ['Punto de Venta', 'Número', ['0001', '0002', '0005']],
  ['Pto. Vta.', 'Número', ['00012', '00002']],
  ['Prefijo', 'Número', ['FE', 'SETT']],
  ['Prefix', 'Invoice No.', ['INV', 'CRN']],
];

describe('mapping infer and a number counted within a series', () => {
  it.each(SALES_POINTS)('proposes "%s" and "%s" joined as the number, and in the id', async (point, number, codes) => {
    const yaml = await inferMapping(register(point, number, codes));
    const invoice = mapped(yaml).invoice ?? {};
    expect(invoice.Invoice_Number, yaml).toEqual({ template: `{${point}}-{${number}}` });
    expect(JSON.stringify(invoice.InvoiceId ?? `{${point}}`), yaml).toContain(`{${point}}`);
  });

  it.each(SERIES)('proposes "%s" and "%s" together as the invoice number', async (series, number, codes) => {
    const yaml = await inferMapping(register(series, number, codes));
    const invoice = mapped(yaml).invoice ?? {};
    expect(invoice.Invoice_Number).toEqual({ template: `{${series}} {${number}}` });
    expect(invoice.InvoiceId).not.toEqual(number);
  });

  it.each(SYMBOLS)('keeps "%s" in the id and "%s" as the printed number', async (symbol, number, codes) => {
    const yaml = await inferMapping(register(symbol, number, codes));
    const invoice = mapped(yaml).invoice ?? {};
    expect(invoice.Invoice_Number, yaml).toBe(number);
    expect(JSON.stringify(invoice.InvoiceId ?? `{${symbol}}`), yaml).toContain(`{${symbol}}`);
    expect(invoice.InvoiceId).not.toEqual(number);
  });

  it.each(['INV-2024-', 'R24', 'FA/'])(
    'leaves a number written with its own prefix (%s...) alone beside a series',
    async (prefix) => {
      const invoice = mapped(await inferMapping(register('Serie', 'Invoice No.', ['A', 'B'], prefix))).invoice ?? {};
      expect(invoice.Invoice_Number).toBe('Invoice No.');
    },
  );

  // Guatemala's FEL gives each document its own series (8 hex characters) and number: no series repeats.
  it('proposes a series of one document each and the number together', async () => {
    const rows = [['Fecha', 'Serie', 'Número del DTE', 'Supplier', 'Total']];
    for (let i = 0; i < 10; i++)
      rows.push([
        `2024-03-${String(2 + i).padStart(2, '0')}`,
        (0x3a7c0000 + i * 0x2b1d).toString(16).toUpperCase(),
        String(1029384756 + i * 7777),
        `Supplier ${['Alpha', 'Beta', 'Gamma'][i % 3]}`,
        `${1200 + i * 37}.50`,
      ]);
    const file = join(makeTempDir('series-number'), 'fel.csv');
    writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
    const yaml = await inferMapping(file);
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toEqual({ template: '{Serie} {Número del DTE}' });
  });

  it('leaves the number alone beside codes that name no series', async () => {
    const invoice = mapped(await inferMapping(register('Store', 'Invoice No.', ['N1', 'S2']))).invoice ?? {};
    expect(invoice.Invoice_Number).toBe('Invoice No.');
  });
});
