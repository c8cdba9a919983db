import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { InputFileError } from '../../src/errors.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll, rejectionOf, writeCsv } from './mapping-fixtures.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';

describe('reading one row per invoice', () => {
  it('maps every row to a valid invoice with one line, InstanceID null and empty cells left out', async () => {
    const dir = makeTempDir('read-one-row');
    const file = writeCsv(dir, 'one.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,eur,119.00,100,19',
      '0000100002,A-2,20240201,USD,"1,000.00",1000,',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems)).toEqual([[], []]);
    expect(invoices[0]!.invoice).toEqual({
      InstanceID: null,
      InvoiceId: '0000100001-A-1',
      PayeeId: '0000100001',
      CurrencyCode: 'EUR',
      Invoice_Number: 'A-1',
      Invoice_Date: '20240131',
      Invoice_Amount: '119.0000',
      Events: [],
      Contacts: [],
      InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: '100.0000', Tax: '19.0000' }],
    });
    expect(invoices[1]!.invoice?.InvoiceItems[0]).toEqual({ InstanceID: null, Line_Number: '1', Amount: '1000.0000' });
    expect(invoices.map((i) => [i.rows, i.firstRow, i.draft.lines])).toEqual([
      ['2', 2, 1],
      ['3', 3, 1],
    ]);
  });

  it('reads an ISO 8601 date-time with an offset or Z as the day written, never shifted', async () => {
    const dir = makeTempDir('read-iso');
    const file = writeCsv(dir, 'p2p.csv', [
      HEADER,
      '0000100001,A-1,2024-03-05T00:00:00-08:00,EUR,119.00,100,19',
      '0000100001,A-2,2024-03-05T23:30:00Z,EUR,119.00,100,19',
      '0000100001,A-3,2024-03-05T00:00:00.000+05:30,EUR,119.00,100,19',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => [i.problems.map(formatProblem), i.invoice?.Invoice_Date])).toEqual([
      [[], '20240305'],
      [[], '20240305'],
      [[], '20240305'],
    ]);
  });

  it('reads amounts and dates in Myanmar, Thai, Lao, Khmer, Bengali and full-width digits as the sheet shows them', async () => {
    const dir = makeTempDir('read-digit-scripts');
    const file = writeCsv(dir, 'scripts.csv', [
      HEADER,
      '0000100001,MM-1,၂၀၂၄-၀၃-၁၅,MMK,"၁,၂၉၆.၂၃",၁၂၃၄.၅၀,၆၁.၇၃',
      '0000100001,TH-1,๒๐๒๔-๐๓-๑๕,THB,"๑,๓๒๐.๙๒","๑,๒๓๔.๕๐",๘๖.๔๒',
      '0000100001,LA-1,໒໐໒໔-໐໓-໑໕,LAK,໑໓໕,໑໒໓,໑໒',
      '0000100001,KH-1,២០២៤-០៣-១៥,KHR,-១៣៥,-១២៣,-១២',
      '0000100001,BD-1,২০২৪-০৩-১৫,BDT,"১,৪১৯.১০","১,২৩৪.০০",১৮৫.১০',
      '0000100001,JP-1,２０２４－０３－１５,JPY,１，３５８,１，２３５,１２３',
      // Their own eras and two scripts in one value: problems at the cell, nothing read.
      '0000100001,TH-2,๒๕๖๗-๐๓-๑๕,THB,๑๐๐,๑๐๐,๐',
      '0000100001,MM-2,၁၃၈၆-၀၃-၁၅,MMK,၁၀၀,၁၀၀,၀',
      '0000100001,BD-2,২০২৪-০৩-১৫,BDT,১০0,১০0,০',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(
      invoices
        .slice(0, 6)
        .map((i) => [
          i.problems.map(formatProblem),
          i.invoice?.Invoice_Date,
          i.invoice?.Invoice_Amount,
          i.invoice?.InvoiceItems[0]?.Amount,
          i.invoice?.InvoiceItems[0]?.Tax,
        ]),
    ).toEqual([
      [[], '20240315', '1296.2300', '1234.5000', '61.7300'],
      [[], '20240315', '1320.9200', '1234.5000', '86.4200'],
      [[], '20240315', '135.0000', '123.0000', '12.0000'],
      [[], '20240315', '-135.0000', '-123.0000', '-12.0000'],
      [[], '20240315', '1419.1000', '1234.0000', '185.1000'],
      [[], '20240315', '1358.0000', '1235.0000', '123.0000'],
    ]);
    const problems = invoices.slice(6).map((i) => [i.invoice, i.problems.map(formatProblem)]);
    expect(problems).toEqual([
      [
        undefined,
        [expect.stringMatching(/row 8, column "Date": .*year 2567 in Thai digits .*Buddhist era.*Gregorian calendar/)],
      ],
      [undefined, [expect.stringMatching(/row 9, column "Date": .*year 1386 in Myanmar digits .*Myanmar calendar/)]],
      [
        undefined,
        [
          expect.stringMatching(/row 10, column "Total": .*digits of two scripts in one value \(Bengali and Latin\)/),
          expect.stringMatching(/row 10, column "Net": .*two scripts/),
        ],
      ],
    ]);
  });

  it('places each problem at its row and column, with the value found', async () => {
    const dir = makeTempDir('read-problems');
    const file = writeCsv(dir, 'month-end.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,119.00,100,19',
      '0000100001,A-2,2024-02-30,EURO,119.00,100,N/A',
      ',A-3,2024-01-31,EUR,5,5,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.invoice === undefined)).toEqual([false, true, true]);
    expect(invoices[1]!.problems.map(formatProblem)).toEqual([
      'month-end.csv, row 3, column "Date": the day does not exist (February 2024 has 29 days; read as YYYY-MM-DD), got "2024-02-30"',
      'month-end.csv, row 3, column "Tax": expected an amount, e.g. 1,234.50, got "N/A"',
      'month-end.csv, row 3, column "Currency": expected a three-letter currency code, e.g. EUR, got "EURO"',
    ]);
    expect(invoices[1]!.problems[1]).toMatchObject({
      field: 'InvoiceItems[0].Tax',
      row: 3,
      column: 'Tax',
      value: 'N/A',
    });
    // A template with an empty placeholder leaves InvoiceId out: the empty column is reported, once.
    expect(invoices[2]!.problems.map((p) => [p.field, p.column, p.message])).toEqual([
      ['PayeeId', 'Vendor', 'expected a value, got nothing'],
    ]);
  });

  it('refuses a record with filled fields past the header: a delimiter in an unquoted value loses its rest', async () => {
    const dir = makeTempDir('read-extra-fields');
    const file = writeCsv(dir, 'extra.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,1,234.56,1000,19',
      '0000100002,A-2,2024-01-31,EUR,"1,234.56",1000,19',
      '0000100003,A-3,2024-01-31,EUR,119,100,19,,',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.invoice !== undefined)).toEqual([false, true, true]);
    expect(invoices[0]!.problems).toEqual([
      {
        file: 'extra.csv',
        sheet: undefined,
        row: 2,
        value: '19',
        message:
          "this record has a field past the header's 7 columns, which would be lost; put quotes around a value " +
          'that contains the delimiter (e.g. "1,234.56"), or give the column a header',
      },
    ]);
  });

  it('counts the header up to its last named column, so a header ending in a delimiter hides no lost field', async () => {
    const dir = makeTempDir('read-extra-fields-trailing');
    const file = writeCsv(dir, 'trailing.csv', [
      `${HEADER},`,
      '0000100001,A-1,2024-01-31,EUR,1,234.56,1000,19',
      '0000100002,A-2,2024-01-31,EUR,119,100,19,',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems.map((p) => [p.row, p.value]))).toEqual([[[2, '19']], []]);
    expect(invoices[0]!.problems[0]!.message).toMatch(/^this record has a field past the header's 7 columns/);
  });

  it('names each line of a grouped invoice that has fields past the header, once', async () => {
    const dir = makeTempDir('read-extra-fields-grouped');
    const file = writeCsv(dir, 'extra.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,230,100,15',
      '0000100001,A-1,2024-01-31,EUR,230,100,15,x,y',
    ]);
    const invoices = await readAll(
      file,
      mappingOf(`${ONE_ROW_MAPPING}layout: { type: grouped, key: [Vendor, Number] }\n`),
    );
    expect(invoices.map((i) => [i.rows, i.invoice === undefined, i.problems.map((p) => [p.row, p.value])])).toEqual([
      ['2-3', true, [[3, 'x']]],
    ]);
    expect(invoices[0]!.problems[0]!.message).toMatch(/^this record has 2 fields past the header's 7 columns/);
  });

  it('refuses an XLSX amount with more than four places as it refuses one in a CSV, never rounding it', async () => {
    const dir = makeTempDir('read-xlsx-places');
    const file = join(dir, 'places.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Invoices');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['0000100001', 'P-1', '2024-01-31', 'EUR', 12.34567, 12.34567, 0]);
    // 100 / 3 shown as 33.33 by its format: the cell holds 33.333333333333336, not what is shown.
    const third = sheet.addRow([
      '0000100002',
      'P-2',
      '2024-01-31',
      'EUR',
      10,
      10,
      { formula: '100/3', result: 100 / 3 },
    ]);
    third.getCell(7).numFmt = '0.00';
    sheet.addRow(['0000100003', 'P-3', '2024-01-31', 'EUR', 1234.56 + 2e-13, 1234.56, 0]);
    sheet.addRow(['0000100004', 'P-4', '2024-01-31', 'EUR', true, 1e21, 0]);
    await book.xlsx.writeFile(file);

    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices[0]!.problems.map((p) => [p.column, p.value, p.message])).toEqual([
      ['Total', '12.34567', 'expected an amount with at most four decimal places'],
      ['Net', '12.34567', 'expected an amount with at most four decimal places'],
    ]);
    expect(invoices[1]!.problems.map((p) => [p.column, p.value])).toEqual([['Tax', '33.333333333333336']]);
    // The noise of Excel arithmetic is not a fifth place.
    expect(invoices[2]!.invoice?.Invoice_Amount).toBe('1234.5600');
    expect(invoices[3]!.problems.map((p) => [p.column, p.value, p.message])).toEqual([
      ['Total', 'TRUE', 'expected an amount (this is a TRUE/FALSE cell)'],
      ['Net', '1000000000000000000000', 'expected an amount with at most 15 digits before the decimal point'],
    ]);
  });

  it('reports the same (PayeeId, Invoice_Number) twice in a file at the second, naming the first rows', async () => {
    const dir = makeTempDir('read-duplicate');
    const file = writeCsv(dir, 'dup.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,1,1,0',
      '0000100002,A-1,2024-01-31,EUR,1,1,0',
      '0000100001,A-1,2024-02-01,EUR,2,2,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems.length)).toEqual([0, 0, 1]);
    expect(formatProblem(invoices[2]!.problems[0]!)).toBe(
      'dup.csv, row 4, column "Number": expected each (PayeeId, Invoice_Number) once in a file; PayeeId 0000100001 already has this number at row 2, got "A-1"',
    );
  });

  it('reports an invoice number that is another of its vendor written differently at its cell, naming the other row and what differs', async () => {
    const dir = makeTempDir('read-near-duplicate');
    const file = writeCsv(dir, 'near.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,1,1,0',
      '0000100001,INV 7,2024-01-31,EUR,1,1,0',
      '0000100002,a-1,2024-01-31,EUR,1,1,0',
      '0000100001,00421,2024-01-31,EUR,1,1,0',
      '0000100001,a-1,2024-02-01,EUR,2,2,0',
      '0000100001,INV  7,2024-02-01,EUR,2,2,0',
      '0000100001,Ａ－１,2024-02-01,EUR,2,2,0',
      '0000100001,421.0,2024-02-01,EUR,2,2,0',
      '0000100001,A\u20131,2024-02-01,EUR,2,2,0',
      '0000100001,inv\u00a007,2024-02-01,EUR,2,2,0',
      '0000100001,INV.7,2024-02-01,EUR,2,2,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems.length)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    const near = (row: number, number: string, earlier: string, at: number, differs: string, shown = '') =>
      `near.csv, row ${row}, column "Number": expected each (PayeeId, Invoice_Number) once in a file; PayeeId 0000100001 already has "${earlier}" at row ${at}, the same invoice number${shown} but for ${differs}: correct one of them, or make the numbers differ, got "${number}"`;
    expect(invoices.slice(4).map((i) => formatProblem(i.problems[0]!))).toEqual([
      near(6, 'a-1', 'A-1', 2, 'letter case'),
      near(7, 'INV  7', 'INV 7', 3, 'spaces'),
      near(8, 'Ａ－１', 'A-1', 2, 'full-width characters'),
      // A trailing .0 is refused at the cell first, as a number a program wrote (whole-number-with-zeros.ts).
      expect.stringMatching(
        /^near\.csv, row 9, column "Number": this looks like the whole number 421 written by a program/,
      ),
      near(10, 'A\u20131', 'A-1', 2, 'the kind of dash', ' as "A<EN DASH>1"'),
      near(11, 'inv\u00a007', 'INV 7', 3, 'spaces, letter case and leading zeros', ' as "inv<NBSP>07"'),
      near(12, 'INV.7', 'INV 7', 3, 'punctuation'),
    ]);
  });

  it('reports a key with a character that does not show at its cell, showing where it is', async () => {
    const dir = makeTempDir('read-invisible');
    const file = writeCsv(dir, 'hidden.csv', [
      HEADER,
      '0000100001,INV-8\u200b,2024-01-31,EUR,1,1,0',
      '0000100001,INV\u00ad9,2024-01-31,EUR,1,1,0',
      '0000100001,INV-10,2024-01-31,EUR,1,1,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems.map(formatProblem))).toEqual([
      [
        'hidden.csv, row 2, column "Number": expected only characters that show; this holds an invisible character: INV-8<ZWSP> (delete it, or the finance system keeps the number as it is and a search for it misses it), got "INV-8\u200b"',
      ],
      [
        'hidden.csv, row 3, column "Number": expected only characters that show; this holds an invisible character: INV<SHY>9 (delete it, or the finance system keeps the number as it is and a search for it misses it), got "INV\u00ad9"',
      ],
      [],
    ]);
  });

  it('writes a line-sum problem in the currency places, quoting the cell as written', async () => {
    const dir = makeTempDir('read-sum-places');
    const file = writeCsv(dir, 'sum.csv', [
      HEADER,
      '0000100001,J-1,2024-01-31,JPY,1513152,1513151,0',
      '0000100001,J-2,2024-01-31,JPY,100.50,100,0',
      '0000100001,K-1,2024-01-31,KWD,105.130,105.129,0',
    ]);
    const read = await readAll(file, mappingOf(`${ONE_ROW_MAPPING}checks: { sumLines: true }\n`));
    const sums = read.map((i) => i.problems.map(formatProblem).filter((text) => text.includes('differs by')));
    expect(sums).toEqual([
      [
        'sum.csv, row 2, column "Total": expected the Amount + Tax of its 1 line (1513151); differs by 1, got "1513152"',
      ],
      ['sum.csv, row 3, column "Total": expected the Amount + Tax of its 1 line (100); differs by 0.5, got "100.50"'],
      [
        'sum.csv, row 4, column "Total": expected the Amount + Tax of its 1 line (105.129); differs by 0.001, got "105.130"',
      ],
    ]);
  });

  it('compares the lines with Invoice_Amount exactly when the mapping asks', async () => {
    const dir = makeTempDir('read-sum');
    const file = writeCsv(dir, 'sum.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,119.00,100,19',
      '0000100001,A-2,2024-01-31,EUR,119.01,100,19',
      '0000100001,A-3,2024-01-31,EUR,0.3,0.1,0.2',
    ]);
    const gross = await readAll(file, mappingOf(`${ONE_ROW_MAPPING}checks: { sumLines: true }\n`));
    expect(gross.map((i) => i.problems.map(formatProblem))).toEqual([
      [],
      [
        'sum.csv, row 3, column "Total": expected the Amount + Tax of its 1 line (119.00); differs by 0.01, got "119.01"',
      ],
      [],
    ]);
    const net = await readAll(file, mappingOf(`${ONE_ROW_MAPPING}checks: { sumLines: net }\n`));
    expect(net.map((i) => i.problems.length)).toEqual([1, 1, 1]);
    const unchecked = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(unchecked.every((i) => i.problems.length === 0)).toBe(true);
  });

  it('skips rows by rule: a totals row, a matching pattern, a blank cell', async () => {
    const dir = makeTempDir('read-skip');
    const file = writeCsv(dir, 'skip.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,1,1,0',
      'Subtotal,,,,1,1,0',
      '0000100002,,2024-01-31,EUR,1,1,0',
      'TOTAL ,,,,2,2,0',
    ]);
    const mapping = mappingOf(
      `${ONE_ROW_MAPPING}source:\n  skipRows:\n    - { column: vendor, equals: [total] }\n    - { column: Vendor, matches: "^Sub" }\n    - { column: Number, blank: true }\n`,
    );
    const invoices = await readAll(file, mapping);
    expect(invoices.map((i) => i.rows)).toEqual(['2']);
  });

  it('stops before the first invoice when a named column is missing, listing the headers found', async () => {
    const dir = makeTempDir('read-missing');
    const file = writeCsv(dir, 'missing.csv', [
      'Vendor,Number,Date,Currency,Total,Net',
      '0000100001,A-1,2024-01-31,EUR,1,1',
    ]);
    const error = await rejectionOf(readAll(file, mappingOf(ONE_ROW_MAPPING)));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toBe(
      'missing.csv: column "Tax" named by the mapping (test.yaml:12:8) is not in the header row 1; headers found: "Vendor", "Number", "Date", "Currency", "Total", "Net"',
    );
  });
  it.each([
    ['Wahrung', 'Währung'],
    ['Invoice No', 'Invoice No.'],
    ['Vendr', 'Vendor'],
  ])('names the header the mapping most likely meant: %s for %s', async (written, header) => {
    const dir = makeTempDir('read-near-header');
    const file = writeCsv(dir, 'near.csv', [`Number,${header}`, 'A-1,EUR']);
    const mapping = mappingOf(`invoice:\n  Invoice_Number: Number\n  CurrencyCode: "${written}"\n`);
    const error = await rejectionOf(readAll(file, mapping));
    expect(error.message).toContain(`column "${written}" named by the mapping`);
    expect(error.message).toContain(`is not in the header row 1 (did you mean "${header}"?); headers found:`);
  });
});

