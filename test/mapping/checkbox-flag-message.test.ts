/**
 * A Y/N field read from a checkbox column (TRUE/FALSE as Google Sheets, Excel and LibreOffice write
 * it) says how to read the column, and that advice, followed, reads the row.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll, writeCsv } from './mapping-fixtures.js';

const withDiscount = (rule: string) =>
  mappingOf(ONE_ROW_MAPPING.replace('  Invoice_Amount: Total', `  Invoice_Amount: Total\n  Discount: ${rule}`));

function register(flag: string): string {
  const header = 'Vendor,Number,Date,Currency,Total,Net,Tax,Approved';
  return writeCsv(makeTempDir('checkbox'), 'register.csv', [
    header,
    `V1,N1,2024-01-02,EUR,119.00,100.00,19.00,${flag}`,
  ]);
}

describe('a Y/N field read from a checkbox column', () => {
  it.each(['TRUE', 'FALSE', 'true', 'False'])('%s: the problem suggests the map that reads it', async (flag) => {
    const [invoice] = await readAll(register(flag), withDiscount('Approved'));
    expect(invoice!.problems).toEqual([
      expect.objectContaining({
        column: 'Approved',
        message: `expected Y or N, got "${flag}": a checkbox column; read it as Y and N with transform: { map: { "TRUE": Y, "FALSE": N } } on Discount in the mapping`,
      }),
    ]);
    const [mapped] = await readAll(
      register(flag),
      withDiscount('{ column: Approved, transform: { map: { "TRUE": Y, "FALSE": N } } }'),
    );
    expect(mapped!.problems).toEqual([]);
  });

  it('says nothing more of another value', async () => {
    const [invoice] = await readAll(register('maybe'), withDiscount('Approved'));
    expect(invoice!.problems).toEqual([expect.objectContaining({ message: 'expected Y or N' })]);
  });
});
