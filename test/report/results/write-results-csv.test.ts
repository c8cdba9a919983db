import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { resultsCsvField } from '../../../src/report/results/results-csv-field.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';

/** A JPY invoice of 1,234,567, sent as the API takes it. */
const jpy = { Invoice_Amount: '1234567.0000', InvoiceItems: [{ InstanceID: null, Amount: '1234567.0000' }] };

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
});

describe('resultsCsvField', () => {
  it('neutralises text a spreadsheet would run as a formula, but not plain numbers', () => {
    expect(resultsCsvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(resultsCsvField('+1+2')).toBe(`'+1+2`);
    expect(resultsCsvField('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(resultsCsvField('-45.0000')).toBe('-45.0000');
    expect(resultsCsvField('-1+cmd')).toBe(`'-1+cmd`);
    expect(resultsCsvField('\tx')).toBe(`'\tx`);
  });

  it('quotes commas, quotes and line breaks, and leaves empty values empty', () => {
    expect(resultsCsvField('a,b')).toBe('"a,b"');
    expect(resultsCsvField('line\nbreak')).toBe('"line\nbreak"');
    expect(resultsCsvField(null)).toBe('');
    expect(resultsCsvField(0)).toBe('0');
  });
});

describe('writeResultsCsv', () => {
  it('writes the Results columns with exact amounts, instance ids with their zeros, and neutralised text', async () => {
    fixture = await uploadFixture();
    const risky = validInvoice(
      1,
      { prefix: '=CSV' },
      {
        InvoiceId: '=cmd|" /C calc"!A0',
        Invoice_Amount: '-45.1250',
        InvoiceItems: [{ InstanceID: null, Amount: '-45.1250' }],
      },
    );
    const report = await fixture.upload('risky.csv', [mapped(risky, 2)], { results: 'csv' });
    const file = report.runs[0]!.resultsFile!;
    expect(file).toMatch(/risky-results-\d{8}-\d{6}\.csv$/);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFFSource,Sheet,Rows,InvoiceId,')).toBe(true);
    const line = text.split('\r\n')[1]!;
    expect(line).toMatch(
      /^month-end\.csv,,2,"'=cmd\|"" \/C calc""!A0",'=CSV-00001,2025-01-31,,0000100001,,EUR,-45\.1250,1,created,200,0,00\d{8},,,1$/,
    );
  });
});

describe('the results CSV', () => {
  /** The Outcome and Invoice_Amount of each invoice of the CSV an upload wrote. */
  function outcomesAndAmounts(file: string): string[][] {
    const lines = readFileSync(file, 'utf8').split('\r\n');
    const header = lines[0]!.replace('\uFEFF', '').split(',');
    return lines
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(','))
      .map((cells) => [cells[header.indexOf('Outcome')]!, cells[header.indexOf('Invoice_Amount')]!]);
  }

  it("says each outcome in the results workbook's words: held: differs", async () => {
    fixture = await uploadFixture();
    await fixture.upload('earlier.csv', [mapped(validInvoice(1, { prefix: 'WRD' }), 2)]);
    const changed = validInvoice(
      1,
      { prefix: 'WRD' },
      { Invoice_Amount: '999.0000', InvoiceItems: [{ InstanceID: null, Amount: '999.0000' }] },
    );
    const report = await fixture.upload('words.csv', [mapped(changed, 2)], { results: 'csv' });
    expect(outcomesAndAmounts(report.runs[0]!.resultsFile!)).toEqual([['held: differs', '999.0000']]);
  });

  it("says in doubt as every other output does, and the amount exactly as posted (the API's four decimals)", async () => {
    fixture = await uploadFixture({ lostRate: 1 });
    const report = await fixture.upload(
      'words.csv',
      [mapped(validInvoice(2, { prefix: 'WRD', currency: 'JPY' }, jpy), 3)],
      {
        results: 'csv',
      },
    );
    expect(outcomesAndAmounts(report.runs[0]!.resultsFile!)).toEqual([['in doubt', '1234567.0000']]);
  });
});
