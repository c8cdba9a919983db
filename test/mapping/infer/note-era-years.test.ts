/**
 * `mapping infer` on dates whose years are of the Thai solar or Bikram Sambat calendar, written in
 * Latin digits as LibreOffice th-TH and Nepali exports write them: no such column is proposed as a
 * date, and a note says which calendars the years may be of and what to do.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const rows = (dates: string[]) =>
  ['Vendor;Number;Amount;Date', ...dates.map((date, i) => `0000100001;LO-${i + 1};1,234.5${i};${date}`)].join('\r\n');

describe('mapping infer and years of other calendars', () => {
  const writers: [string, string[], RegExp][] = [
    ['LibreOffice th-TH', ['31/01/2567', '01/02/2567', '05/12/2567'], /Buddhist era/],
    ['hand-written Thai, ISO order', ['2567-01-31', '2567-02-01', '2567-12-05'], /Buddhist era/],
    ['Nepali export, dotted', ['31.01.2081', '15.03.2081', '02.04.2081'], /Bikram Sambat/],
  ];

  it.each(writers)('proposes no date from %s and says why in a note', async (_writer, dates, calendar) => {
    const file = join(makeTempDir('infer-era-years'), 'export.csv');
    writeFileSync(file, rows(dates));
    const yaml = await inferMapping(file);
    const proposed = parse(yaml) as { invoice?: Record<string, unknown> };
    expect(proposed.invoice?.['Invoice_Date'], yaml).toBeUndefined();
    const note = yaml
      .split('\n')
      .find((line) => line.startsWith('# Note: "Date" holds years more than 20 years ahead'));
    expect(note, yaml).toMatch(calendar);
    expect(note, yaml).toMatch(/no option for another calendar/);
  });

  it('adds no such note to Gregorian dates', async () => {
    const file = join(makeTempDir('infer-era-years'), 'export.csv');
    writeFileSync(file, rows(['31/01/2024', '01/02/2024', '05/12/2024']));
    const yaml = await inferMapping(file);
    expect(yaml).not.toMatch(/years ahead/);
    expect((parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.['Invoice_Date']).toBe('Date');
  });
});
