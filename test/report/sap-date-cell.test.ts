import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sapDateCell, sapTimestampCell } from '../../src/report/sap-date-cell.js';

describe('sapDateCell and sapTimestampCell', () => {
  it('make date cells of every real day and time, showing the clock reading as sent', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }),
        (at) => {
          const iso = at.toISOString();
          const day = iso.slice(0, 10).replaceAll('-', '');
          const time = iso.slice(11, 19).replaceAll(':', '');
          expect(sapDateCell(day)).toEqual(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())));
          expect(sapTimestampCell(day + time)).toEqual(new Date(Math.floor(at.getTime() / 1000) * 1000));
        },
      ),
    );
  });

  it.each([
    ['', null],
    [null, null],
    ['00000000', null],
    ['20261131', '20261131'],
    ['2026-11-27', '2026-11-27'],
    ['n/a', 'n/a'],
  ])('keeps %j as %j: no date invented', (text, cell) => {
    expect(sapDateCell(text)).toEqual(cell);
  });

  it.each([
    ['20261127250000', '20261127250000'],
    ['20261127', '20261127'],
    ['00000000000000', null],
  ])('keeps the timestamp %j as %j', (text, cell) => {
    expect(sapTimestampCell(text)).toEqual(cell);
  });
});
