import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayMonthOrderPairs } from '../../src/mapping/day-month-orders.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';

// Lists as real mappings write them: both orders with every separator and year width, and lists
// that hold one order only.
const separators = ['/', '.', '-', ' '];
const years = ['YYYY', 'YY'];
const bothOrders = separators.flatMap((sep) =>
  years.flatMap((year) => [
    [`MM${sep}DD${sep}${year}`, `DD${sep}MM${sep}${year}`],
    [`D${sep}M${sep}${year}`, `M${sep}D${sep}${year}`],
    [`${year}${sep}MM${sep}DD`, `${year}${sep}DD${sep}MM`],
    [`MM${sep}DD${sep}${year}`, 'YYYY-MM-DD', `D${sep}M${sep}${year}`],
  ]),
);
const oneOrder = [
  ['DD/MM/YYYY'],
  ['DD.MM.YYYY', 'YYYY-MM-DD', 'YYYYMMDD'],
  ['MM/DD/YYYY', 'M/D/YYYY'],
  ['DD-MMM-YYYY', 'MMM-DD-YYYY'],
  ['DD/MM/YYYY', 'DD.MM.YYYY'],
  ['MM/DD/YYYY', 'DD/MM/YY'],
  ['YYYY-MM-DDTHH:mm:ssZ', 'DD/MM/YYYY', 'serial'],
];

describe('lists of date formats that hold both day-month orders', () => {
  it.each(bothOrders.map((formats) => ({ formats })))('finds both orders in $formats', ({ formats }) => {
    expect(dayMonthOrderPairs(formats)).toHaveLength(1);
  });

  it.each(oneOrder.map((formats) => ({ formats })))('finds one order only in $formats', ({ formats }) => {
    expect(dayMonthOrderPairs(formats)).toEqual([]);
  });

  it('is a warning of the mapping, as mapping check prints it', async () => {
    const file = join(makeTempDir('day-month'), 'm.yaml');
    writeFileSync(file, `source:\n  dateFormats: [MM/DD/YYYY, DD/MM/YYYY]\n${ONE_ROW_MAPPING}`);
    expect((await loadMapping(file)).warnings).toEqual([
      'source.dateFormats lists both day-month orders, MM/DD/YYYY and DD/MM/YYYY: a date such as 01/02 reads by MM/DD/YYYY, the first that fits, and 13/02 by DD/MM/YYYY, so one column can mix the two orders; list only the order the file writes',
    ]);
  });
});
