/**
 * A column that numbers credit notes, filled only on the rows of one kind of document, says that
 * kind is the credit note's, whatever its code: the amounts written unsigned on those rows are
 * mapped by the formula that signs them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('credit-number'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown> };

/**
 * Twelve documents: kinds `invoices` in turn, every fourth of kind `credit` with its number in
 * `numberHeader`; `strayNumber` fills that number on an invoice's row too.
 */
function documents(
  kind: string,
  invoices: readonly string[],
  credit: string,
  numberHeader: string,
  strayNumber = false,
) {
  const rows: string[][] = [['Invoice No.', 'Date', kind, numberHeader, 'Supplier', 'Amount']];
  for (let i = 0; i < 12; i++) {
    const isCredit = i % 4 === 3;
    rows.push([
      `AB${String(20001000 + i * 113)}`,
      '2024-03-04',
      isCredit ? credit : invoices[i % invoices.length]!,
      isCredit || (strayNumber && i === 0) ? `AL${2024030 + i}` : '',
      `Supplier ${i % 5}`,
      `${1000 + i * 37}.50`,
    ]);
  }
  return rows;
}

// [kind header, invoice kinds, credit kind, credit number header], as real writers lay them out.
const NUMBERED: readonly (readonly [string, readonly string[], string, string])[] = [
  ['格式', ['21', '25'], '23', '折讓單號'],
  ['格式代號', ['21', '22'], '24', '折讓證明單號碼'],
  ['Form', ['A', 'B'], 'C', 'Credit Note No.'],
  ['Doc', ['01'], '07', 'Nº Nota de Crédito'],
  ['Code', ['F1', 'F2'], 'R1', 'Gutschrift-Nr.'],
];

describe('mapping infer and a column that numbers the credit notes', () => {
  it.each(NUMBERED)('"%s" %j beside %s numbered in "%s": the unsigned amount is signed', async (kind, inv, cn, num) => {
    const yaml = await inferMapping(writeCsv(documents(kind, inv, cn, num)));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({
      formula: `IF([${kind}] = "${cn}", -1, 1) * [Amount]`,
    });
  });

  it.each(NUMBERED)('"%s" %j beside %s: a number on an invoice row too tells no kind', async (kind, inv, cn, num) => {
    const yaml = await inferMapping(writeCsv(documents(kind, inv, cn, num, true)));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).not.toEqual({
      formula: `IF([${kind}] = "${cn}", -1, 1) * [Amount]`,
    });
  });
});