describe('transforms, constants, templates and defaults', () => {
  it('applies pad, map, extract, upper, default and value, and finds columns by letter and loose header names', async () => {
    const dir = makeTempDir('read-transforms');
    const file = writeCsv(dir, 'erp.csv', [
      'Kreditor;Beleg Nr.;Datum;Brutto;Netto;Skonto;Ref;Satz',
      '100001;RE 77;31.01.2024;1.190,00;1.000,00;J;PO: 4500012345 ;19,00',
      '100002;RE 78;01.02.2024;100,00;100,00;;;',
    ]);
    const mapping = mappingOf(`
source: { delimiter: ";", decimalSeparator: ",", dateFormats: [DD.MM.YYYY] }
invoice:
  InvoiceId: { template: "{kreditor}/{BELEGNR.}" }
  PayeeId: { column: Kreditor, transform: { pad: 10 } }
  Invoice_Number: { column: belegnr., transform: [{ extract: "(\\\\d+)" }] }
  Invoice_Date: Datum
  CurrencyCode: { value: eur }
  Invoice_Amount: { letter: D }
  Discount: { column: Skonto, transform: { map: { j: Y } }, default: N }
  Invoice_Status: { value: Posted }
items:
  Amount: Netto
  PurchaseOrder: { column: Ref, transform: [trim, { extract: "PO: (\\\\d+)" }] }
  TaxRate: { column: Satz, default: 0 }
  CountryCode: { value: de }
`);
    const [first, second] = await readAll(file, mapping);
    expect(first!.problems).toEqual([]);
    expect(first!.invoice).toMatchObject({
      InvoiceId: '100001/RE 77',
      PayeeId: '0000100001',
      Invoice_Number: '77',
      Invoice_Date: '20240131',
      CurrencyCode: 'EUR',
      Invoice_Amount: '1190.0000',
      Discount: 'Y',
      Invoice_Status: 'Posted',
    });
    expect(first!.invoice!.InvoiceItems).toEqual([
      { InstanceID: null, Amount: '1000.0000', PurchaseOrder: '4500012345', TaxRate: '19.00', CountryCode: 'DE' },
    ]);
    expect(second!.invoice).toMatchObject({ Discount: 'N', Invoice_Number: '78' });
    expect(second!.invoice!.InvoiceItems).toEqual([
      { InstanceID: null, Amount: '100.0000', TaxRate: '0.00', CountryCode: 'DE' },
    ]);
  });

  it('fills contacts and events from columns and constants, leaving out an entry whose columns are empty', async () => {
    const dir = makeTempDir('read-contacts');
    const file = writeCsv(dir, 'c.csv', [
      `${HEADER},Requester,Mail,Approver`,
      '0000100001,A-1,2024-01-31,EUR,1,1,0,jdoe,j.doe@example.com,',
      '0000100001,A-2,2024-01-31,EUR,1,1,0,,,msmith',
    ]);
    const mapping = mappingOf(`${ONE_ROW_MAPPING}
contacts:
  - { Role: { value: Requester }, User_ID: Requester, Email: Mail }
  - { Role: { value: Approver }, User_ID: Approver }
events:
  - { Event_ID: { value: "1" }, Event_Name: { value: Received }, Event_Date: Date }
`);
    const [a, b] = await readAll(file, mapping);
    expect(a!.invoice!.Contacts).toEqual([
      { InstanceID: null, Role: 'Requester', User_ID: 'jdoe', Email: 'j.doe@example.com' },
    ]);
    expect(b!.invoice!.Contacts).toEqual([{ InstanceID: null, Role: 'Approver', User_ID: 'msmith' }]);
    expect(a!.invoice!.Events).toEqual([
      { InstanceID: null, Event_ID: '1', Event_Name: 'Received', Event_Date: '20240131' },
    ]);
  });
});

