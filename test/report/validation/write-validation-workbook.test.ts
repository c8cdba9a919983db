import { LEAST_READABLE_SCALE } from '../../../src/report/plan-sheet-print.js';
import { readdirSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import {
  fileTotalLabel,
  openValidationWorkbook,
  validationFileName,
} from '../../../src/report/validation/write-validation-workbook.js';
import { INVOICE_COLUMNS } from '../../../src/report/validation/validation-rows.js';
import type { FileSummary } from '../../../src/mapping/summarize-file.js';
import { invalidMapped, mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../../sheets/sheet-files.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { SHARING_INVALID_KEY_WORDS } from '../../../src/journal/sharing-invalid-key-sql.js';

/** The Amount column of Invoices, 1-based; Currency is the next. */
const AMOUNT = INVOICE_COLUMNS.findIndex((column) => column.header === 'Amount') + 1;
const ABOUT = { source: 'month-end.csv', mapping: 'mappings/european-erp.yaml' };

function summaryOf(invoices: number, invalid: number): FileSummary {
  return {
    invoices,
    lines: invoices,
    valid: invoices - invalid,
    invalid,
    problems: invalid,
    totals: { EUR: '1234.5600', USD: '-0.1250' },
    validTotals: { EUR: '1234.5600', USD: '-0.1250' },
    untotalled: 0,
  };
}

describe('openValidationWorkbook', () => {
  it('filters each table and prints every sheet landscape, one page wide or the wide tables in readable pages across, header row on every page', async () => {
    const dir = makeTempDir('validation-print');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'print.csv', new Date(2026, 10, 24)));
    workbook.add(mapped(validInvoice(1, { prefix: 'PRN' }), 2));
    workbook.add(invalidMapped(2, { prefix: 'PRN' }));
    const book = await readBook(await workbook.finish(summaryOf(2, 1), ABOUT));
    for (const sheet of book.worksheets) {
      expect(sheet.headerFooter.oddFooter, sheet.name).toContain('Page &P of &N');
      if (sheet.name === 'Invoices' || sheet.name === 'Problems') {
        // Too wide for one readable page: groups of columns a page across, vendor to number repeated.
        expect(sheet.pageSetup, sheet.name).toMatchObject({
          orientation: 'landscape',
          printTitlesColumn: sheet.name === 'Invoices' ? 'B:D' : 'A:C',
        });
        expect(sheet.pageSetup.scale, sheet.name).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
        continue;
      }
      expect(sheet.pageSetup, sheet.name).toMatchObject({
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
      });
      expect(sheet.headerFooter.oddHeader, sheet.name).toContain('&F');
      expect(sheet.headerFooter.oddFooter, sheet.name).toContain('Page &P of &N');
    }
    expect(book.getWorksheet('Invoices')!.autoFilter).toBe('A1:L1');
    expect(book.getWorksheet('Problems')!.autoFilter).toBe('A1:K1');
    expect(book.getWorksheet('Invoices')!.pageSetup.printTitlesRow).toBe('1:1');
    expect(book.getWorksheet('Problems')!.pageSetup.printTitlesRow).toBe('1:1');
    expect(book.getWorksheet('Summary')!.pageSetup.printTitlesRow).toBeUndefined();
  });

  it('explains each outcome on a Legend sheet, invalid in the colour of the invalid rows', async () => {
    const dir = makeTempDir('validation-legend');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'legend.csv', new Date(2026, 10, 24)));
    workbook.add(invalidMapped(1, { prefix: 'LEG' }));
    const book = await readBook(await workbook.finish(summaryOf(1, 1), ABOUT));
    expect(book.worksheets.at(-1)!.name).toBe('Legend');
    const legend = book.getWorksheet('Legend')!;
    expect(rowValues(legend, 1)).toEqual(['Outcome', 'What it means', 'What to do']);
    expect([2, 3].map((n) => legend.getRow(n).getCell(1).value)).toEqual(['valid', 'invalid']);
    const status = book.getWorksheet('Invoices')!.getRow(2).getCell(1);
    expect(status.value).toBe('invalid');
    expect(legend.getRow(3).getCell(1).fill).toEqual(status.fill);
    expect(String(legend.getRow(3).getCell(3).value)).toContain('Correct the cells');
    // The Summary sheet holds the figures, the first sheet a reader opens.
    expect(rowValues(book.getWorksheet('Summary')!, 1)).toEqual(['File', 'month-end.csv']);
  });

  it('says on the Legend what upload --partial holds back: any valid invoice an invalid part may belong to, by its rule', async () => {
    const dir = makeTempDir('validation-legend-partial');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'legend.csv', new Date(2026, 10, 24)));
    workbook.add(invalidMapped(1, { prefix: 'LEG' }));
    const legend = (await readBook(await workbook.finish(summaryOf(1, 1), ABOUT))).getWorksheet('Legend')!;
    const [valid, invalid] = [2, 3].map((n) => String(legend.getRow(n).getCell(2).value));
    // A valid invoice is not posted while others are invalid, nor with --partial when an invalid part may be its own.
    expect(valid).not.toMatch(/upload would post it\.$/);
    expect(valid).toContain('once no invoice of the file is invalid');
    for (const meaning of [valid, invalid]) {
      expect(meaning).toContain('--partial');
      // The words of the rule upload applies (and its held invoices' detail gives), not a paraphrase.
      expect(meaning).toContain(`(${SHARING_INVALID_KEY_WORDS})`);
    }
  });

  it('writes Invoices, Problems and Summary with typed, styled cells that Excel readers accept', async () => {
    const dir = makeTempDir('validation-workbook');
    const workbook = await openValidationWorkbook(
      validationFileName(dir, 'month-end.csv', new Date(2026, 10, 24, 9, 5, 7)),
    );
    const odd = mapped(validInvoice(1, { prefix: 'A&B <x>' }, { InvoiceId: 'id "1"\u0001\u0007 & more' }), 2);
    const bad = invalidMapped(2, { prefix: 'VW' });
    bad.problems[0]!.value = 'n/a\u0000 <script>';
    workbook.add(odd);
    workbook.add(bad);
    const file = await workbook.finish(summaryOf(2, 1), ABOUT);

    expect(file).toMatch(/month-end-validation-20261124-090507\.xlsx$/);
    expect(readdirSync(dir)).toEqual(['month-end-validation-20261124-090507.xlsx']);
    const book = await readBook(file);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Problems', 'Invoices', 'Legend']);

    const invoices = book.getWorksheet('Invoices')!;
    expect(rowValues(invoices, 1)).toEqual([
      'Outcome',
      'Vendor',
      'Vendor id',
      'Invoice number',
      'Invoice date',
      'Amount',
      'Currency',
      'Lines',
      'Message',
      'Sheet',
      'Rows',
      'Invoice id',
    ]);
    expect(invoices.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(invoices.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(invoices.getColumn(9).width).toBe(80);
    expect(invoices.getColumn(1).width).toBe(10);
    // Markup is escaped and characters XML cannot hold become U+FFFD, never a broken file.
    expect(invoices.getRow(2).getCell(12).value).toBe('id "1"\uFFFD\uFFFD & more');
    expect(invoices.getRow(2).getCell(3).value).toBe('0000100001');
    expect(invoices.getRow(2).getCell(4).value).toBe('A&B <x>-00001');
    expect(invoices.getRow(2).getCell(6).value).toBe(101.01);
    expect(invoices.getRow(2).getCell(6).numFmt).toBe('#,##0.00');
    expect(invoices.getRow(2).getCell(8).value).toBe(1);
    expect(invoices.getRow(2).getCell(1).value).toBe('valid');
    // No fill on a valid row: the eye goes to the invalid ones.
    expect(JSON.stringify(invoices.getRow(2).getCell(1).fill ?? {})).not.toContain('solid');

    expect(invoices.getRow(3).getCell(6).value).toBeNull();
    expect(invoices.getRow(3).getCell(1).value).toBe('invalid');
    expect(invoices.getRow(3).getCell(1).fill).toMatchObject({ pattern: 'solid', fgColor: { argb: 'FFFF9999' } });
    expect(invoices.getRow(3).getCell(9).value).toBe(
      'row 3 "Amount": expected an amount, got "n/a\\u0000 <script>". Write a number in column "Amount", e.g. 1,234.50; a currency sign or code may go with it, no other words.',
    );
    expect(invoices.getRow(3).getCell(9).alignment).toMatchObject({ wrapText: true, vertical: 'top' });

    const problems = book.getWorksheet('Problems')!;
    expect(problems.rowCount).toBe(2);
    expect(rowValues(problems, 2).slice(1)).toEqual([
      '0000100001',
      'VW-2',
      undefined,
      undefined,
      3,
      'Amount',
      'n/a\uFFFD <script>',
      'expected an amount',
      'Write a number in column "Amount", e.g. 1,234.50; a currency sign or code may go with it, no other words.',
      'VW-ID-2',
    ]);
    expect(problems.getRow(2).getCell(1).value).toBeNull();
    // The row number sits left under its header, not right, under Column's.
    expect(problems.getRow(2).getCell(6).alignment).toMatchObject({ horizontal: 'left', vertical: 'top' });

    const summary = book.getWorksheet('Summary')!;
    expect(rowValues(summary, 1)).toEqual(['File', 'month-end.csv']);
    expect(rowValues(summary, 3)).toEqual(['Invoices', 2]);
    expect(rowValues(summary, 8)).toEqual([fileTotalLabel('EUR'), 1234.56]);
    expect(rowValues(summary, 9)).toEqual([fileTotalLabel('USD'), -0.125]);
    // USD's two places, and the third the total holds.
    expect(summary.getRow(9).getCell(2).numFmt).toBe('#,##0.000');
    expect(summary.getRow(9).getCell(1).font?.bold).toBe(true);
  });

  it("shows each amount, on Invoices and in the Summary totals, in its currency's decimal places, as a number cell", async () => {
    const dir = makeTempDir('validation-amounts');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'amounts.csv', new Date(2026, 10, 24)));
    const cases = [
      { currency: 'JPY', amount: '1100.0000', value: 1100, format: '#,##0' },
      { currency: 'KWD', amount: '105.1300', value: 105.13, format: '#,##0.000' },
      { currency: 'EUR', amount: '12.5000', value: 12.5, format: '#,##0.00' },
      // More places than the currency has are shown, never hidden.
      { currency: 'EUR', amount: '0.1250', value: 0.125, format: '#,##0.000' },
    ];
    cases.forEach((c, i) =>
      workbook.add(
        mapped(validInvoice(i + 1, { prefix: 'AMT', currency: c.currency }, { Invoice_Amount: c.amount }), i + 2),
      ),
    );
    const summary: FileSummary = {
      ...summaryOf(cases.length, 0),
      totals: { JPY: '1100.0000', KWD: '105.1300', EUR: '12.6250' },
    };
    const book = await readBook(await workbook.finish(summary, ABOUT));
    const invoices = book.getWorksheet('Invoices')!;
    const shown = cases.map((_, i) => {
      const cell = invoices.getRow(i + 2).getCell(AMOUNT);
      return { currency: invoices.getRow(i + 2).getCell(AMOUNT + 1).value, value: cell.value, format: cell.numFmt };
    });
    expect(shown).toEqual(cases.map((c) => ({ currency: c.currency, value: c.value, format: c.format })));
    const totals: unknown[] = [];
    book.getWorksheet('Summary')!.eachRow((row) => {
      if (String(row.getCell(1).value).startsWith('Total '))
        totals.push([row.getCell(1).value, row.getCell(2).value, row.getCell(2).numFmt]);
    });
    expect(totals).toEqual([
      [fileTotalLabel('JPY'), 1100, '#,##0'],
      [fileTotalLabel('KWD'), 105.13, '#,##0.000'],
      [fileTotalLabel('EUR'), 12.625, '#,##0.000'],
    ]);
  });

  it('keeps every row of a file larger than its write buffers, in order, and leaves no spool file', async () => {
    const dir = makeTempDir('validation-workbook-many');
    const workbook = await openValidationWorkbook({ file: `${dir}/many.xlsx` });
    const count = 6000;
    for (let i = 1; i <= count; i += 1) {
      workbook.add(i % 3 === 0 ? invalidMapped(i, { prefix: 'M' }) : mapped(validInvoice(i, { prefix: 'M' }), i + 1));
      if (i % 500 === 0) await workbook.drained();
    }
    // Until the end, the output and the spooled Problems sheet are private files beside the target.
    expect(readdirSync(dir).map((name) => name.replace(/[0-9a-f]{16}/, 'X'))).toEqual([
      'many.xlsx.X.partial',
      'many.xlsx.X.partial.sheet2',
    ]);
    await workbook.finish(summaryOf(count, count / 3), ABOUT);
    expect(readdirSync(dir)).toEqual(['many.xlsx']);

    const book = await readBook(`${dir}/many.xlsx`);
    const invoices = book.getWorksheet('Invoices')!;
    expect(invoices.rowCount).toBe(count + 1);
    expect(invoices.getRow(count + 1).getCell(12).value).toBe(`M-ID-${count}`);
    expect(invoices.getRow(count).getCell(4).value).toBe(`M-${String(count - 1).padStart(5, '0')}`);
    expect(book.getWorksheet('Problems')!.rowCount).toBe(count / 3 + 1);
    expect(
      book
        .getWorksheet('Problems')!
        .getRow(count / 3 + 1)
        .getCell(11).value,
    ).toBe(`M-ID-${count}`);

    // The tool's own XLSX reader, which refuses what it cannot read faithfully, reads it whole too.
    const table = await readWholeTable(`${dir}/many.xlsx`, { sheet: 'Invoices' });
    expect(table.headers).toEqual(rowValues(invoices, 1));
    expect(table.rows).toHaveLength(count);
    const last = table.rows.at(-1)!;
    expect(table.headers.map((_, i) => cellText(last.cells[i]))).toEqual([
      'invalid',
      '',
      '0000100001',
      `M-${count}`,
      '',
      '',
      'EUR',
      '1',
      `row ${count + 1} "Amount": expected an amount, got "n/a". Write a number in column "Amount", e.g. 1,234.50; a currency sign or code may go with it, no other words.`,
      '',
      String(count + 1),
      `M-ID-${count}`,
    ]);
  });

  it('goes on in a sheet of its own, header repeated, when a sheet reaches the row limit', async () => {
    const dir = makeTempDir('validation-workbook-row-limit');
    // A limit of 4 rows stands for Excel's 1,048,576: 7 invoices, 2 of them invalid with a problem
    // each, and 3 more problems on one invoice.
    const workbook = await openValidationWorkbook({ file: `${dir}/long.xlsx` }, 4);
    const many = invalidMapped(7, { prefix: 'P' });
    many.problems.push(...['a', 'b', 'c'].map((column) => ({ ...many.problems[0]!, column })));
    for (let i = 1; i <= 6; i += 1)
      workbook.add(i === 3 ? invalidMapped(i, { prefix: 'P' }) : mapped(validInvoice(i, { prefix: 'P' }), i + 1));
    workbook.add(many);
    await workbook.finish(summaryOf(7, 2), ABOUT);
    expect(readdirSync(dir)).toEqual(['long.xlsx']);

    const book = await readBook(`${dir}/long.xlsx`);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Problems',
      'Problems (2)',
      'Invoices',
      'Invoices (2)',
      'Invoices (3)',
      'Legend',
    ]);
    const column = (sheet: string, index: number) => {
      const ws = book.getWorksheet(sheet)!;
      return Array.from({ length: ws.rowCount }, (_, i) => ws.getRow(i + 1).getCell(index).value);
    };
    expect(column('Invoices', 12)).toEqual(['Invoice id', 'P-ID-1', 'P-ID-2', 'P-ID-3']);
    expect(column('Invoices (2)', 12)).toEqual(['Invoice id', 'P-ID-4', 'P-ID-5', 'P-ID-6']);
    expect(column('Invoices (3)', 12)).toEqual(['Invoice id', 'P-ID-7']);
    expect(book.getWorksheet('Invoices (2)')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(book.getWorksheet('Invoices (3)')!.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(column('Problems', 11)).toEqual(['Invoice id', 'P-ID-3', 'P-ID-7', 'P-ID-7']);
    expect(column('Problems', 7)).toEqual(['Column', 'Amount', 'Amount', 'a']);
    expect(column('Problems (2)', 7)).toEqual(['Column', 'b', 'c']);
    expect(rowValues(book.getWorksheet('Summary')!, 3)).toEqual(['Invoices', 7]);

    // The tool's own reader finds each part by its name too.
    const rest = await readWholeTable(`${dir}/long.xlsx`, { sheet: 'Problems (2)' });
    expect(rest.headers).toEqual(rowValues(book.getWorksheet('Problems')!, 1));
    expect(rest.rows.map((row) => cellText(row.cells[6]))).toEqual(['b', 'c']);
  });

  it('fails with the reason and leaves nothing behind when a spooled sheet cannot be read back', async () => {
    const dir = makeTempDir('validation-workbook-lost-spool');
    const workbook = await openValidationWorkbook({ file: `${dir}/lost.xlsx` });
    workbook.add(invalidMapped(1, { prefix: 'L' }));
    const spool = readdirSync(dir).find((name) => name.endsWith('.sheet2'));
    expect(spool).toBeDefined();
    rmSync(`${dir}/${spool}`);
    const error = await workbook.finish(summaryOf(1, 1), ABOUT).then(
      () => expect.unreachable('the workbook was published without its Invoices sheet'),
      (caught: unknown) => caught as NodeJS.ErrnoException,
    );
    expect(error.code).toBe('ENOENT');
    await workbook.abandon();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves nothing behind when abandoned', async () => {
    const dir = makeTempDir('validation-workbook-abandon');
    const workbook = await openValidationWorkbook({ file: `${dir}/gone.xlsx` });
    workbook.add(invalidMapped(1, { prefix: 'G' }));
    await workbook.abandon();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('a validation workbook without problems', () => {
  it('says so on its Problems sheet and prints that one page, not its empty columns across', async () => {
    const dir = makeTempDir('validation-no-problems');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'clean.csv', new Date(2026, 10, 24)));
    workbook.add(mapped(validInvoice(1, { prefix: 'CLN' }), 2));
    workbook.add(mapped(validInvoice(2, { prefix: 'CLN' }), 3));
    const book = await readBook(await workbook.finish(summaryOf(2, 0), ABOUT));
    const problems = book.getWorksheet('Problems')!;
    expect(problems.rowCount).toBe(2);
    expect(rowValues(problems, 2)).toEqual(['No problems']);
    // Its first page across, the columns repeated on every page, and the line; the others held headers alone.
    const titles = String(problems.pageSetup.printTitlesColumn).split(':');
    expect(problems.pageSetup.printArea).toBe(`A1:${titles[1]}2`);
    // An Invoices sheet with rows prints whole.
    expect(book.getWorksheet('Invoices')!.pageSetup.printArea).toBeUndefined();
  });
});

describe('the Invoices sheet of a month in crore', () => {
  it('is wide enough for an amount past a billion with its grouping, where it showed ###', async () => {
    const dir = makeTempDir('validation-crore');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'crore.csv', new Date(2026, 10, 24)));
    workbook.add(mapped(validInvoice(1, { prefix: 'CRR' }), 2));
    const book = await readBook(await workbook.finish(summaryOf(1, 0), ABOUT));
    // Calc and Excel show ### where a number's text and a little room exceed the column's width.
    const shown = '-1,234,567,890.12';
    expect(book.getWorksheet('Invoices')!.getColumn(AMOUNT).width).toBeGreaterThanOrEqual(shown.length + 1);
  });
});
