/**
 * A point-decimal file of three-decimal amounts (TND `480.000`) beside an id column grouped by
 * dots (`123.456.789`): the id says nothing of the amounts, which keep their decimal point; where
 * only `480.000`-like values are left, the proposal keeps the point and writes the comma as a doubt.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function write(name: string, lines: readonly string[]): string {
  const file = join(makeTempDir('decimal-point'), name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const source = (yaml: string) => (parse(yaml) as { source: Record<string, unknown> }).source;

const TND = [
  'Supplier,Supplier UID,Invoice No,Invoice Date,Currency,Net,VAT,Total',
  'Sotufab,123.456.789,F-1001,2024-03-01,TND,480.000,91.200,571.200',
  'Medis,234.567.891,F-1002,2024-03-02,TND,1250.500,237.595,1488.095',
  'Carthage Print,345.678.912,F-1003,2024-03-04,TND,75.250,14.298,89.548',
  'Sotufab,123.456.789,F-1004,2024-03-05,TND,300.000,57.000,357.000',
];

describe('mapping infer and an id column grouped by dots', () => {
  it('keeps the decimal point of amounts written with three decimals', async () => {
    const yaml = await inferMapping(write('tnd.csv', TND));
    expect(source(yaml).decimalSeparator, yaml).toBeUndefined();
    // 1250.500 has four digits before its point: no dot grouping writes that.
    expect(yaml).not.toMatch(/decimalSeparator/);
    expect(yaml).toMatch(/Amount: Net/);
  });

  it('does so for a French matricule fiscal too, and doubts a point that only 480.000-like values show', async () => {
    const yaml = await inferMapping(
      write('achats.csv', [
        'Fournisseur,Matricule fiscal,N° facture,Date,Devise,HT,TVA,TTC',
        'Sotufab,123.456.789,F-1001,01/03/2024,TND,480.000,91.200,571.200',
        'Medis,234.567.891,F-1002,02/03/2024,TND,250.500,47.595,298.095',
        'Carthage Print,345.678.912,F-1003,04/03/2024,TND,75.250,14.298,89.548',
      ]),
    );
    expect(source(yaml).decimalSeparator, yaml).toBeUndefined();
    expect(yaml).toMatch(
      /# decimalSeparator: ","\s{2}# doubtful: "\d{1,3}\.\d{3}" is read as a number with three decimals/,
    );
  });

  it('still reads whole amounts grouped by dots as a decimal comma', async () => {
    const yaml = await inferMapping(
      write('mg.csv', [
        'Fournisseur,N° facture,Date,Montant HT,TVA,Montant TTC',
        'Vanille SA,F-1,01/03/2024,31.374.700,6.274.940,37.649.640',
        'Epices SARL,F-2,02/03/2024,1.250.000,250.000,1.500.000',
        'Transit SA,F-3,04/03/2024,480.000,96.000,576.000',
      ]),
    );
    expect(source(yaml).decimalSeparator, yaml).toBe(',');
  });
});
