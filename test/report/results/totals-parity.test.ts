/**
 * The terminal's control totals and the totals rows under Results list the same parts of each
 * currency's amount, in the same words and order, with the same amounts, for uploads whose invoices
 * end in every outcome: a real sandbox, a real SQLite journal, the workbook read back.
 */
import type ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { invalidMapped, mapped, validBatch, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import type { RunReport } from '../../../src/batch/upload-files.js';
import type { SandboxOptions } from '../../../src/sandbox/start-sandbox.js';
import type { MappedInvoice } from '../../../src/mapping/mapped-invoice.js';
import { formatRunSummary } from '../../../src/print/format-upload-summary.js';
import { createElsewhere } from '../../batch/create-elsewhere.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

/** The totals as [currency, part word, amount], from the terminal's table. */
function terminalTotals(text: string): string[][] {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.trimStart().startsWith('Control totals'));
  if (at < 0) return [];
  const header = lines[at]!.trim().split(/ {2,}/).slice(1);
  const out: string[][] = [];
  for (const line of lines.slice(at + 1)) {
    const cells = line.trim().split(/ {2,}/);
    if (line.trim() === '' || cells.length !== header.length + 1) break;
    header.forEach((word, i) => out.push([cells[0]!, word, cells[i + 1]!.replace(/,/g, '')]));
  }
  return out;
}

/** The totals rows under Results as [currency, part word, amount], and the rows they take. */
function workbookTotals(book: ExcelJS.Workbook): { totals: string[][]; labels: (string | undefined)[] } {
  const sheet = book.getWorksheet('Results')!;
  const header = sheet.getRow(1).values as unknown[];
  const amountAt = header.indexOf('Amount');
  const currencyAt = header.indexOf('Currency');
  const labels: (string | undefined)[] = [];
  const totals: string[][] = [];
  let started = false;
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    // The label sits beside the amount, or under Outcome when nothing is between them.
    const label = row.getCell(amountAt - 1).value ?? row.getCell(1).value;
    const total = typeof label === 'string' && label.startsWith('Total: ');
    started ||= total || (number > 1 && label === null);
    if (!started) return;
    labels.push(total ? label : undefined);
    if (!total) return;
    const amount = row.getCell(amountAt).value as number;
    const places = String(row.getCell(amountAt).numFmt).split('.')[1]?.length ?? 0;
    totals.push([String(row.getCell(currencyAt).value), label.slice('Total: '.length), amount.toFixed(places)]);
  });
  return { totals, labels };
}

interface Case {
  name: string;
  sandbox?: SandboxOptions;
  /** Uploaded first, from another file: what the second upload finds created. */
  earlier?: MappedInvoice[];
  input: MappedInvoice[];
  /** The parts listed, so each case is known to reach the outcomes it is for. */
  parts: string[];
}

const changed = (index: number, prefix: string) =>
  mapped(
    validInvoice(
      index,
      { prefix },
      { Invoice_Amount: '999.0000', InvoiceItems: [{ InstanceID: null, Amount: '999.0000' }] },
    ),
    index + 1,
  );

const CASES: Case[] = [
  {
    name: 'a re-upload where some were created earlier',
    earlier: validBatch(2, { prefix: 'PAR1' }),
    input: validBatch(4, { prefix: 'PAR1' }),
    parts: ['in the file', 'created now', 'already created or skipped'],
  },
  {
    name: 'two currencies, skipped, rejected and invalid',
    earlier: validBatch(1, { prefix: 'PAR2' }),
    input: [
      ...validBatch(2, { prefix: 'PAR2' }),
      mapped(validInvoice(3, { prefix: 'PAR2', currency: 'USD' }), 4),
      mapped(validInvoice(4, { prefix: 'PAR2', payeeId: '0000999999' }), 5),
      invalidMapped(5, { prefix: 'PAR2' }),
    ],
    parts: ['in the file', 'created now', 'already created or skipped', 'not created'],
  },
  {
    name: 'held: differs beside created now and already created',
    earlier: validBatch(2, { prefix: 'PAR3' }),
    input: [...validBatch(1, { prefix: 'PAR3' }), changed(2, 'PAR3'), mapped(validInvoice(3, { prefix: 'PAR3' }), 4)],
    parts: ['in the file', 'created now', 'already created or skipped', 'held (differs, not posted)'],
  },
  {
    name: 'in doubt and invalid (in no total), nothing created',
    sandbox: { lostRate: 1 },
    input: [...validBatch(2, { prefix: 'PAR4' }), invalidMapped(3, { prefix: 'PAR4' })],
    parts: ['in the file', 'created now', 'in doubt'],
  },
];

describe('the totals of the terminal and of the Results sheet', () => {
  it.each(CASES)('list the same parts, words, order and amounts: $name', async (test) => {
    fixture = await uploadFixture(test.sandbox ?? {});
    if (test.earlier) await fixture.upload('earlier.csv', test.earlier);
    const report = await fixture.upload('month-end.csv', test.input, { partial: true });
    const run: RunReport = report.runs[0]!;
    const terminal = terminalTotals(formatRunSummary(run));
    const { totals, labels } = workbookTotals(await readBook(run.resultsFile!));
    expect([...new Set(terminal.map(([, part]) => part))]).toEqual(test.parts);
    expect(totals).toEqual(terminal);
    // A blank row before each currency's block.
    const currencies = new Set(totals.map(([currency]) => currency)).size;
    expect(labels.filter((label) => label === undefined)).toHaveLength(currencies);
    expect(labels[0]).toBeUndefined();
  });

  it('name both outcomes of the part in the finance system before the run, already created and skipped', async () => {
    fixture = await uploadFixture();
    // PARB-0001 posted by an earlier upload (skipped), PARB-0002 posted elsewhere (already created).
    await fixture.upload('earlier.csv', validBatch(1, { prefix: 'PARB' }));
    await createElsewhere(fixture, 'PARB', [2]);
    const report = await fixture.upload('month-end.csv', validBatch(3, { prefix: 'PARB' }));
    const run = report.runs[0]!;
    expect(run).toMatchObject({ counts: { created: 2, skipped: 1 }, alreadyCreated: 1 });
    const terminal = terminalTotals(formatRunSummary(run));
    expect(terminal).toEqual([
      ['EUR', 'in the file', '306.06'],
      ['EUR', 'created now', '103.03'],
      ['EUR', 'already created or skipped', '203.03'],
    ]);
    expect(workbookTotals(await readBook(run.resultsFile!)).totals).toEqual(terminal);
  });

  it('say what a re-upload found already created, in the terminal too', async () => {
    fixture = await uploadFixture();
    await fixture.upload('earlier.csv', validBatch(1, { prefix: 'PARS' }));
    const report = await fixture.upload('month-end.csv', validBatch(2, { prefix: 'PARS' }));
    const terminal = terminalTotals(formatRunSummary(report.runs[0]!));
    expect(terminal).toEqual([
      ['EUR', 'in the file', '203.03'],
      ['EUR', 'created now', '102.02'],
      ['EUR', 'already created or skipped', '101.01'],
    ]);
  });
});
