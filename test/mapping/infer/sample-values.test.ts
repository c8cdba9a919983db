/**
 * The date format infer proposes is one that reads every date as real exports write it: ISO
 * date-times with an offset, YYYY/MM/DD, DD.MM.YYYY, English month names in the orders ERP and
 * procure-to-pay exports use (other languages' month names: infer-month-names.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateFile } from '../../../src/batch/validate-file.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { proposeDateFormats, writtenDateForm } from '../../../src/mapping/infer/sample-values.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../../../src/mapping/parse-date-text.js';

const SAMPLES: readonly (readonly [string, readonly string[]])[] = [
  [
    'ISO date-times with an offset',
    ['2025-03-04T10:00:00+01:00', '2025-12-31T23:30:00Z', '2025-01-02T00:00:00.000-08:00'],
  ],
  ['YYYY/MM/DD (Oracle, Japanese exports)', ['2025/03/04', '2025/12/31', '2025/01/02']],
  ['YYYY.MM.DD (Mongolian and Hungarian exports)', ['2025.03.04', '2025.12.31', '2025.01.02']],
  ['DD.MM.YYYY (German exports)', ['04.03.2025', '31.12.2025', '2.1.2025']],
  ['DD-MMM-YYYY upper case (Oracle)', ['04-MAR-2025', '31-DEC-2025', '02-JAN-2025']],
  ['MMM D, YYYY (US reports)', ['Mar 4, 2025', 'Dec 31, 2025', 'Jan 2, 2025']],
  ['MMMM D, YYYY (US reports)', ['March 4, 2025', 'December 31, 2025', 'January 2, 2025']],
  ['D MMM YYYY (UK and Xero)', ['4 Mar 2025', '31 Dec 2025', '2 Jan 2025']],
  ['DD MMMM YYYY', ['04 March 2025', '31 December 2025', '02 January 2025']],
  ['D-MMM-YY (Excel)', ['4-Mar-25', '31-Dec-25', '2-Jan-25']],
];

const DAYS = ['20250304', '20251231', /^2025010[12]$/];

describe('mapping infer proposes a date format that reads every date as written', () => {
  it.each(SAMPLES)('%s', (_label, samples) => {
    const formats = proposeDateFormats(samples);
    expect(formats.length, `no format for ${samples.join(', ')}`).toBeGreaterThan(0);
    const first = compileDateFormat(formats[0]!) as DateFormat;
    samples.forEach((s, i) => expect(parseDateText(s, [first]), `${s} as ${formats[0]}`).toMatch(DAYS[i]!));
  });
});

describe('mapping infer writes a date format with a comma so that the mapping reads it', () => {
  it('"Mar 4, 2025" gives dateFormats ["MMM D, YYYY", ...], and the proposal reads every date', async () => {
    const dir = makeTempDir('month-names');
    const file = join(dir, 'bills.csv');
    const dates = ['Mar 4, 2025', 'Dec 31, 2025', 'Jan 2, 2025', 'Feb 28, 2025'];
    const rows = dates.map((d, i) => `V${i},B-${100 + i},"${d}",USD,${100 + i}.00`);
    writeFileSync(file, ['Vendor,Bill Number,Bill Date,Currency,Amount', ...rows].join('\n'));
    const yaml = await inferMapping(file);
    const mapping = await parseMapping(yaml, 'bills.yaml');
    expect((parse(yaml) as { source: { dateFormats: string[] } }).source.dateFormats[0], yaml).toBe('MMM D, YYYY');
    const { summary } = await validateFile(file, mapping, {});
    expect(summary.invoices).toBe(4);
  });
});

describe('mapping infer names the date format the way the values are written', () => {
  const formOf = (samples: readonly string[]) => writtenDateForm(proposeDateFormats(samples)[0]!, samples);

  it.each([
    ['Procountor, day and month unpadded', ['1.3.2024', '15.3.2024', '7.11.2024'], 'D.M.YYYY'],
    ['German, padded', ['04.03.2025', '31.12.2025', '02.01.2025'], 'DD.MM.YYYY'],
    ['padded and unpadded mixed: the padded form reads both', ['04.03.2025', '2.1.2025'], 'DD.MM.YYYY'],
    ['US, unpadded: named as US tools name it', ['3/4/2025', '12/31/2025', '1/2/2025'], 'MM/DD/YYYY'],
    ['Sage X3, two-digit years, day first', ['10/03/24', '17/03/24', '08/04/24'], 'DD/MM/YY'],
    ['Greek, slashed and unpadded, day first', ['5/1/2024', '17/3/2024', '9/11/2024'], 'D/M/YYYY'],
    ['day first, dashed and unpadded', ['5-1-2024', '17-3-2024', '9-11-2024'], 'D-M-YYYY'],
    ['day first, slashed, padded and unpadded mixed', ['05/01/2024', '17/3/2024'], 'DD/MM/YYYY'],
    ['Kingdee, year first: named YYYY/MM/DD', ['2024/1/5', '2024/12/31'], 'YYYY/MM/DD'],
    ['FreeAgent, day unpadded before the month name', ['5 Jan 2024', '17 Mar 2024', '9 Nov 2024'], 'D MMM YYYY'],
    ['Xero UK, day padded before the month name', ['05 Jan 2024', '17 Mar 2024'], 'DD MMM YYYY'],
    ['day before the month name, padded and unpadded mixed', ['05 Jan 2024', '7 Mar 2024'], 'DD MMM YYYY'],
    ['PNG IRC, dashed, day padded before the month name', ['17-Jan-2024', '07-Feb-2024', '03-Mar-2024'], 'DD-MMM-YYYY'],
    ['Oracle, dashed, two-digit year, day padded', ['01-JAN-24', '17-FEB-24'], 'DD-MMM-YY'],
    ['dashed, day unpadded before the month name', ['7-Feb-2024', '17-Jan-2024'], 'D-MMM-YYYY'],
  ])('%s', (_label, samples, form) => {
    expect(formOf(samples)).toBe(form);
  });

  it('proposes a form that reads every generated date, day first and unpadded exactly where the writer wrote so', () => {
    const date = fc.record({
      // Later years than next year are refused as years of other calendars.
      y: fc.integer({ min: 2000, max: new Date().getUTCFullYear() + 1 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        fc.array(date, { minLength: 3, maxLength: 12 }),
        fc.constantFrom('.', '/', '-'),
        fc.boolean(),
        (dates, sep, padded) => {
          const p2 = (n: number) => (padded ? String(n).padStart(2, '0') : String(n));
          const samples = dates.map((x) => `${p2(x.d)}${sep}${p2(x.m)}${sep}${x.y}`);
          const formats = proposeDateFormats(samples);
          // Where every day and month is 12 or less, month-first reads them too: a form per order is proposed.
          const form = writtenDateForm(formats[0]!, samples);
          const compiled = compileDateFormat(form) as DateFormat;
          for (const s of samples) expect(parseDateText(s, [compiled]), `${s} as ${form}`).toBeDefined();
          const unpaddedWritten = samples.some((s) => /(?:^|\D)\d(?:\D|$)/.test(s.slice(0, -4)));
          expect(/^(?:D|M)[^DM]/.test(form), `${form} for ${samples.join(' ')}`).toBe(
            // Day-first forms are named unpadded with any separator; month-first keeps its tools' name.
            formats[0]!.startsWith('DD') && !padded && unpaddedWritten,
          );
        },
      ),
      { seed: 20261128, numRuns: 200 },
    );
  });
});
