/**
 * SQL Server Management Studio ("Save results as"), MySQL Workbench and other database exports write
 * an empty value as `NULL` (PostgreSQL's COPY text as `\N`). Such a cell is a problem at its cell,
 * never the text "NULL" posted or a required field read as filled, unless `source.nullText` says to
 * read it as empty.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, thrownBy, writeCsv } from './mapping-fixtures.js';

const MAPPING = `
source:
  delimiter: "\\t"
invoice:
  InvoiceId: { template: "{Vendor}-{Invoice}" }
  PayeeId: Vendor
  Invoice_Number: Invoice
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Amount
  Comments: Memo
items:
  Line_Number: { sequence: true }
  Amount: Amount
  Description: Description
vendorName: Vendor Name
`;

const HEADER = 'Vendor\tVendor Name\tInvoice\tDate\tCurrency\tAmount\tDescription\tMemo';

/** Rows as SSMS's "Save results as" writes them: tab-separated, CRLF, NULL for an empty value. */
function ssmsFile(rows: string[]): string {
  return writeCsv(
    makeTempDir('ssms-null'),
    'results.txt',
    [HEADER, ...rows].map((line) => `${line}\r`),
  );
}

const NULL_MESSAGE = 'reads NULL, the empty value a database export writes';

describe('database NULL markers in cells', () => {
  it('are a problem at their cell, in an optional text field, a required one, an amount and the vendor name', async () => {
    const file = ssmsFile([
      '0000100004\tSociété Générale\tW-1001\t2024-03-15\tEUR\t1234.50\tPublicité été\tok',
      '0000100005\tMüller GmbH\tW-1002\t2024-03-16\tEUR\t2000.00\tNULL\tok',
      '0000100006\tØrsted A/S\tNULL\t2024-03-17\tEUR\t99.99\tCafé\tok',
      '0000100007\tNULL\tW-1004\t2024-03-18\tEUR\t10.00\tTea\tok',
      '0000100008\tNull Ltd\tW-1005\t2024-03-19\tEUR\tNULL\tTea\tok',
      '0000100009\tNull Ltd\tW-1006\t2024-03-20\tEUR\t5.00\tnull\t\\N',
    ]);
    const invoices = await readAll(file, mappingOf(MAPPING));
    expect(invoices.map((i) => i.invoice !== undefined)).toEqual([true, false, false, false, false, false]);
    expect(invoices.map((i) => i.problems.map((p) => [p.column, p.value]))).toEqual([
      [],
      [['Description', 'NULL']],
      [['Invoice', 'NULL']],
      [['Vendor Name', 'NULL']],
      [['Amount', 'NULL']],
      [
        ['Memo', '\\N'],
        ['Description', 'null'],
      ],
    ]);
    for (const invoice of invoices.slice(1))
      for (const problem of invoice.problems)
        expect(problem.message).toContain(NULL_MESSAGE.replace('NULL', problem.value!));
    expect(formatProblem(invoices[1]!.problems[0]!)).toMatch(
      /^results\.txt, row 3, column "Description": reads NULL, the empty value a database export writes: .*source\.nullText/,
    );
  });

  it('read as empty where source.nullText lists them; a name such as "Null Ltd" reads as written', async () => {
    const file = ssmsFile([
      '0000100005\tNull Ltd\tW-1002\t2024-03-16\tEUR\t2000.00\tNULL\tNULL',
      '0000100006\tNULL\tW-1003\t2024-03-17\tEUR\t99.99\tnull\tok',
      '0000100007\tØrsted A/S\tNULL\t2024-03-18\tEUR\t10.00\tTea\tok',
    ]);
    const mapping = mappingOf(MAPPING.replace('source:\n', 'source:\n  nullText: [NULL]\n'));
    const [blank, lower, required] = await readAll(file, mapping);
    expect(blank!.problems).toEqual([]);
    expect(blank!.invoice?.Comments).toBeUndefined();
    expect(blank!.invoice?.InvoiceItems[0]?.Description).toBeUndefined();
    expect(blank!.draft.vendorName).toBe('Null Ltd');
    // Only the texts listed are read as empty: `null` is still a problem.
    expect(lower!.problems.map((p) => [p.column, p.value])).toEqual([['Description', 'null']]);
    expect(lower!.draft.vendorName).toBeUndefined();
    // A required field read as empty is missing, as a blank cell is (the problem quotes the cell).
    expect(required!.invoice).toBeUndefined();
    expect(required!.problems.map((p) => [p.field, p.value])).toEqual([['Invoice_Number', 'NULL']]);
    expect(required!.problems[0]!.message).not.toContain('database export');
  });

  it('in a template placeholder, a problem at the id; with nullText, an empty placeholder as a blank cell gives', async () => {
    const file = ssmsFile([
      '0000100005\tMüller GmbH\tW-1002\t2024-03-16\tEUR\t2000.00\tTea\tNULL',
      '0000100006\tMüller GmbH\tW-1003\t2024-03-16\tEUR\t2000.00\tTea\tM?ller',
    ]);
    const byMemo = MAPPING.replace('"{Vendor}-{Invoice}"', '"{Vendor}-{Memo}"').replace('  Comments: Memo\n', '');
    const [nulled, lost] = await readAll(file, mappingOf(byMemo));
    expect(nulled!.problems.map((p) => [p.field, p.column, p.value])).toEqual([['InvoiceId', 'Vendor + Memo', 'NULL']]);
    expect(nulled!.problems[0]!.message).toContain('reads NULL, the empty value a database export writes');
    expect(lost!.problems.map((p) => [p.field, p.value])).toEqual([['InvoiceId', '0000100006-M?ller']]);
    const [read] = await readAll(file, mappingOf(byMemo.replace('source:\n', 'source:\n  nullText: [NULL]\n')));
    expect(read!.problems.map((p) => [p.field, p.message])).toEqual([
      ['InvoiceId', expect.not.stringContaining('NULL')],
    ]);
  });

  it('a map step that names NULL reads it as the mapping says', async () => {
    const file = ssmsFile(['0000100005\tMüller GmbH\tW-1002\t2024-03-16\tEUR\t2000.00\tNULL\tok']);
    const mapping = mappingOf(
      MAPPING.replace(
        'Description: Description',
        'Description: { column: Description, transform: { map: { "NULL": none } } }',
      ),
    );
    const [invoice] = await readAll(file, mapping);
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.invoice?.InvoiceItems[0]?.Description).toBe('none');
  });

  it('source.nullText takes each text as written, unquoted NULL and null too (which YAML reads as no value)', () => {
    const mapping = mappingOf(MAPPING.replace('source:\n', 'source:\n  nullText: [NULL, null, \'\\N\', "(null)"]\n'));
    expect([...mapping.source.reading.nullTexts]).toEqual(['NULL', 'null', '\\N', '(null)']);
  });

  it('source.nullText must list texts', () => {
    expect(thrownBy(() => mappingOf(MAPPING.replace('source:\n', 'source:\n  nullText: []\n'))).message).toMatch(
      /nullText/,
    );
  });
});
