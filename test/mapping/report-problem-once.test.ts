import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readAll, writeCsv } from './mapping-fixtures.js';

const LEGACY_US = join(import.meta.dirname, '../../mappings/legacy-us.yaml');
const HEADER = 'VENDOR ID,VENDOR NAME,INVOICE #,INV DATE,AMOUNT,TERMS,DISC,PO NUMBER,GL ACCT,MEMO';

/** The legacy US export: two title lines, the header, the rows, the trailer. */
function legacyFile(dir: string, rows: string[]): string {
  return writeCsv(dir, 'ap.csv', ['ACME AP EXPORT', 'RUN DATE: 04/01/2024', HEADER, ...rows, '*** END OF REPORT ***']);
}

describe('each problem is reported once', () => {
  // The InvoiceId template reads VENDOR ID and INVOICE #; AMOUNT feeds both the invoice and its one line.
  it.each([
    {
      what: 'a missing vendor id: at its column, not again at the invoice id built from it',
      row: ',Atelier,INV1,03/10/2024,$10.00,NET 30,N,,610000,Memo',
      expected: ['ap.csv, row 4, column "VENDOR ID": expected a value, got nothing'],
    },
    {
      what: 'a missing invoice number: at its column, not again at the invoice id built from it',
      row: '100006,Atelier,,03/10/2024,$10.00,NET 30,N,,610000,Memo',
      expected: ['ap.csv, row 4, column "INVOICE #": expected a value, got nothing'],
    },
    {
      what: 'an amount read by two fields: once',
      row: '100006,Atelier,INV1,03/10/2024,n/a,NET 30,N,,610000,Memo',
      expected: ['ap.csv, row 4, column "AMOUNT": expected an amount, e.g. 1,234.50, got "n/a"'],
    },
  ])('$what', async ({ row, expected }) => {
    const dir = makeTempDir('problem-once');
    const [invoice] = await readAll(legacyFile(dir, [row]), await loadMapping(LEGACY_US));
    expect(invoice!.problems.map(formatProblem)).toEqual(expected);
  });

  it('keeps two problems of one row that differ in column or message', async () => {
    const dir = makeTempDir('problem-once');
    const [invoice] = await readAll(
      legacyFile(dir, [',Atelier,INV1,13/45/2024,$10.00,NET 30,X,,610000,Memo']),
      await loadMapping(LEGACY_US),
    );
    expect(invoice!.problems.map((p) => p.column)).toEqual(['INV DATE', 'VENDOR ID', 'DISC']);
  });
});
