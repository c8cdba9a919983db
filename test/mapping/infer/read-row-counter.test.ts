/**
 * A column counting the rows 1, 2, 3 under a counter's header (`No.`, `№`) is a row counter; one
 * numbering every row by its place under any header (`Nr. d/o`, `Nr. crt.`, `Հ/Հ`) is the list's
 * running number. A number column merely rising, or counting from elsewhere than 1, is neither.
 */
import { describe, expect, it } from 'vitest';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import { countsRows, numbersRowsInPlace } from '../../../src/mapping/infer/read-row-counter.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

function profileOf(header: string, values: readonly (string | undefined)[]) {
  const rows: SheetRow[] = values.map((v, i) => ({
    file: 'register.xlsx',
    sheet: undefined,
    row: i + 2,
    cells: [v === undefined ? { kind: 'empty' } : { kind: 'text', text: v }],
  }));
  return profileColumn(0, header, rows, { decimalSeparator: '.', dateFormats: [] });
}

/** A counter by its header, or a running number by its values. */
const counts = (header: string, values: readonly (string | undefined)[]) =>
  countsRows(header, profileOf(header, values)) || numbersRowsInPlace(profileOf(header, values));

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe('a row counter', () => {
  it.each(['Nr. d/o', 'Nr. crt.', 'Հ/Հ', 'Number'])('%s counting 1 to 12 is one, whatever the header', (header) => {
    expect(counts(header, oneTo(12))).toBe(true);
  });

  it('is read by a counter header on rows the sample skipped', () => {
    expect(counts('No.', ['1', '2', '4', '7'])).toBe(true);
    expect(counts('Nr. d/o', ['1', '2', '4', '7', '8', '9'])).toBe(false);
  });

  it('is not a column that counts from elsewhere than 1, leaves a row blank, or counts too few rows', () => {
    expect(
      counts(
        'Number',
        oneTo(12).map((n) => String(Number(n) + 1000)),
      ),
    ).toBe(false);
    expect(counts('Number', [...oneTo(6), undefined, '8', '9'])).toBe(false);
    expect(counts('Number', oneTo(4))).toBe(false);
    expect(counts('Number', ['1', '2', '3', '5', '6', '7'])).toBe(false);
  });
});
