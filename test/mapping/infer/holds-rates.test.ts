/**
 * A TaxRate is proposed, even as a doubt, only from a column of rates: a VAT book's per-rate tax
 * columns (Polish `VAT 8%`, German `USt 7%`) hold amounts and are never the rate.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { valuesRefuse } from '../../../src/mapping/infer/check-field-values.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [net at the lower rate, net at the lowest] per invoice, in cents; each taxed at its header's rate. */
const NETS: readonly (readonly [number, number])[] = [
  [12000, 0],
  [0, 80000],
  [31050, 9500],
  [18800, 0],
  [1420, 3000],
  [0, 4200],
];

function writeBook(headers: readonly string[], rates: readonly [number, number]): string {
  const rows = [headers.join(';')];
  NETS.forEach(([a, b], i) => {
    const taxA = Math.round((a * rates[0]) / 100);
    const taxB = Math.round((b * rates[1]) / 100);
    const cell = (c: number) => (c === 0 ? '' : (c / 100).toFixed(2).replace('.', ','));
    rows.push(
      [
        `FV/2025/10/${100 + i}`,
        `0${i + 1}.10.2025`,
        `Firma ${i % 3}`,
        cell(a),
        cell(taxA),
        cell(b),
        cell(taxB),
        cell(a + b),
        cell(taxA + taxB),
        cell(a + b + taxA + taxB),
      ].join(';'),
    );
  });
  const file = join(makeTempDir('rate-columns'), 'book.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and columns of tax charged at one rate', () => {
  it.each([
    [
      'Polish',
      [
        'Numer dokumentu',
        'Data wystawienia',
        'Kontrahent',
        'Netto 8%',
        'VAT 8%',
        'Netto 5%',
        'VAT 5%',
        'Razem netto',
        'Razem VAT',
        'Razem brutto',
      ],
      [8, 5],
    ],
    [
      'German',
      [
        'Rechnungsnummer',
        'Rechnungsdatum',
        'Lieferant',
        'Netto 19%',
        'USt 19%',
        'Netto 7%',
        'USt 7%',
        'Netto',
        'USt',
        'Brutto',
      ],
      [19, 7],
    ],
  ] as const)(
    '%s: proposes no TaxRate from a column of amounts whose header names a rate',
    async (_, headers, rates) => {
      const yaml = await inferMapping(writeBook(headers, rates));
      expect(yaml).not.toMatch(/^\s*#? ?TaxRate:/m);
    },
  );
});

function profileOf(header: string, values: readonly string[]) {
  const rows: SheetRow[] = values.map((v, i) => ({
    file: 'book.csv',
    sheet: undefined,
    row: i + 2,
    cells: [v === '' ? { kind: 'empty' } : { kind: 'text', text: v }],
  }));
  return profileColumn(0, header, rows, { decimalSeparator: '.', dateFormats: [] });
}

describe('the values of a tax rate', () => {
  it.each([
    ['VAT 8%', ['9.60', '', '24.84', '15.04', '1.14']],
    ['IVA 10,5%', ['10.50', '31.50', '', '4.20']],
    ['Tax', ['9.60', '24.84', '15.04', '1.14', '52.10']],
  ])('"%s" holding tax amounts is refused', (header, values) => {
    expect(valuesRefuse('TaxRate', 'rate', profileOf(header, values))).toMatch(/^a tax rate/);
  });

  it.each([
    ['VAT 8%', ['8', '8', '', '0']],
    ['Tax Rate', ['19', '7', '19', '0']],
    ['Rate', ['8.875', '8.875', '6.35', '8.875']],
    ['Steuersatz', ['0.19', '0.07']],
    ['GST', ['15', '9']],
    ['% R.E.', ['0', '0', '5.2', '0']],
  ])('"%s" holding rates is taken', (header, values) => {
    expect(valuesRefuse('TaxRate', 'rate', profileOf(header, values))).toBeUndefined();
  });
});
