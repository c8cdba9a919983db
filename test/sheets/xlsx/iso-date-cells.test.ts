/**
 * `t="d"` cells (ISO 8601 text, as scripts and some exports write dates): a date-styled one is the
 * day written, unless it holds a time with a UTC offset under which the day differs by zone
 * (`2024-12-31T23:30:00-05:00` is 1 January 2025 in UTC, and LibreOffice shows that day): that is a
 * problem at the cell. One with no date style shows a day number (LibreOffice shows `45657`) and
 * is read as a number cell without a date style, with the same message in a date field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsText } from '../../../src/mapping/apply-steps.js';
import { compileDateFormat, type DateFormat } from '../../../src/mapping/parse-date-text.js';
import type { SheetCell } from '../../../src/sheets/sheet-row.js';
import { sheetCellFromExcel } from '../../../src/sheets/xlsx/sheet-cell-from-excel.js';
import { readWholeTable } from '../sheet-files.js';
import { trialWorkbook } from './trial-workbook.js';

/** Style 1 of the trial's workbooks is the built-in date format 14; style 0 has no number format. */
async function readIsoCells(cells: readonly { value: string; dateStyle: boolean }[]): Promise<SheetCell[]> {
  const rows = cells.map(
    ({ value, dateStyle }, i) =>
      `<row r="${i + 2}"><c r="A${i + 2}"${dateStyle ? ' s="1"' : ''} t="d"><v>${value}</v></c></row>`,
  );
  const file = trialWorkbook(
    'iso.xlsx',
    `<row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c></row>${rows.join('')}`,
  );
  const table = await readWholeTable(file);
  return table.rows.map((row) => row.cells[0]!);
}

describe('t="d" cells', () => {
  it.each([
    ['2024-12-31', true, { kind: 'date', date: '20241231' }],
    ['2024-12-31T23:30:00', true, { kind: 'date', date: '20241231' }],
    ['2024-12-31T23:30:00Z', true, { kind: 'date', date: '20241231' }],
    ['2024-12-31T12:00:00+05:00', true, { kind: 'date', date: '20241231' }],
    ['2024-12-31T00:30:00-00:30', true, { kind: 'date', date: '20241231' }],
    ['2024-12-31', false, { kind: 'number', text: '45657' }],
    ['2024-12-31T12:00:00', false, { kind: 'number', text: '45657.5' }],
  ])('%s (date style %s) reads as %j', async (value, dateStyle, expected) => {
    const [cell] = await readIsoCells([{ value, dateStyle }]);
    expect(cell).toEqual(expected);
  });

  it.each([
    ['2024-12-31T23:30:00-05:00', '1 January 2025'],
    ['2025-01-01T00:30:00+01:00', '31 December 2024'],
    ['2025-01-01T05:00:00+05:30', '31 December 2024'],
  ])('%s, whose day differs by zone, is a problem naming both days', async (value, utcDay) => {
    const [cell] = await readIsoCells([{ value, dateStyle: true }]);
    expect(cell).toMatchObject({ kind: 'unreadable', raw: value });
    expect(cell?.kind === 'unreadable' && cell.reason).toContain(utcDay);
  });

  it('a time with an offset is the day written exactly when its UTC day is that day', async () => {
    const written = fc.record({
      day: fc.date({
        min: new Date('1901-01-02T00:00:00Z'),
        max: new Date('9998-12-30T00:00:00Z'),
        noInvalidDate: true,
      }),
      minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      offset: fc.integer({ min: -14 * 4, max: 14 * 4 }).map((quarters) => quarters * 15),
    });
    const samples = fc.sample(written, { numRuns: 300, seed: 1 });
    const pad = (n: number) => String(n).padStart(2, '0');
    const cases = samples.map(({ day, minutes, offset }) => {
      const date = day.toISOString().slice(0, 10);
      const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
      const value = `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00${zone}`;
      return { value, dateStyle: true, sameDay: new Date(value).toISOString().slice(0, 10) === date, date };
    });
    const cells = await readIsoCells(cases);
    cases.forEach(({ sameDay, date }, i) => {
      expect(cells[i]).toEqual(
        sameDay ? { kind: 'date', date: date.replaceAll('-', '') } : expect.objectContaining({ kind: 'unreadable' }),
      );
    });
    expect(cases.some((c) => c.sameDay) && cases.some((c) => !c.sameDay)).toBe(true);
  });

  // LibreOffice shows these as written, in every zone the machine is set to (checked with soffice
  // under TZ=UTC, America/Adak and Pacific/Kiritimati), and ECMA-376 gives a value without an offset
  // no zone: the day read never depends on the reader's TZ (run this file under several TZ to see).
  it('a time in UTC (Z) or with no offset, near midnight, is the day written', async () => {
    const written = fc.record({
      day: fc.date({
        min: new Date('1901-01-02T00:00:00Z'),
        max: new Date('9998-12-30T00:00:00Z'),
        noInvalidDate: true,
      }),
      minutes: fc.oneof(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 22 * 60 + 30, max: 24 * 60 - 1 })),
      form: fc.constantFrom('Z', '', '+00:00', 'date only'),
    });
    const pad = (n: number) => String(n).padStart(2, '0');
    const cases = fc.sample(written, { numRuns: 300, seed: 7 }).map(({ day, minutes, form }) => {
      const date = day.toISOString().slice(0, 10);
      const time = `T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
      return { value: form === 'date only' ? date : `${date}${time}${form}`, dateStyle: true, date };
    });
    const cells = await readIsoCells(cases);
    cases.forEach(({ value, date }, i) =>
      expect(cells[i], value).toEqual({ kind: 'date', date: date.replaceAll('-', '') }),
    );
  });

  it('one without a date style is refused in a date field as a number cell without a date style is', async () => {
    const steps = [{ kind: 'date' as const, formats: [compileDateFormat('YYYY-MM-DD') as DateFormat] }];
    const [cell] = await readIsoCells([{ value: '2024-12-31', dateStyle: false }]);
    const read = stepsText(cell!, steps);
    expect(read).toEqual(stepsText(sheetCellFromExcel(45657, undefined, false), steps));
    expect(read).toMatchObject({ ok: false, message: expect.stringContaining('a number cell without a date style') });
  });
});
