/**
 * The delimiter infer writes: only where the reader, given none, would not find the comma it
 * falls back to; a comma-separated file gets no `delimiter` line, the others name theirs.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ROWS = [
  ['Invoice No', 'Vendor', 'Invoice Date', 'Currency', 'Amount'],
  ...Array.from({ length: 8 }, (_, i) => [`INV-${100 + i}`, `V${i % 3}`, '2025-03-04', 'EUR', `${200 + i}.50`]),
];

function writeCsv(delimiter: string): string {
  const file = join(makeTempDir('infer-delimiter'), 'bills.csv');
  writeFileSync(file, `${ROWS.map((r) => r.join(delimiter)).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and the CSV delimiter', () => {
  // Every delimiter the reader knows: only the comma is what it reads without being told.
  it.each([
    [',', undefined],
    [';', ';'],
    ['\t', '\t'],
    ['|', '|'],
  ])('a file separated by %j gets delimiter %j', async (delimiter, written) => {
    const yaml = await inferMapping(writeCsv(delimiter));
    const mapping = await parseMapping(yaml, 'bills.yaml');
    expect(mapping.source.table.delimiter).toBe(written);
    expect(yaml.includes('delimiter:')).toBe(written !== undefined);
    // The same columns are read either way.
    expect(yaml).toMatch(/^ {2}Invoice_Amount: Amount /m);
  });
});
