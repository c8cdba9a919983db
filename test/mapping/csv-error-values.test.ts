/**
 * A CSV field holding the error value its spreadsheet showed (the export writes the text of a
 * failed formula) is a problem at its row and column, worded as for an XLSX error cell; a text
 * that merely has `#` in it, or an error in a column the mapping does not read, is not.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll, writeCsv } from './mapping-fixtures.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax,Note';

/** What each program writes into a CSV for a cell whose formula failed, and the field it lands in. */
const WRITERS: readonly { writer: string; value: string; column: 'Number' | 'Vendor' | 'Net'; shown: string }[] = [
  { writer: 'Google Sheets, a VLOOKUP that found nothing', value: '#N/A', column: 'Number', shown: '#N/A' },
  { writer: 'Google Sheets, a deleted column', value: '#REF!', column: 'Vendor', shown: '#REF!' },
  { writer: 'Google Sheets, a parse error', value: '#ERROR!', column: 'Number', shown: '#ERROR!' },
  { writer: 'Google Sheets, an unknown function', value: '#NAME?', column: 'Number', shown: '#NAME?' },
  { writer: 'Excel, text in arithmetic', value: '#VALUE!', column: 'Net', shown: '#VALUE!' },
  { writer: 'Excel, a division by zero', value: '#DIV/0!', column: 'Net', shown: '#DIV/0!' },
  { writer: 'Excel, a number out of range', value: '#NUM!', column: 'Net', shown: '#NUM!' },
  { writer: 'Excel, an empty intersection', value: '#NULL!', column: 'Number', shown: '#NULL!' },
  { writer: 'Excel 365, a blocked spill', value: '#SPILL!', column: 'Number', shown: '#SPILL!' },
  { writer: 'LibreOffice, a missing argument', value: 'Err:511', column: 'Number', shown: 'Err:511' },
  { writer: 'LibreOffice, an invalid argument', value: 'Err:502', column: 'Net', shown: 'Err:502' },
  { writer: 'LibreOffice, an unknown name', value: '#NAME?', column: 'Vendor', shown: '#NAME?' },
  { writer: 'a hand-edited export, padded', value: ' #N/A ', column: 'Number', shown: '#N/A' },
];

function fileWith(column: string, value: string): string {
  const fields: Record<string, string> = {
    Vendor: 'V1',
    Number: 'INV-1',
    Date: '2024-03-01',
    Currency: 'EUR',
    Total: '119.00',
    Net: '100.00',
    Tax: '19.00',
    Note: 'ok',
  };
  fields[column] = value;
  const row = HEADER.split(',').map((name) => `"${fields[name]}"`);
  return writeCsv(makeTempDir('csv-error-values'), 'export.csv', [
    HEADER,
    'V0,INV-0,2024-03-01,EUR,119.00,100.00,19.00,',
    row.join(','),
  ]);
}

describe('a CSV field holding a spreadsheet error value', () => {
  it.each(WRITERS)(
    '$writer ($value in $column) is a problem at its row and column',
    async ({ value, column, shown }) => {
      const [first, second] = await readAll(fileWith(column, value), mappingOf(ONE_ROW_MAPPING));
      expect(first!.problems).toEqual([]);
      expect(second!.problems).toEqual([
        expect.objectContaining({
          row: 3,
          column,
          message: `the cell shows the error ${shown}: correct the formula or the cells it uses in the sheet`,
        }),
      ]);
    },
  );

  it.each(['Invoice #12', '#12', 'INV#N/A', '#N/A-2', 'Err:5021', '#'])(
    '"%s" in Number is read as text',
    async (value) => {
      const [, second] = await readAll(fileWith('Number', value), mappingOf(ONE_ROW_MAPPING));
      expect(second!.problems).toEqual([]);
      expect(second!.draft.Invoice_Number).toBe(value);
    },
  );

  it('blocks nothing in a column the mapping does not read', async () => {
    const [, second] = await readAll(fileWith('Note', '#REF!'), mappingOf(ONE_ROW_MAPPING));
    expect(second!.problems).toEqual([]);
  });
});
