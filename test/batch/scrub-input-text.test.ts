/**
 * A key of any form real keys take (20 to 64 letters, digits, `-` and `_`), placed in any header
 * or in a cell it makes invalid (date, currency, amounts), is in none of validate's problems, its
 * validation workbook or the error of a file that cannot be read. In the vendor or number column
 * the key is a valid value, sent as data: that is not a text quoting the file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { dataSecretsOf } from '../../src/mapping/scrub-data-text.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { readBook } from '../helpers/read-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROW = ['0000100001', 'P-1', '2026-05-01', 'EUR', '119.00', '100.00', '19.00'];

/** Real keys mix letters and digits; one of digits only would be a valid amount, not a leak. */
const KEY = fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/).filter((key) => /[A-Za-z]/.test(key) && !/^[-_]/.test(key));

/** A header, or a data cell the key makes invalid. */
const PLACE = fc.oneof(
  fc.tuple(fc.constant(0), fc.nat(HEADER.length - 1)),
  fc.tuple(fc.constant(1), fc.integer({ min: 2, max: HEADER.length - 1 })),
);

async function workbookText(file: string): Promise<string> {
  const texts: string[] = [];
  (await readBook(file)).eachSheet((sheet) =>
    sheet.eachRow((row) => {
      row.eachCell((cell) => texts.push(cell.text));
    }),
  );
  return texts.join('\n');
}

describe('the API key placed anywhere in an input file', () => {
  it('never appears in validation output', async () => {
    const dir = makeTempDir('ib-scrub-input');
    const mappingFile = join(dir, 'm.yaml');
    writeFileSync(mappingFile, ONE_ROW_MAPPING);
    const mapping = await loadMapping(mappingFile);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(KEY, PLACE, async (key, [line, column]) => {
        const rows = [HEADER, ROW].map((cells, index) =>
          cells.map((cell, at) => (index === line && at === column ? key : cell)),
        );
        run += 1;
        const file = join(dir, `in-${run}.csv`);
        writeFileSync(file, `${rows.map((cells) => cells.join(',')).join('\n')}\n`);
        const workbookFile = { file: join(dir, `v-${run}.xlsx`) };
        const secrets = dataSecretsOf({ apiKey: key, baseUrl: 'https://finance.example' });
        let said: string;
        try {
          const result = await validateFile(file, mapping, { secrets, workbookFile });
          said = JSON.stringify(result.problems);
          if (result.workbookFile) said += await workbookText(result.workbookFile);
        } catch (error) {
          said = (error as Error).message;
        }
        expect(said).not.toContain(key);
      }),
      { numRuns: 40 },
    );
  });
});
