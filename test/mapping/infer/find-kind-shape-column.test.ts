/**
 * Documents numbered after their kind (`FT 2024/57`), under a header that does not name a type, of
 * which infer cannot read one kind's code: beside amounts all positive, one kind may be a credit note written unsigned, so
 * the money fields are left commented out with the column and its kinds named, never proposed bare.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('kind-shape'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Twelve documents, kinds in turn from `common`, every fourth `rare`, its amount negative when `signed`. */
function documents(header: string, common: readonly string[], rare: string, signed: boolean) {
  const rows: string[][] = [['Invoice No.', 'Date', header, 'Supplier', 'Amount']];
  for (let i = 0; i < 12; i++) {
    const isRare = i % 4 === 3;
    rows.push([
      `R-${2400 + i}`,
      '2024-03-04',
      isRare ? rare : common[i % common.length]!,
      `Supplier ${i % 5}`,
      `${isRare && signed ? '-' : ''}${1000 + i * 37}.50`,
    ]);
  }
  return rows;
}

// [header, common documents, rare document], numbered after kinds no list of infer holds.
const UNREAD: readonly (readonly [string, readonly string[], string])[] = [
  ['Documento', ['FT 2024/57', 'FT 2024/58', 'FX 2024/12'], 'ZZ 2024/5'],
  ['Document', ['AB-2024-1', 'AB-2024-2'], 'QZ-2024-3'],
  ['Número', ['FT A/1', 'FT A/2', 'FT A/3'], 'DV A/1'],
  ['Doc', ['PF.10', 'PF.11'], 'XQ.12'],
];

describe('mapping infer and documents numbered after kinds it cannot read', () => {
  it.each(UNREAD)('"%s" %j beside "%s", amounts positive: the amount is a doubt naming the column', async (h, c, r) => {
    const yaml = await inferMapping(writeCsv(documents(h, c, r, false)));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBeUndefined();
    expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
    expect(yaml).toContain(`# Amount: Amount  # doubtful: "${h}" holds kinds of documents infer cannot read`);
  });

  it.each(UNREAD)('"%s" %j beside "%s", amounts signed: the amount is mapped as it is', async (h, c, r) => {
    const yaml = await inferMapping(writeCsv(documents(h, c, r, true)));
    expect(mapped(yaml).items?.Amount, yaml).toBe('Amount');
  });

  // Columns of few repeated values that say nothing of a document's sign.
  it.each([
    ['Documento', ['FT 2024/57', 'FT 2024/58'], 'FA 2024/12'],
    ['Document', ['INV-1', 'INV-2'], 'INV-3'],
    ['Estado', ['Pago', 'Por pagar'], 'Anulado'],
    ['Tax Code', ['SV-6', 'ST-10'], 'SR-0'],
    ['Currency', ['EUR', 'USD'], 'GBP'],
  ] as const)('"%s" %j beside "%s": the amount is mapped as it is', async (h, c, r) => {
    const yaml = await inferMapping(writeCsv(documents(h, c, r, false)));
    expect(mapped(yaml).items?.Amount, yaml).toBe('Amount');
  });
});
