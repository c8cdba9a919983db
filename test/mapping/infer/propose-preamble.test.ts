import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** The invoice dates a mapping reads from `file`, as YYYYMMDD. */
async function datesRead(file: string, yaml: string): Promise<(string | undefined)[]> {
  const mapping = await parseMapping(yaml, 'datev.yaml');
  const dates = [];
  for await (const invoice of readInvoices(file, mapping)) dates.push(invoice.draft.Invoice_Date);
  return dates;
}

const HEADER =
  'Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Konto;Gegenkonto (ohne BU-Schlüssel);BU-Schlüssel;Belegdatum;Belegfeld 1;Buchungstext';

/** A DATEV Buchungsstapel as DATEV writes it: the EXTF line (field 13 the fiscal year's start), then TTMM dates. */
function extf(fiscalYearStart: string, bookings: readonly { day: number; month: number; padded: boolean }[]): string {
  const lines = [
    `"EXTF";700;21;"Buchungsstapel";13;20240405093012345;;"RE";"Buchhaltung";"";29098;55003;${fiscalYearStart};4;${fiscalYearStart};20241231;"Rechnungseingang";"";1;;0;"EUR";;"";;;"";"";"";"";""`,
    HEADER,
    ...bookings.map((b, i) => {
      const ttmm = `${b.padded ? String(b.day).padStart(2, '0') : String(b.day)}${String(b.month).padStart(2, '0')}`;
      return `${100 + i},50;"H";"EUR";;7000${1 + (i % 3)};6600;"9";${ttmm};"RE-${2400 + i}";"Anzeige"`;
    }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

describe('mapping infer takes the year of TTMM dates from the EXTF line', () => {
  it('proposes the preamble value and a date built from it that reads every booking date of any fiscal year', async () => {
    const booking = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      month: fc.integer({ min: 1, max: 12 }),
      padded: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2019, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(booking, { minLength: 3, maxLength: 12 }),
        async (year, firstMonth, bookings) => {
          const file = join(makeTempDir('infer-datev'), 'EXTF_Buchungsstapel.csv');
          writeFileSync(file, extf(`${year}${String(firstMonth).padStart(2, '0')}01`, bookings), 'latin1');
          const yaml = await inferMapping(file);
          expect(yaml).toContain('    - { name: WJ-Beginn, row: 1, field: 13 }');
          // A month before the fiscal year's first month is in the fiscal year's second calendar year.
          const expected = bookings.map(
            (b) =>
              `${year + (b.month < firstMonth ? 1 : 0)}${String(b.month).padStart(2, '0')}${String(b.day).padStart(2, '0')}`,
          );
          expect(await datesRead(file, yaml)).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);

  it('reads the DATEV sample with the year of its EXTF line, and next year file with the next year', async () => {
    const bytes = readFileSync(join(process.cwd(), 'samples/datev-buchungsstapel.csv'));
    for (const [start, year] of [
      ['20240101', '2024'],
      ['20250101', '2025'],
    ] as const) {
      const file = join(makeTempDir('infer-datev'), 'EXTF_Buchungsstapel.csv');
      writeFileSync(file, Buffer.from(bytes.toString('latin1').replace(';20240101;4;', `;${start};4;`), 'latin1'));
      const dates = await datesRead(file, await inferMapping(file));
      expect(dates.length).toBeGreaterThan(10);
      expect(dates.every((d) => d?.startsWith(year))).toBe(true);
    }
  });

  it('leaves TTMM dates commented out, with the reason, when no line above the header gives their year', async () => {
    const file = join(makeTempDir('infer-datev'), 'buchungen.csv');
    writeFileSync(file, `${HEADER}\r\n100,50;"H";"EUR";;70001;6600;"9";1501;"RE-1";"Anzeige"\r\n`, 'latin1');
    const yaml = await inferMapping(file);
    expect(yaml).not.toMatch(/^ {2}Invoice_Date:/m);
    expect(yaml).toMatch(/^ {2}# Invoice_Date: .*day and month only/m);
  });
});