describe('reading one row per line, grouped by a key', () => {
  const GROUPED = `${ONE_ROW_MAPPING}layout: { type: grouped, key: [Vendor, Number] }\n`;

  it('forms one invoice from consecutive rows with the same key', async () => {
    const dir = makeTempDir('read-grouped');
    const file = writeCsv(dir, 'g.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,230,100,15',
      '0000100001,A-1,2024-01-31,EUR,230,100,15',
      '0000100002,A-1,2024-01-31,EUR,50,50,0',
      '0000100001,A-2,2024-01-31,EUR,10,10,',
    ]);
    const invoices = await readAll(file, mappingOf(GROUPED));
    expect(invoices.map((i) => [i.rows, i.draft.lines, i.problems.length])).toEqual([
      ['2-3', 2, 0],
      ['4', 1, 0],
      ['5', 1, 0],
    ]);
    expect(invoices[0]!.invoice!.InvoiceItems.map((l) => l.Line_Number)).toEqual(['1', '2']);
  });

  it('reports a key that comes back after another key, and header fields that differ within an invoice', async () => {
    const dir = makeTempDir('read-split');
    const file = writeCsv(dir, 'split.csv', [
      HEADER,
      '0000100001,A-1,2024-01-31,EUR,230,100,15',
      '0000100001,A-1,2024-02-01,EUR,230,100,15',
      '0000100002,B-1,2024-01-31,EUR,50,50,0',
      '0000100001,A-1,2024-01-31,EUR,230,10,',
    ]);
    const invoices = await readAll(file, mappingOf(GROUPED));
    expect(invoices.map((i) => i.rows)).toEqual(['2-3', '4', '5']);
    expect(invoices[0]!.problems.map(formatProblem)).toEqual([
      'split.csv, row 3, column "Date": expected the same value as row 2 ("2024-01-31"): header fields repeat on every line of an invoice, got "2024-02-01"',
    ]);
    expect(invoices[2]!.problems.map(formatProblem)).toEqual([
      'split.csv, row 5: lines of invoice 0000100001 / A-1 are not together (rows 2-3 and 5); sort the file by "Vendor", "Number"',
    ]);
    expect(invoices[2]!.invoice).toBeUndefined();
  });

  it('addresses a problem of the third line of an invoice at that line', async () => {
    const dir = makeTempDir('read-line-problem');
    const file = writeCsv(dir, 'l.csv', [
      HEADER,
      ...Array.from({ length: 3 }, (_, i) => `0000100001,A-1,2024-01-31,EUR,3,1,${i === 2 ? 'n/a' : '0'}`),
    ]);
    const [invoice] = await readAll(file, mappingOf(GROUPED));
    expect(invoice!.problems).toEqual([
      {
        file: 'l.csv',
        sheet: undefined,
        row: 4,
        column: 'Tax',
        field: 'InvoiceItems[2].Tax',
        value: 'n/a',
        message: 'expected an amount, e.g. 1,234.50',
      },
    ]);
  });
});

