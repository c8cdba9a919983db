import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { resultsCsvField } from '../../../src/report/results/results-csv-field.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

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
