/**
 * A file whose dates are written with month names: each cell is read as the day written, whatever
 * the language, and a month word no language knows is a problem at its cell that names the text.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

describe('dates with month names in a file', () => {
  it('read each as the day written, and a month nobody knows is a problem naming the text', async () => {
    const dir = makeTempDir('month-name-cells');
    const file = writeCsv(dir, 'bills.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      'V1,A-1,31 März 2024,EUR,10.00,10.00,0',
      'V1,A-2,5 févr. 2024,EUR,10.00,10.00,0',
      'V1,A-3,5 Janu 2024,EUR,10.00,10.00,0',
      'V1,A-4,15 mrt 2024,EUR,10.00,10.00,0',
      'V1,A-5,1 Foo 2024,EUR,10.00,10.00,0',
    ]);
    const invoices = await readAll(file, mappingOf(`source:\n  dateFormats: [D MMM YYYY]\n${ONE_ROW_MAPPING}`));
    expect(invoices.map((i) => i.invoice?.Invoice_Date)).toEqual([
      '20240331',
      '20240205',
      undefined,
      '20240315',
      undefined,
    ]);
    const problems = invoices
      .flatMap((i) => i.problems)
      .map(({ row, column, value, message }) => ({ row, column, value, message }));
    expect(problems).toEqual([
      {
        row: 4,
        column: 'Date',
        value: '5 Janu 2024',
        message: 'the day does not exist (there is no month "Janu"; read as D MMM YYYY)',
      },
      {
        row: 6,
        column: 'Date',
        value: '1 Foo 2024',
        message: 'the day does not exist (there is no month "Foo"; read as D MMM YYYY)',
      },
    ]);
  });
});
