/**
 * Preamble values (`source.preamble`): a value from a line above the header, by row and field or
 * by label, read on every row like a column. DATEV's Buchungsstapel carries its fiscal year start
 * in field 13 of its first line and writes booking dates as TTMM; a formula builds the day from
 * both, whatever the year and the month the fiscal year starts in.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configErrorOf } from '../helpers/config-error-of.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, rejectionOf, writeCsv } from './mapping-fixtures.js';

const DATEV = `
source:
  type: csv
  encoding: windows-1252
  delimiter: ";"
  decimalSeparator: ","
  headerRow: 2
  preamble:
    - { name: WJ-Beginn, row: 1, field: 13 }
invoice:
  InvoiceId: { template: "{Konto}-{Belegfeld 1}" }
  PayeeId: Konto
  Invoice_Number: Belegfeld 1
  Invoice_Date:
    formula: >-
      DATE(VALUE(LEFT([WJ-Beginn], 4)) + IF(VALUE(RIGHT([Belegdatum], 2)) < VALUE(MID([WJ-Beginn], 5, 2)), 1, 0),
      VALUE(RIGHT([Belegdatum], 2)), VALUE(LEFT([Belegdatum], LEN([Belegdatum]) - 2)))
  CurrencyCode: WKZ Umsatz
  Invoice_Amount: { formula: 'IF([Soll/Haben-Kennzeichen] = "S", -1, 1) * [Umsatz (ohne Soll/Haben-Kz)]' }
  Comments: Buchungstext
items:
  Amount: { formula: 'IF([Soll/Haben-Kennzeichen] = "S", -1, 1) * [Umsatz (ohne Soll/Haben-Kz)]' }
`;

const HEADER =
  'Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Basis-Umsatz;WKZ Basis-Umsatz;Konto;' +
  'Gegenkonto (ohne BU-Schlüssel);BU-Schlüssel;Belegdatum;Belegfeld 1;Belegfeld 2;Skonto;Buchungstext';

/** DATEV's first line: field 13 is the fiscal year start (WJ-Beginn), YYYYMMDD. */
const extf = (start: string) =>
  `"EXTF";700;21;"Buchungsstapel";13;20240115093012345;;"RE";"";"";29098;55003;${start};4;${start};${start};"Rechnungseingang";"";1;0;0;"EUR";;"";;;"";;;"";""`;

/** A DATEV CSV as DATEV writes it: Windows-1252 bytes, CRLF. */
function writeDatev(dir: string, start: string, rows: string[]): string {
  const file = join(dir, 'EXTF_Buchungsstapel.csv');
  writeFileSync(file, Buffer.from(`${[extf(start), HEADER, ...rows].join('\r\n')}\r\n`, 'latin1'));
  return file;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('preamble values', () => {
  it('give DATEV TTMM booking dates the year of the fiscal year in its first line (generated years, starts and days)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (year, startMonth, bookings) => {
          const dir = makeTempDir('datev');
          // DATEV drops the leading zero of TTMM in some exports (501 for 5 January): both are written.
          const rows = bookings.map(
            (b, i) =>
              `${i + 1}00,00;${i % 2 ? 'S' : 'H'};EUR;;;;7000${i};4600;9;${i % 3 ? pad(b.day) : b.day}${pad(b.month)};RE-${i};;;"Anzeige für Müller"`,
          );
          const file = writeDatev(dir, `${year}${pad(startMonth)}01`, rows);
          const invoices = await readAll(file, mappingOf(DATEV));
          expect(invoices.map((i) => i.problems)).toEqual(bookings.map(() => []));
          const expected = bookings.map((b, i) => ({
            Invoice_Date: `${b.month < startMonth ? year + 1 : year}${pad(b.month)}${pad(b.day)}`,
            Invoice_Amount: `${i % 2 ? '-' : ''}${i + 1}00.0000`,
            Comments: 'Anzeige für Müller',
          }));
          expect(invoices.map((i) => i.invoice)).toMatchObject(expected);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('find a value by the label left of it, whatever its case and a trailing colon', async () => {
    const dir = makeTempDir('preamble-label');
    const file = writeCsv(dir, 'ledger.csv', [
      'Supplier ledger;;',
      'Company:;Nordlicht Verlag AG;',
      'FISCAL YEAR;;2025',
      '',
      'Vendor;Number;TTMM;Amount',
      'V1;A-1;3112;10',
    ]);
    const mapping = mappingOf(`
source: { headerRow: 4, preamble: [{ name: Year, label: "Fiscal year:" }, { name: Company, label: company }] }
invoice:
  InvoiceId: { template: "{Company}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: { template: "{TTMM}{Year}", transform: { date: DDMMYYYY } }
  CurrencyCode: { value: EUR }
  Invoice_Amount: Amount
items:
  Amount: Amount
`);
    const [invoice] = await readAll(file, mapping);
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.invoice).toMatchObject({ InvoiceId: 'Nordlicht Verlag AG-A-1', Invoice_Date: '20251231' });
  });

  it.each([
    [{ row: 1, field: 40 }, 'row 1 has nothing in field 40 (it has 31 fields)'],
    [{ row: 3, field: 1 }, 'row 3 is not a filled row above the header (row 2)'],
    [{ label: 'Wirtschaftsjahr' }, 'no row above the header (row 2) has a cell "Wirtschaftsjahr"'],
  ])('stop the file before its first invoice when the value is not there: %o', async (place, reason) => {
    const dir = makeTempDir('preamble-missing');
    const file = writeDatev(dir, '20240101', ['100,00;H;EUR;;;;70001;4600;9;1501;RE-1;;;x']);
    const placed = Object.entries(place)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    const error = await rejectionOf(readAll(file, mappingOf(DATEV.replace('row: 1, field: 13', placed))));
    expect(error.message).toBe(
      `EXTF_Buchungsstapel.csv: the preamble value "WJ-Beginn" named by the mapping (test.yaml:9:7) is not in the file: ${reason}; check the mapping's row and field or label against the lines above the header`,
    );
  });

  it.each([
    ['{ name: Y, row: 1 }', 'needs both row and field'],
    ['{ name: Y, row: 1, field: 2, label: X }', 'give one of them'],
    ['{ name: Y }', 'give one of them'],
  ])('refuse the preamble value %s in the mapping', (value, message) => {
    const error = configErrorOf(() => mappingOf(`source:\n  preamble:\n    - ${value}\ninvoice:\n  PayeeId: Y\n`));
    expect(error.message).toContain(message);
  });
});
