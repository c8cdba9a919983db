/**
 * A CSV date column holding Excel day numbers: Excel writes a date cell that lost its date style
 * as its day number when it saves CSV (and LibreOffice, Google Sheets and Numbers do so too), so
 * text of five digits in a date column is most often such a day. The problem says the day it is
 * and that serial reads it; text no day number fits gets no such hint.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder } from '../sheets/sheet-files.js';

const temp = makeTempFolder('csv-day-number');
afterAll(() => temp.remove());
let files = 0;

async function validateCsvDate(date: string, dateFormats: string) {
  const file = join(temp.dir, `d${++files}.csv`);
  writeFileSync(file, `Vendor;Number;Date;Currency;Total;Net;Tax\r\nV1;N-1;${date};EUR;119,00;100,00;19,00\r\n`);
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(
    yaml,
    `source:\n  delimiter: ";"\n  decimalSeparator: ","\n  dateFormats: ${dateFormats}\n${ONE_ROW_MAPPING}`,
  );
  return validateFile(file, await loadMapping(yaml));
}

describe('an Excel day number in a CSV date column', () => {
  // What writers put in a CSV for a date cell without a date style, and the day Excel shows for it.
  it.each([
    ['Excel (de-DE), 31.01.2024', '45322', '[DD.MM.YYYY]', '2024-01-31', 'DD.MM.YYYY'],
    ['LibreOffice, 2026-11-03', '46329', '[YYYY-MM-DD]', '2026-11-03', 'YYYY-MM-DD'],
    ['Google Sheets, 2025-01-01', '45658', '[DD/MM/YYYY, MM/DD/YYYY]', '2025-01-01', 'DD/MM/YYYY or MM/DD/YYYY'],
    ['Excel, 1999-12-31', '36525', '[DD.MM.YYYY]', '1999-12-31', 'DD.MM.YYYY'],
  ])(
    '%s: %s says the day it is and that serial reads it; with serial it is read',
    async (_w, text, formats, day, written) => {
      const result = await validateCsvDate(text, formats);
      expect(result.problems.map((p) => p.message)).toEqual([
        `expected a date written ${written} (as an Excel day number it is ${day}, as Excel writes a date without a date style in CSV; add serial to dateFormats to read it so)`,
      ]);
      const read = await validateCsvDate(text, `${formats.slice(0, -1)}, serial]`);
      expect(read.summary).toMatchObject({ invoices: 1, valid: 1 });
    },
  );

  it.each([
    ['four digits, a code', '4532'],
    ['six digits, a date written YYMMDD', '240131'],
    ['five digits past next year', '99999'],
    ['five digits before 1950', '10000'],
    ['a decimal', '45322,5'],
  ])('%s (%s): no day number hint', async (_w, text) => {
    const result = await validateCsvDate(text, '[DD.MM.YYYY]');
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).not.toContain('day number');
  });
});
