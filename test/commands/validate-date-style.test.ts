/**
 * The validation workbook's date cells in the config's dateStyle, as in every other workbook.
 */
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('validate with a dateStyle', () => {
  it.each([
    ['dd/mm/yyyy', 'dd/mm/yyyy'],
    ['mm/dd/yyyy', 'mm/dd/yyyy'],
    ['de-DE', 'dd.mm.yyyy'],
    [undefined, 'd mmm yyyy'],
  ])('writes the Invoices date cells of style %s as %s', async (style, format) => {
    const dir = makeTempDir('validate-date-style');
    copyFileSync(join(ROOT, 'samples/european-erp.csv'), join(dir, 'erp.csv'));
    copyFileSync(join(ROOT, 'mappings/european-erp.yaml'), join(dir, 'erp.yaml'));
    if (style) writeFileSync(join(dir, 'invoice-batch.config.yaml'), `dateStyle: ${style}\n`);
    const result = await runCliProcess(['validate', 'erp.csv', '--mapping', 'erp.yaml', '--out', 'out'], { cwd: dir });
    expect(result.stderr).not.toMatch(/error/i);
    const [file] = readdirSync(join(dir, 'out')).filter((name) => name.endsWith('.xlsx'));
    const book = await readBook(join(dir, 'out', file!));
    const sheet = book.getWorksheet('Invoices')!;
    const column = rowValues(sheet, 1).findIndex((header) => /date/i.test(String(header))) + 1;
    expect(column).toBeGreaterThan(0);
    const dates = [2, 3, 4].map((row) => sheet.getRow(row).getCell(column));
    expect(dates.every((cell) => cell.value instanceof Date)).toBe(true);
    for (const cell of dates) expect(cell.numFmt).toBe(format);
  });
});
