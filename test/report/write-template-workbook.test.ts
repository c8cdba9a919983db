import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { writeTemplateWorkbook } from '../../src/report/write-template-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

/** The Instructions sheet's lines of the template written for the mapping `yaml`. */
async function instructionLines(yaml: string): Promise<string[]> {
  const dir = makeTempDir('template-words');
  const out = join(dir, 'template.xlsx');
  await writeTemplateWorkbook(await parseMapping(yaml, join(dir, 'm.yaml')), out);
  const sheet = (await readBook(out)).getWorksheet('Instructions')!;
  const lines: string[] = [];
  sheet.eachRow((row) => lines.push(String(row.getCell(1).value ?? '')));
  return lines;
}

const amountLine = (lines: string[]) => lines.find((line) => line.includes('amounts:')) ?? '';

/** A mapping whose every invoice is in `currency`, written as ISO 4217 lists it. */
const fixedCurrency = (currency: string) =>
  ONE_ROW_MAPPING.replace('CurrencyCode: Currency', `CurrencyCode: { value: ${currency} }`);

describe('the template Instructions sheet', () => {
  // ISO 4217 minor units: none, two, three and four places.
  it.each([
    ['JPY', 'JPY amounts have no decimal places'],
    ['KRW', 'KRW amounts have no decimal places'],
    ['XOF', 'XOF amounts have no decimal places'],
    ['EUR', 'EUR amounts have 2 decimal places'],
    ['USD', 'USD amounts have 2 decimal places'],
    ['GBP', 'GBP amounts have 2 decimal places'],
    ['KWD', 'KWD amounts have 3 decimal places'],
    ['BHD', 'BHD amounts have 3 decimal places'],
    ['TND', 'TND amounts have 3 decimal places'],
    ['CLF', 'CLF amounts have 4 decimal places'],
  ])('gives the decimal places of a mapping fixed to %s: %s', async (currency, words) => {
    const line = amountLine(await instructionLines(fixedCurrency(currency)));
    expect(line).toContain(words);
    expect(line).not.toMatch(/four decimal places/);
  });

  it('names the places of each currency when the currency is read from a column', async () => {
    const line = amountLine(await instructionLines(ONE_ROW_MAPPING));
    expect(line).toContain('as many decimal places as its currency has');
    expect(line).toMatch(/EUR 2\b/);
    expect(line).toMatch(/JPY none\b/);
    expect(line).toMatch(/KWD 3\b/);
    expect(line).not.toMatch(/four decimal places/);
  });
});