describe('reading an invoices sheet joined with a lines sheet', () => {
  async function workbook(dir: string): Promise<string> {
    const wb = new ExcelJS.Workbook();
    const invoices = wb.addWorksheet('Invoices');
    invoices.addRow(['InvoiceId', 'PayeeId', 'Invoice_Number', 'Invoice_Date', 'CurrencyCode', 'Invoice_Amount']);
    invoices.addRow(['INV-1', '0000100001', 'A-1', new Date(Date.UTC(2024, 0, 31)), 'EUR', 238]);
    invoices.addRow(['INV-2', '0000100002', 'A-2', new Date(Date.UTC(2024, 1, 1)), 'USD', 50]);
    invoices.addRow(['INV-3', '0000100003', 'A-3', new Date(Date.UTC(2024, 1, 2)), 'USD', 50]);
    const lines = wb.addWorksheet('Lines');
    lines.addRow(['InvoiceId', 'Line', 'Amount', 'Tax', 'TaxRate']);
    lines.addRow(['INV-2', 1, 50, 0, 0.07]);
    lines.addRow(['INV-1', 1, 100, 19, 0.19]);
    lines.addRow(['INV-9', 1, 5, 0, 0]);
    lines.addRow(['INV-1', 2, 100, 'N/A', 0.19]);
    lines.getColumn(5).numFmt = '0%';
    const file = join(dir, 'joined.xlsx');
    await wb.xlsx.writeFile(file);
    return file;
  }

  const JOINED = `
source: { sheet: Invoices, lines: { sheet: Lines } }
layout: { type: joined, key: InvoiceId }
invoice:
  InvoiceId: InvoiceId
  PayeeId: PayeeId
  Invoice_Number: Invoice_Number
  Invoice_Date: Invoice_Date
  CurrencyCode: CurrencyCode
  Invoice_Amount: Invoice_Amount
items:
  Line_Number: Line
  Amount: Amount
  Tax: Tax
  TaxRate: TaxRate
`;

  it('gives each invoice its lines in any order, and reports invoices without lines and lines without invoice', async () => {
    const dir = makeTempDir('read-joined');
    const file = await workbook(dir);
    const invoices = await readAll(file, mappingOf(JOINED));
    expect(invoices.map((i) => [i.sheet, i.rows, i.draft.lines])).toEqual([
      ['Invoices', '2; Lines: 3, 5', 2],
      ['Invoices', '3; Lines: 2', 1],
      ['Invoices', '4', 0],
      ['Lines', '4', 1],
    ]);
    expect(invoices[0]!.problems.map(formatProblem)).toEqual([
      'joined.xlsx, sheet Lines, row 5, column "Tax": expected an amount, e.g. 1,234.50, got "N/A"',
    ]);
    expect(invoices[1]!.invoice?.InvoiceItems).toEqual([
      { InstanceID: null, Line_Number: '1', Amount: '50.0000', Tax: '0.0000', TaxRate: '7.00' },
    ]);
    expect(invoices[1]!.invoice?.Invoice_Date).toBe('20240201');
    expect(invoices[2]!.problems.map(formatProblem)).toEqual([
      'joined.xlsx, sheet Invoices, row 4, field InvoiceItems: expected at least one invoice line: no row of sheet Lines has the key INV-3',
    ]);
    expect(invoices[3]!.problems.map(formatProblem)).toEqual([
      'joined.xlsx, sheet Lines, row 4, column "InvoiceId": expected an invoice with the key INV-9 in sheet Invoices; 1 line(s) belong to none, got "INV-9"',
    ]);
  });

  it('refuses a joined mapping for a CSV file on the first read', async () => {
    const dir = makeTempDir('read-joined-csv');
    const csv = writeCsv(dir, 'x.csv', ['InvoiceId', 'a']);
    expect((await rejectionOf(readAll(csv, mappingOf(JOINED)))).message).toMatch(
      /joins an invoices sheet and a lines sheet; a CSV file has one table/,
    );
  });
});
