/**
 * A column of dates written with month names in the languages finance exports use is proposed as
 * a date, with dateFormats that read every one of them as the day written, and the proposal
 * validates the file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateFile } from '../../../src/batch/validate-file.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../../../src/mapping/parse-date-text.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** A writer's dates, and the days they name. */
const COLUMNS: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    'German medium dates (CLDR de)',
    [
      ['31. Jan. 2024', '20240131'],
      ['5. März 2024', '20240305'],
      ['15. Sept. 2024', '20240915'],
      ['2. Mai 2024', '20240502'],
    ],
  ],
  [
    'German Excel TT-MMM-JJ (Windows abbreviations)',
    [
      ['31-Dez-24', '20241231'],
      ['05-Mrz-24', '20240305'],
      ['15-Okt-24', '20241015'],
      ['02-Mai-24', '20240502'],
    ],
  ],
  [
    'upper-case DD-MMM-YY (SAP and Oracle reports in German)',
    [
      ['31-DEZ-24', '20241231'],
      ['05-MÄR-24', '20240305'],
      ['15-OKT-24', '20241015'],
    ],
  ],
  [
    'French Excel jj-mmm-aaaa',
    [
      ['31-janv.-2024', '20240131'],
      ['5-févr.-2024', '20240205'],
      ['15-août-2024', '20240815'],
      ['1-déc.-2024', '20241201'],
    ],
  ],
  [
    'French medium dates',
    [
      ['31 janv. 2024', '20240131'],
      ['5 févr. 2024', '20240205'],
      ['15 juil. 2024', '20240715'],
    ],
  ],
  [
    'Spanish long dates',
    [
      ['5 de marzo de 2024', '20240305'],
      ['31 de enero de 2024', '20240131'],
      ['15 de diciembre de 2024', '20241215'],
    ],
  ],
  [
    'Portuguese medium dates',
    [
      ['5 de mar. de 2024', '20240305'],
      ['31 de out. de 2024', '20241031'],
      ['15 de dez. de 2024', '20241215'],
    ],
  ],
  [
    'Dutch medium dates',
    [
      ['15 mrt 2024', '20240315'],
      ['31 okt 2024', '20241031'],
      ['1 mei 2024', '20240501'],
    ],
  ],
  [
    'Swedish long dates',
    [
      ['5 maj 2024', '20240505'],
      ['31 augusti 2024', '20240831'],
      ['1 december 2024', '20241201'],
    ],
  ],
  [
    'Italian Excel gg-mmm-aa',
    [
      ['5-giu-24', '20240605'],
      ['31-dic-24', '20241231'],
      ['15-lug-24', '20240715'],
    ],
  ],
  [
    'Finnish long dates',
    [
      ['5. maaliskuuta 2024', '20240305'],
      ['31. joulukuuta 2024', '20241231'],
      ['15. kesäkuuta 2024', '20240615'],
    ],
  ],
  [
    'Japanese dates (freee, Yayoi)',
    [
      ['2024年3月5日', '20240305'],
      ['2024年12月31日', '20241231'],
      ['2024年1月15日', '20240115'],
    ],
  ],
];

describe('mapping infer proposes dates written with month names in other languages', () => {
  it.each(COLUMNS)('%s', async (label, dates) => {
    const dir = makeTempDir('infer-month-names');
    const file = join(dir, 'bills.csv');
    const rows = dates.map(([text], i) => `V${i},B-${100 + i},"${text}",EUR,${100 + i}.00`);
    writeFileSync(file, ['Vendor,Bill Number,Bill Date,Currency,Amount', ...rows].join('\n'));
    const yaml = await inferMapping(file);
    const proposed = (parse(yaml) as { source: { dateFormats?: string[] } }).source.dateFormats ?? [];
    expect(proposed.length, `${label}: no dateFormats in\n${yaml}`).toBeGreaterThan(0);
    const formats = proposed.map((p) => compileDateFormat(p) as DateFormat);
    for (const [text, day] of dates)
      expect(parseDateText(text, formats), `${text} as ${proposed.join(', ')}`).toBe(day);
    expect(yaml).toMatch(/Invoice_Date: "?Bill Date"?/);
    const { summary } = await validateFile(file, await parseMapping(yaml, 'bills.yaml'), {});
    expect({ invoices: summary.invoices, valid: summary.valid }, yaml).toEqual({
      invoices: dates.length,
      valid: dates.length,
    });
  });
});
