import { readdirSync } from 'node:fs';
import type ExcelJS from 'exceljs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { invalidMapped, mapped, validBatch, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import { writeResultsWorkbook } from '../../../src/report/results/write-results-workbook.js';
import { HELD_DIFFERS, inDoubtResolveLines, OUTCOME_MEANINGS } from '../../../src/report/outcome-words.js';
import { MOST_NAMED_IN_DOUBT } from '../../../src/report/results/name-in-doubt.js';
import { compileDateStyle } from '../../../src/report/date-style.js';
import { formatRunSummary } from '../../../src/print/format-upload-summary.js';
import { pagesAcross } from '../../../src/report/print-setup.js';
import { LEAST_READABLE_SCALE } from '../../../src/report/plan-sheet-print.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('writeResultsWorkbook', () => {
  it('goes on in Results (2) and Problems (2), header repeated, past the row limit', async () => {
    fixture = await uploadFixture();
    const input = [...validBatch(4, { prefix: 'SPLIT' }), invalidMapped(5, { prefix: 'SPLIT' })];
    input[4]!.problems.push({ ...input[4]!.problems[0]!, column: 'Second' });
    input[4]!.problems.push({ ...input[4]!.problems[0]!, column: 'Third' });
    const report = await fixture.upload('split.csv', input, { partial: true });
    // A limit of 3 rows stands for Excel's 1,048,576.
    const file = await writeResultsWorkbook(
      fixture.journal,
      report.runs[0]!,
      { file: join(dirname(report.runs[0]!.resultsFile!), 'split-again.xlsx') },
      3,
    );
    const book = await readBook(file);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Results',
      'Results (2)',
      'Results (3)',
      'Results (4)',
      'Problems',
      'Problems (2)',
      'Legend',
    ]);
    const column = (name: string, index: number) => {
      const sheet = book.getWorksheet(name)!;
      return Array.from({ length: sheet.rowCount }, (_, i) => sheet.getRow(i + 1).getCell(index).value);
    };
    // No invoice has a vendor name, due date or sheet: those columns are left out, Invoice id is the 8th.
    expect(column('Results', 8)).toEqual(['Invoice id', 'SPLIT-ID-1', 'SPLIT-ID-2']);
    expect(column('Results (2)', 8)).toEqual(['Invoice id', 'SPLIT-ID-3', 'SPLIT-ID-4']);
    // The totals row goes on past the limit too.
    expect(column('Results (3)', 8)).toEqual(['Invoice id', 'SPLIT-ID-5']);
    // The totals' label beside the amount (the 5th), not under Outcome, repeated on later pages across.
    expect(column('Results (4)', 4)).toEqual(['Invoice date', 'Total: in the file', 'Total: created now']);
    expect(book.getWorksheet('Results (3)')!.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(book.getWorksheet('Results (2)')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rowValues(book.getWorksheet('Problems (2)')!, 1)).toEqual(rowValues(book.getWorksheet('Problems')!, 1));
    // A CSV has no sheets: Problems leaves Sheet out as Results does, Column is the 3rd.
    expect(rowValues(book.getWorksheet('Problems')!, 1)).toEqual([
      'Source file',
      'Row',
      'Column',
      'Field',
      'Value',
      'Message',
      'Invoice id',
    ]);
    expect([...column('Problems', 3), ...column('Problems (2)', 3)]).toEqual([
      'Column',
      'Amount',
      'Second',
      'Column',
      'Third',
    ]);
  });

  it('heads Problems with the Results words and keeps its Sheet column when an invoice has a sheet', async () => {
    fixture = await uploadFixture();
    const bad = invalidMapped(1, { prefix: 'SH' }, 'month-end.xlsx');
    bad.sheet = 'Lines';
    bad.problems = bad.problems.map((problem) => ({ ...problem, sheet: 'Lines' }));
    const report = await fixture.upload('month-end.xlsx', [bad]);
    const book = await readBook(report.runs[0]!.resultsFile!);
    const results = rowValues(book.getWorksheet('Results')!, 1);
    const problems = rowValues(book.getWorksheet('Problems')!, 1);
    expect(problems).toEqual(['Source file', 'Sheet', 'Row', 'Column', 'Field', 'Value', 'Message', 'Invoice id']);
    // Every header the two sheets share is the same word.
    for (const header of ['Source file', 'Sheet', 'Message', 'Invoice id']) expect(results).toContain(header);
    expect(rowValues(book.getWorksheet('Problems')!, 2).slice(0, 2)).toEqual(['month-end.xlsx', 'Lines']);
  });

  it('clips a text longer than Excel takes (32,767 characters) with a marker, in every sheet', async () => {
    fixture = await uploadFixture();
    const long = invalidMapped(1, { prefix: 'LONG' });
    long.rows = Array.from({ length: 9000 }, (_, i) => String(i * 2 + 2)).join(', ');
    long.problems = [{ ...long.problems[0]!, value: 'x'.repeat(5_242_887) }];
    const report = await fixture.upload('long.csv', [long]);
    const book = await readBook(report.runs[0]!.resultsFile!);
    // Rows is the 15th column: no vendor name, due date or sheet.
    const rows = book.getWorksheet('Results')!.getRow(2).getCell(15).value as string;
    expect(rows).toHaveLength(32_767);
    expect(rows).toMatch(/ \.\.\. \[clipped: \d{2},\d{3} characters\]$/);
    // Value is the 5th column of Problems: a CSV has no Sheet column.
    const value = book.getWorksheet('Problems')!.getRow(2).getCell(5).value as string;
    expect(value).toHaveLength(32_767);
    expect(value.endsWith(' ... [clipped: 5,242,887 characters]')).toBe(true);
  });

  it('puts Summary first, then Results with what a person scans on the left, Problems and Legend', async () => {
    fixture = await uploadFixture();
    const credit = validInvoice(
      3,
      { prefix: 'WB', currency: 'USD' },
      { Invoice_Amount: '-45.1250', InvoiceItems: [{ InstanceID: null, Amount: '-45.1250' }] },
    );
    // One invoice names its vendor, due date and sheet, so that every column is shown.
    const [first, second] = validBatch(2, { prefix: 'WB' });
    const named = {
      ...second!,
      sheet: 'Lines',
      draft: { ...second!.draft, vendorName: 'Plakat AG', dueDate: '20250228' },
    };
    const input = [
      first!,
      named,
      mapped(credit, 4),
      mapped(validInvoice(4, { prefix: 'WB', payeeId: '0000999999' }), 5),
      invalidMapped(5, { prefix: 'WB' }),
    ];
    const report = await fixture.upload('month-end.csv', input, { partial: true });
    const file = report.runs[0]!.resultsFile!;
    expect(file).toMatch(/month-end-results-\d{8}-\d{6}\.xlsx$/);
    expect(readdirSync(dirname(file)).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const book = await readBook(file);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Results', 'Problems', 'Legend']);
    const results = book.getWorksheet('Results')!;
    const headers = [
      'Outcome',
      'Vendor',
      'Invoice number',
      'Invoice date',
      'Due date',
      'Amount',
      'Currency',
      'Message',
      'Vendor id',
      'Invoice id',
      'Lines',
      'Instance id',
      'Return code',
      'HTTP status',
      'Attempts',
      'Source file',
      'Sheet',
      'Rows',
    ];
    expect(rowValues(results, 1)).toEqual(headers);
    // The API's names are in the header notes.
    const note = (n: number) => JSON.stringify(results.getRow(1).getCell(n).note ?? null);
    expect(note(3)).toContain('Invoice_Number');
    expect(note(12)).toContain('E_INSTANCE_ID');
    expect(note(13)).toContain('E_RETCODE');
    // Every header fits its column with the filter button beside it.
    headers.forEach((header, i) => expect(results.getColumn(i + 1).width).toBeGreaterThanOrEqual(header.length + 3));
    expect(results.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(results.autoFilter).toBe('A1:R1');

    const created = results.getRow(2);
    expect(created.getCell(1).value).toBe('created');
    expect(created.getCell(1).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFC6EFCE' } });
    expect(created.getCell(6).value).toBe(101.01);
    expect(created.getCell(6).numFmt).toBe('#,##0.00');
    expect(created.getCell(4).value).toEqual(new Date(Date.UTC(2025, 0, 31)));
    expect(created.getCell(4).numFmt).toBe('d mmm yyyy');
    expect(created.getCell(11).value).toBe(1);
    expect(created.getCell(12).value).toMatch(/^00\d{8}$/);
    expect(created.getCell(13).value).toBe(0);
    expect(created.getCell(14).value).toBe(200);
    expect(created.getCell(18).value).toBe(2);
    expect(results.getRow(4).getCell(6).value).toBe(-45.125);
    const rejected = results.getRow(5);
    expect(rejected.getCell(1).value).toBe('rejected');
    expect(rejected.getCell(13).value).toBe(4);
    expect(rejected.getCell(8).value).toContain('not a registered advertiser');
    expect(results.getRow(6).getCell(1).value).toBe('invalid');
    // A clerk reading Results learns where the reasons are: the Problems lines of that file and row.
    expect(results.getRow(6).getCell(8).value).toBe('not read as an invoice: see Problems, month-end.csv, row 6');
    // Per currency after a blank row, the amount in the file, what of it was created now, and the
    // other parts that hold some of any currency's: the rejected 104.04 is not in a created total.
    expect(rowValues(results, 7)).toEqual([]);
    expect(rowValues(results, 11)).toEqual([]);
    const totals = [8, 9, 10, 12, 13, 14].map((n) =>
      [5, 7, 6].map((column) => results.getRow(n).getCell(column).value),
    );
    expect(totals).toEqual([
      ['Total: in the file', 'EUR', 307.07],
      ['Total: created now', 'EUR', 203.03],
      ['Total: not created', 'EUR', 104.04],
      ['Total: in the file', 'USD', -45.125],
      ['Total: created now', 'USD', -45.125],
      ['Total: not created', 'USD', 0],
    ]);
    expect(rowValues(results, 15)).toEqual([]);

    const problems = book.getWorksheet('Problems')!;
    expect(problems.autoFilter).toBe('A1:H1');
    expect(rowValues(problems, 2)).toEqual([
      'month-end.csv',
      undefined,
      6,
      'Amount',
      'Invoice_Amount',
      'n/a',
      'expected an amount',
      'WB-ID-5',
    ]);
    // The row number sits left, under its own header, not right under Column's.
    expect(problems.getRow(2).getCell(3).alignment).toMatchObject({ horizontal: 'left' });

    const summary = summaryOf(book);
    expect(summary.get('Sandbox')![0]).toMatch(/^YES - local sandbox: nothing reached a real finance system/);
    expect(summary.get('SHA-256')![0]).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.get('Run')).toEqual([report.runs[0]!.run.id]);
    expect(summary.get('created')).toEqual([3]);
    expect(summary.get('rejected')).toEqual([1]);
    expect(summary.get('invalid')).toEqual([1]);
    expect(summary.get('total')).toEqual([5]);
    expect(summary.get('Currency')).toEqual([
      'In the file',
      'Created now',
      'Already created or skipped',
      'Held (differs, not posted)',
      'In doubt',
      'Resolved (not created)',
      'Not created',
    ]);
    expect(summary.get('EUR')).toEqual([307.07, 203.03, 0, 0, 0, 0, 104.04]);
    expect(summary.get('USD')).toEqual([-45.125, -45.125, 0, 0, 0, 0, 0]);
    expect(summary.has('In doubt: what to do')).toBe(false);
    expect(summary.get('Started')![0]).toBeInstanceOf(Date);
    expect(summaryCell(book, 'Started').numFmt).toBe('d mmm yyyy hh:mm:ss');
    expect(summary.get('Finished')![0]).toBeInstanceOf(Date);
    expect(summary.get('E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser')).toEqual([
      1,
      'Invalid invoice: PayeeId "0000999999": not a registered advertiser',
    ]);
    expect(summary.get('What happens next')![0]).toContain('the next upload posts the rejected ones again');
  });

  it('lists every outcome of the Legend in the Summary count table, 0 included, in the Legend words', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('all-valid.csv', validBatch(2, { prefix: 'CNT' }));
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Summary')!;
    const first = (sheet.getColumn(1).values as unknown[]).map(String);
    const from = first.indexOf('Outcome');
    const words = OUTCOME_MEANINGS.map(({ word }) => word);
    expect(first.slice(from + 1, from + 1 + words.length)).toEqual(words);
    const counts = words.map((_, i) => sheet.getRow(from + 1 + i).getCell(2).value);
    expect(counts).toEqual(words.map((word) => (word === 'created' ? 2 : 0)));
    // The held invoices' advice speaks the Legend's words, not the API's field names.
    expect(HELD_DIFFERS.next).toContain('vendor id and invoice number');
    expect(HELD_DIFFERS.next).not.toMatch(/PayeeId|Invoice_Number/);
  });

  it('totals in-doubt invoices apart from the ones not created, and says what to do about them', async () => {
    // Every answer lost: the invoices may exist, so they are neither created nor safe to post again.
    fixture = await uploadFixture({ lostRate: 1 });
    const report = await fixture.upload(
      'lost.csv',
      [...validBatch(2, { prefix: 'DBT' }), invalidMapped(3, { prefix: 'DBT' })],
      { partial: true },
    );
    const summary = summaryOf(await readBook(report.runs[0]!.resultsFile!));
    expect(summary.get('in doubt')).toEqual([2]);
    // "finished" alone reads as all done (trial-drop finding 8).
    expect(String(summary.get('Status')![0])).toMatch(
      /^finished, 2 invoice\(s\) in doubt: sent, but no clear answer came/,
    );
    const [inFile, created, skipped, held, inDoubt, notCreated] = summary.get('EUR') ?? summary.get('USD')!;
    expect(held).toBe(0);
    expect({ created, skipped }).toEqual({ created: 0, skipped: 0 });
    expect(inDoubt).toBeGreaterThan(0);
    expect(notCreated).toBe(0);
    expect(inFile).toBe(inDoubt);
    const advice = String(summary.get('In doubt: what to do')![0]);
    expect(advice).toMatch(/may already exist.*Do not post or pay them again/);
    // The terminal's resolve lines for what the journal holds (lost answers named no instance), each
    // command with what it is for, the bulk one included; no bare resolve, which would look up nothing.
    for (const line of inDoubtResolveLines('invoice-batch resolve', 2, ['none']))
      expect(advice).toContain(`${line.command} (${line.why})`);
    expect(advice).not.toContain('its answer gave the instance');
    expect(advice).toContain(
      'invoice-batch resolve <InvoiceId> <InvoiceId> ... --not-created (several at once, each recorded as not created as you say; nothing is looked up)',
    );
    expect(summary.has('What happens next')).toBe(false);
    // Named on page 1 as resolve takes them, since each needs a person.
    const named = String(summary.get('In doubt: invoices')![0]);
    expect(named.split(', ')).toEqual([
      expect.stringMatching(/^\d+\/DBT-00001$/),
      expect.stringMatching(/^\d+\/DBT-00002$/),
    ]);
    expect(named).not.toContain('more');
  });

  it(`names at most ${MOST_NAMED_IN_DOUBT} in-doubt invoices on the Summary, then how many more are on Results`, async () => {
    // Answers that say created and refused at once leave each invoice in doubt without a gateway
    // failure, so the outage breaker (which stops a run at 3 lost answers) lets every one go.
    fixture = await uploadFixture({ createdAnswer: 'repeated-retcode' });
    const report = await fixture.upload('lost-many.csv', validBatch(MOST_NAMED_IN_DOUBT + 3, { prefix: 'MNY' }), {
      partial: true,
    });
    const summary = summaryOf(await readBook(report.runs[0]!.resultsFile!));
    const named = String(summary.get('In doubt: invoices')![0]);
    expect(named).toMatch(/ and 3 more, see Results$/);
    expect(named.replace(/ and 3 more, see Results$/, '').split(', ')).toHaveLength(MOST_NAMED_IN_DOUBT);
  });

  it('wraps a long message inside its column, the row grown and read from the top, never cut off by the next cell', async () => {
    fixture = await uploadFixture({ lostRate: 1 });
    const report = await fixture.upload('wrap.csv', validBatch(1, { prefix: 'WRP' }));
    const results = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Results')!;
    const messageAt = rowValues(results, 1).indexOf('Message') + 1;
    const message = results.getRow(2).getCell(messageAt);
    expect(String(message.value).length).toBeGreaterThan(60);
    expect(message.alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(results.getRow(2).height).toBeGreaterThanOrEqual(30);
    for (let column = 1; column <= results.columnCount; column += 1)
      expect(results.getRow(2).getCell(column).alignment?.vertical, `column ${column}`).toBe('top');
    expect(results.getColumn(rowValues(results, 1).indexOf('Invoice id') + 1).width).toBeGreaterThanOrEqual(20);
  });

  it("shows each amount with its currency's decimal places, more only where the amount holds more", async () => {
    fixture = await uploadFixture();
    const amount = (value: string) => ({ Invoice_Amount: value, InvoiceItems: [{ InstanceID: null, Amount: value }] });
    const input = [
      mapped(validInvoice(1, { prefix: 'CUR', currency: 'JPY' }, amount('1100.0000')), 2),
      mapped(validInvoice(2, { prefix: 'CUR', currency: 'KWD' }, amount('105.1300')), 3),
      mapped(validInvoice(3, { prefix: 'CUR', currency: 'EUR' }, amount('12.5000')), 4),
      mapped(validInvoice(4, { prefix: 'CUR', currency: 'USD' }, amount('-45.1250')), 5),
    ];
    const report = await fixture.upload('currencies.csv', input);
    const book = await readBook(report.runs[0]!.resultsFile!);
    const results = book.getWorksheet('Results')!;
    const amountAt = rowValues(results, 1).indexOf('Amount') + 1;
    const currencyAt = rowValues(results, 1).indexOf('Currency') + 1;
    const shown = new Map<string, unknown>();
    results.eachRow((row, n) => {
      if (n > 1 && row.getCell(currencyAt).value)
        shown.set(
          `${row.getCell(1).value ?? row.getCell(amountAt - 1).value} ${row.getCell(currencyAt).value}`,
          row.getCell(amountAt).numFmt,
        );
    });
    expect(Object.fromEntries(shown)).toEqual({
      'created JPY': '#,##0',
      'created KWD': '#,##0.000',
      'created EUR': '#,##0.00',
      'created USD': '#,##0.000',
      'Total: in the file JPY': '#,##0',
      'Total: in the file KWD': '#,##0.000',
      'Total: in the file EUR': '#,##0.00',
      'Total: in the file USD': '#,##0.000',
      'Total: created now JPY': '#,##0',
      'Total: created now KWD': '#,##0.000',
      'Total: created now EUR': '#,##0.00',
      'Total: created now USD': '#,##0.000',
    });
    const summary = book.getWorksheet('Summary')!;
    let jpy = 0;
    summary.eachRow((row, n) => {
      if (row.getCell(1).value === 'JPY') jpy = n;
    });
    expect(jpy).toBeGreaterThan(0);
    expect(summary.getRow(jpy).getCell(2).numFmt).toBe('#,##0');
  });

  it("writes the date cells of Results and Summary in the config's dateStyle", async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('styled.csv', validBatch(1, { prefix: 'DS' }), {
      dateStyle: compileDateStyle('mm/dd/yyyy'),
    });
    const book = await readBook(report.runs[0]!.resultsFile!);
    const results = book.getWorksheet('Results')!;
    const date = results.getRow(2).getCell(rowValues(results, 1).indexOf('Invoice date') + 1);
    expect(date.value).toBeInstanceOf(Date);
    expect(date.numFmt).toBe('mm/dd/yyyy');
    expect(summaryCell(book, 'Started').numFmt).toBe('mm/dd/yyyy hh:mm:ss');
  });

  it('keeps the per-currency totals beside their labels, headers above their numbers, long values across the table', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('layout.csv', validBatch(2, { prefix: 'LY' }));
    const book = await readBook(report.runs[0]!.resultsFile!);
    const sheet = book.getWorksheet('Summary')!;
    // Column B holds the first amount column, so it is as narrow as the other amount columns.
    expect(sheet.getColumn(2).width).toBeLessThanOrEqual(20);
    let currency = 0;
    let target = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Currency') currency = n;
      if (row.getCell(1).value === 'Target') target = n;
    });
    for (const column of [2, 3, 4, 5, 6]) {
      expect(sheet.getRow(currency).getCell(column).alignment, `header ${column}`).toMatchObject({
        horizontal: 'right',
      });
      expect(sheet.getRow(currency + 1).getCell(column).value, `EUR ${column}`).toEqual(expect.any(Number));
    }
    // A long value, and a date and time in any style, runs across B:G instead of widening B.
    const merges = (sheet.model as { merges?: string[] }).merges;
    expect(merges).toContain(`B${target}:G${target}`);
    sheet.eachRow((row, n) => {
      if (String(row.getCell(1).value).startsWith('Started (')) expect(merges).toContain(`B${n}:G${n}`);
    });
  });

  it('counts the invoices a stopped run never sent as not sent, not failed, on Summary, in Results and in the terminal', async () => {
    fixture = await uploadFixture({ gateway: {} });
    const report = await fixture.upload('stopped.csv', validBatch(10, { prefix: 'STOP' }), {
      target: fixture.sandbox.target({ apiKey: 'revoked-key' }),
      concurrency: 1,
    });
    const run = report.runs[0]!;
    expect(run.halted).toBeDefined();
    expect(run.counts.failed).toBe(10);
    const book = await readBook(run.resultsFile!);
    const results = book.getWorksheet('Results')!;
    const outcomes = (results.getColumn(1).values as unknown[]).slice(2);
    const notSent = outcomes.filter((word) => word === 'not sent').length;
    expect(notSent).toBeGreaterThan(0);
    expect(run.notSent).toBe(notSent);
    const summary = summaryOf(book);
    expect(summary.get('not sent')).toEqual([notSent]);
    expect(summary.get('failed')).toEqual([10 - notSent]);
    const text = formatRunSummary(run);
    expect(text).toMatch(new RegExp(`\\n {2}failed +${10 - notSent}\\n {2}not sent +${notSent}\\n`));
    expect(text).not.toContain('marked failed');
  });

  it('says on Summary what was already created when a re-run skipped everything, and prints no empty table', async () => {
    fixture = await uploadFixture();
    await fixture.upload('month-end.csv', validBatch(3, { prefix: 'AGAIN' }));
    const again = await fixture.upload('month-end.csv', validBatch(3, { prefix: 'AGAIN' }));
    const book = await readBook(again.runs[0]!.resultsFile!);
    const summary = summaryOf(book);
    expect(summary.get('Status')![0]).toBe('nothing new: every invoice was already created by an earlier upload');
    expect(summary.get('skipped')).toEqual([3]);
    expect(summary.get('EUR')).toEqual([306.06, 0, 306.06, 0, 0, 0, 0]);
    expect(rowValues(book.getWorksheet('Problems')!, 2)).toEqual(['No problems']);
    expect(book.getWorksheet('Problems')!.rowCount).toBe(2);
  });

  it('sets up every sheet to print landscape, one page wide, header row repeated, file and page x of y', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('month-end.csv', validBatch(2, { prefix: 'PRN' }));
    const book = await readBook(report.runs[0]!.resultsFile!);
    for (const sheet of book.worksheets) {
      if (sheet.name === 'Results') continue;
      if (sheet.name === 'Problems') {
        // As wide as Results: it prints by the same rule, where a problem is repeated on every page across.
        expect(sheet.pageSetup.scale ?? 100, sheet.name).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
        if (!sheet.pageSetup.fitToPage) expect(sheet.pageSetup.printTitlesColumn, sheet.name).toMatch(/^A:[BC]$/);
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
      if (sheet.name !== 'Summary') expect(sheet.pageSetup.printTitlesRow, sheet.name).toBe('1:1');
    }
  });

  it('prints Results readable: one page wide only at 8 pt or more, else the first columns first and the rest on pages across', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('month-end.csv', validBatch(3, { prefix: 'PRW' }));
    const book = await readBook(report.runs[0]!.resultsFile!);
    const results = book.getWorksheet('Results')!;
    const widths = results.columns.map((column) => column.width ?? 0);
    const setup = results.pageSetup;
    expect(setup.orientation).toBe('landscape');
    expect(setup.printTitlesRow).toBe('1:1');
    expect(results.headerFooter.oddFooter).toContain('Page &P of &N');
    // No invoice of this run has a message: the column is as narrow as its header, not 40 wide.
    const message = (results.getRow(1).values as unknown[]).indexOf('Message');
    expect(widths[message - 1]).toBeLessThanOrEqual(12);
    const onePage = pagesAcross([widths], [1, 2]).options.pageSetup!.scale!;
    if (setup.fitToPage) expect(onePage).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
    else {
      expect(setup.scale).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
      // Outcome, the vendor and the invoice number: the invoice a later page's row belongs to.
      expect(setup.printTitlesColumn).toBe('A:C');
      expect(rowValues(results, 1).slice(0, 3)).toEqual([
        'Outcome',
        expect.stringMatching(/^Vendor/),
        'Invoice number',
      ]);
    }
  });

  it('explains each outcome on the Legend sheet in the colour Results gives it', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('month-end.csv', [
      ...validBatch(1, { prefix: 'LEG' }),
      invalidMapped(2, { prefix: 'LEG' }),
    ]);
    const book = await readBook(report.runs[0]!.resultsFile!);
    const legend = book.getWorksheet('Legend')!;
    expect(rowValues(legend, 1)).toEqual(['Outcome', 'What it means', 'What to do']);
    const words = OUTCOME_MEANINGS.map((_, i) => legend.getRow(i + 2).getCell(1));
    expect(words.map((cell) => cell.value)).toEqual([
      'created',
      'already created',
      'skipped',
      'held: differs',
      'invalid',
      'rejected',
      'failed',
      'not sent',
      'resolved: not created',
      'in doubt',
    ]);
    OUTCOME_MEANINGS.forEach((meaning, i) => {
      expect(words[i]!.fill).toMatchObject({ fgColor: { argb: meaning.color } });
      expect(String(legend.getRow(i + 2).getCell(2).value).length).toBeGreaterThan(20);
      expect(String(legend.getRow(i + 2).getCell(3).value).length).toBeGreaterThan(5);
    });
    // Held back by the invalid one, the valid invoice was not sent: a word the Legend explains, in its colour.
    const results = book.getWorksheet('Results')!;
    const outcomes = [results.getRow(2).getCell(1), results.getRow(3).getCell(1)];
    expect(outcomes.map((cell) => cell.value)).toEqual(['not sent', 'invalid']);
    for (const cell of outcomes) {
      const row = words.find((word) => word.value === cell.value)!;
      expect(cell.fill).toEqual(row.fill);
    }
  });
});

function summaryOf(book: ExcelJS.Workbook): Map<string, unknown[]> {
  const summary = new Map<string, unknown[]>();
  book.getWorksheet('Summary')!.eachRow((row) => {
    // A value merged across columns is read back in each of them: it is kept once.
    const values = (row.values as unknown[]).slice(1).filter((_, i) => {
      const cell = row.getCell(i + 1);
      return !cell.isMerged || cell.master === cell;
    });
    const [label, ...rest] = values;
    // `Started (Europe/Berlin, UTC+1)`: the times' labels name the zone, read here by their first word.
    summary.set(String(label).replace(/^(Started|Finished) \(.*\)$/, '$1'), rest);
  });
  return summary;
}

function summaryCell(book: ExcelJS.Workbook, label: string): ExcelJS.Cell {
  let found: ExcelJS.Cell | undefined;
  book.getWorksheet('Summary')!.eachRow((row) => {
    if (String(row.getCell(1).value).replace(/^(Started|Finished) \(.*\)$/, '$1') === label) found = row.getCell(2);
  });
  return found!;
}
