/**
 * A sub-total row is found by its values: it sums the rows above it since the last heading or
 * total, whatever words its label is in.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { findSumRows } from '../../../src/mapping/infer/find-sum-rows.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const row = (n: number, texts: readonly string[]): SheetRow => ({
  file: 'x.csv',
  sheet: undefined,
  row: n,
  cells: texts.map((t) => (t === '' ? { kind: 'empty' as const } : { kind: 'text' as const, text: t })),
});

describe('rows that sum the rows above them', () => {
  const data = [
    row(2, ['Acme SA', 'F-1', '10.50', '2.10']),
    row(3, ['Beta SARL', 'F-2', '1.234,50', '']),
    row(4, ['Gamma Ltd', 'F-3', '100', '20']),
  ];

  it('are found by their sums, with a decimal point or a decimal comma', () => {
    const rows = [
      ...data.slice(0, 1),
      row(3, ['Beta SARL', 'F-2', '20.00', '4.00']),
      data[2]!,
      row(5, ['Soma das compras', '', '130.50', '26.10']),
    ];
    expect([...findSumRows(rows, 8, () => true)]).toEqual([3]);
    const comma = [
      row(2, ['A', 'x', '1.000,25', '']),
      row(3, ['B', 'y', '2.000,50', '']),
      row(4, ['Jumlah', '', '3.000,75', '']),
    ];
    expect([...findSumRows(comma, 4, () => true)]).toEqual([2]);
  });

  it('are not rows whose numbers do not add up, nor a labelled row with an id, nor one row repeated', () => {
    expect(findSumRows([...data, row(5, ['Soma', '', '999', '1'])], 4, () => true).size).toBe(0);
    const twice = [
      row(2, ['Acme', 'F-1', '10', '2']),
      row(3, ['Beta', 'F-2', '5', '1']),
      row(4, ['INV 7', '', '15', '3']),
    ];
    expect(findSumRows(twice, 4, () => true).size).toBe(0);
    expect(findSumRows([row(2, ['Acme', 'F-1', '10', '2']), row(3, ['Soma', '', '10', '2'])], 4, () => true).size).toBe(
      0,
    );
  });
});

describe('mapping infer on a register with sub-totals in words infer has no list for', () => {
  for (const [language, label, grand] of [
    ['Portuguese', 'Soma das compras', 'Soma geral'],
    ['Indonesian', 'Jumlah pembelian', 'Jumlah keseluruhan'],
  ] as const)
    it(`skips the ${language} sub-total and grand total rows by their sums`, async () => {
      const lines = ['Supplier;Invoice No;Date;Net;VAT;Gross'];
      let net = 0;
      for (const part of [0, 1]) {
        let sum = 0;
        for (let i = 0; i < 3; i++) {
          const v = 100 * (part * 3 + i + 1);
          sum += v;
          lines.push(`Vendor ${i} Ltd;F-${part}${i};0${i + 1}/03/2024;${v}.00;${v / 5}.00;${(v * 6) / 5}.00`);
        }
        net += sum;
        lines.push(`${label} ${part + 1};;;${sum}.00;${sum / 5}.00;${(sum * 6) / 5}.00`.replace(/ \d;/, ';'));
      }
      lines.push(`${grand};;;${net}.00;${net / 5}.00;${(net * 6) / 5}.00`);
      const file = join(makeTempDir('sum-rows'), 'register.csv');
      writeFileSync(file, `${lines.join('\r\n')}\r\n`);
      const yaml = await inferMapping(file);
      const skips = (parse(yaml) as { source: { skipRows?: { equals?: string[] }[] } }).source.skipRows ?? [];
      expect(
        skips.flatMap((s) => s.equals ?? []),
        yaml,
      ).toEqual(expect.arrayContaining([label, grand]));
    });
});
