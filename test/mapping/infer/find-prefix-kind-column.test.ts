/**
 * A document column that joins the kind, series and number (`FT 2024/57`, `NC 2024/5`) says which
 * rows are credit notes by the code it starts with: an amount written unsigned on them is mapped
 * by the formula that signs it, one written signed is mapped as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('prefix-kind'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown> };

/** Twelve documents numbered after their kind by `number`; every fourth the credit kind, signed when `signed`. */
function documents(kinds: readonly [string, string], number: (kind: string, n: number) => string, signed: boolean) {
  const rows: string[][] = [['Date', 'Documento', 'Supplier', 'Total']];
  for (let i = 0; i < 12; i++) {
    const credit = i % 4 === 3;
    rows.push([
      '2024-03-04',
      number(credit ? kinds[1] : kinds[0], 10 + i * 7),
      `Supplier ${i % 5}`,
      `${credit && signed ? '-' : ''}${1000 + i * 37}.50`,
    ]);
  }
  return rows;
}

// [invoice code, credit-note code, how the system joins kind and number], as real writers number documents.
const JOINED: readonly (readonly [string, string, (k: string, n: number) => string])[] = [
  ['FT', 'NC', (k, n) => `${k} 2024/${n}`],
  ['FA', 'NC', (k, n) => `${k}-2024-${n}`],
  ['FT', 'NC', (k, n) => `${k} A/${n}`],
  ['INV', 'CN', (k, n) => `${k}/${n}`],
  ['FV', 'KOR', (k, n) => `${k}/${n}/03/2024`],
  ['RE', 'GS', (k, n) => `${k} ${n}`],
  ['FF', 'AF', (k, n) => `${k}.${n}`],
];

describe('mapping infer and documents numbered after their kind', () => {
  it.each(JOINED)(
    '%s beside %s: an amount unsigned on the credit notes is signed by the formula',
    async (inv, cn, number) => {
      const yaml = await inferMapping(writeCsv(documents([inv, cn], number, false)));
      const formula = `IF(LEFT([Documento], ${cn.length}) = "${cn}", -1, 1) * [Total]`;
      expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({ formula });
    },
  );

  it.each(JOINED)('%s beside %s: an amount signed on the credit notes is mapped as it is', async (inv, cn, number) => {
    const yaml = await inferMapping(writeCsv(documents([inv, cn], number, true)));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Total');
  });

  // Suppliers' own numbers start with their letters (FreeAgent's Reference column): no code is on half the rows.
  it.each([
    ['OBM-2291', 'RK-0415', 'AF-77', 'RK-0415-CN', 'BW/2024/031', 'MHF 9921', 'NW-5521', 'NW-5530'],
    ['AF-101', 'AF-102', 'BK 7', 'CN-88', 'DX/2024/4', 'EL-9', 'FG-12', 'HJ-3', 'KL-5', 'MN-6'],
  ])('suppliers numbering their invoices with their own letters are no kinds (%s ...)', async (...numbers) => {
    const rows = [['Date', 'Reference', 'Supplier', 'Total']];
    numbers.forEach((n, i) => rows.push(['2024-03-04', n, `Supplier ${i}`, `${100 + i * 7}.50`]));
    const yaml = await inferMapping(writeCsv(rows));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Total');
  });

  it('invoice numbers of one series are no kinds: the amount is mapped as it is', async () => {
    const yaml = await inferMapping(writeCsv(documents(['INV', 'INV'], (k, n) => `${k}-${n}`, false)));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Total');
  });
});
