/**
 * Results workbook write rate: `writeResultsWorkbook` paging a finished run out of the journal
 * (typed, formatted and coloured cells) against exceljs's streaming writer alone writing the same
 * rows, already in memory, without styles. The run is made by the real upload with an answering
 * function in place of HTTP: 98% created, 1% rejected, 1% invalid with a problem each.
 */
import { createReadStream, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openJournal, type Journal } from '../src/journal/open-journal.js';
import { uploadFiles } from '../src/batch/upload-files.js';
import { summarizeRun } from '../src/journal/summarize-run.js';
import { RESULTS_COLUMNS } from '../src/report/results/results-columns.js';
import { PROBLEM_HEADERS } from '../src/report/results/write-problems-sheet.js';
import { writeResultsWorkbook } from '../src/report/results/write-results-workbook.js';
import { createResponseSchema } from '../src/finance-api/create-response-schema.js';
import type { CreateOutcome } from '../src/finance-api/call-outcome.js';
import type { Invoice } from '../src/invoice/invoice-schema.js';
import type { MappedInvoice } from '../src/mapping/mapped-invoice.js';
import type { ApiTarget } from '../src/finance-api/api-target.js';
import { benchInvoice } from './bench-invoice.js';

export interface WriteResultsBenchOptions {
  /** Invoices of the run. */
  invoices: number;
  /** Each writer is measured this often, alternately; the best run counts. @default 1 */
  repeats?: number;
  dir: string;
}

export interface WriterFigures {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** CPU time of the process over the same span, all threads (zip compression included). */
  cpuSeconds: number;
  bytes: number;
}

export interface WriteResultsBenchResult {
  ours: WriterFigures;
  raw: WriterFigures;
  ratio: number;
  /** The same ratio by CPU time: steadier on a shared machine. */
  cpuRatio: number;
}

async function* generate(count: number, tag: string): AsyncIterable<MappedInvoice> {
  for (let i = 1; i <= count; i++) {
    const amount = `${(i % 9000) + 100}.${String(i % 100).padStart(2, '0')}00`;
    const invoice = benchInvoice(i, tag, amount, `${tag}-ID-${i}`);
    const invalid = i % 100 === 50;
    yield {
      file: 'month-end.csv',
      sheet: undefined,
      rows: `${2 * i}-${2 * i + 1}`,
      firstRow: 2 * i,
      draft: {
        InvoiceId: invoice.InvoiceId,
        Invoice_Number: invoice.Invoice_Number,
        PayeeId: invoice.PayeeId,
        CurrencyCode: invoice.CurrencyCode,
        Invoice_Amount: amount,
        lines: 1,
      },
      invoice: invalid ? undefined : invoice,
      problems: invalid
        ? [
            {
              file: 'month-end.csv',
              row: 2 * i,
              column: 'Belegdatum',
              field: 'Invoice_Date',
              value: '31.02.2025',
              message: 'expected a date written DD.MM.YYYY',
            },
          ]
        : [],
    };
  }
}

/** A created answer, or a refusal for every 100th invoice. */
function answer(invoice: Invoice): CreateOutcome {
  const n = Number(invoice.Invoice_Number.slice(-7));
  if (n % 100 === 0)
    return {
      kind: 'rejected',
      status: 200,
      retcode: 4,
      message: `Payee ${invoice.PayeeId} is blocked for posting in company code 1000`,
      attempts: 1,
    };
  const instanceId = String(4_000_000_000 + n).padStart(12, '0');
  const response = createResponseSchema.parse({
    E_INSTANCE_ID: instanceId,
    E_MESSAGE: `Invoice ${invoice.Invoice_Number} created`,
    E_RETCODE: 0,
  });
  return { kind: 'created', instanceId, status: 200, response, attempts: 1 };
}

const TARGET: ApiTarget = {
  baseUrl: 'http://127.0.0.1:9',
  erpSegment: 'erp',
  appSegment: 'invoicing',
  envSegment: 'qa',
  apiKey: 'bench-not-used',
  timeoutMs: 30_000,
  retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
  sandbox: true,
  profile: 'sandbox',
  identity: 'bench:write-results',
};

/** Stages and "posts" a run; returns its id. */
async function makeRun(journal: Journal, options: WriteResultsBenchOptions): Promise<number> {
  const source = join(options.dir, 'month-end.csv');
  writeFileSync(source, `results bench ${options.invoices} ${Date.now()}\n`);
  const tag = `W${Date.now().toString(36)}`;
  const report = await uploadFiles(journal, {
    target: TARGET,
    sources: [{ path: source, read: () => generate(options.invoices, tag) }],
    mapping: 'generated',
    concurrency: 16,
    partial: true,
    duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
    outDir: join(options.dir, 'upload-results'),
    send: async (body) => answer(JSON.parse(body) as Invoice),
  });
  const run = report.runs[0];
  if (!run) throw new Error('the results bench made no run');
  return run.run.id;
}

/** The rows as the Results and Problems sheets show them, read once into memory for the raw writer. */
async function sheetRows(journal: Journal, runId: number): Promise<{ results: unknown[][]; problems: unknown[][] }> {
  const results: unknown[][] = [];
  for (let after = 0; ;) {
    const page = await journal.lists.listRunInvoicesPage(runId, after, 1000);
    for (const row of page) {
      results.push(
        RESULTS_COLUMNS.map((column) => {
          const value = column.value(row);
          return value !== null && column.kind === 'amount' ? Number(value) : value;
        }),
      );
    }
    if (page.length < 1000) break;
    after = page[page.length - 1]?.id ?? after;
  }
  const problems: unknown[][] = [];
  for (let after = 0; ;) {
    const page = await journal.lists.listRunProblemsPage(runId, after, 1000);
    for (const p of page) problems.push([p.file, p.sheet, p.row, p.column, p.field, p.value, p.message, p.invoiceId]);
    if (page.length < 1000) break;
    after = page[page.length - 1]?.id ?? after;
  }
  return { results, problems };
}

async function writeRaw(file: string, rows: { results: unknown[][]; problems: unknown[][] }): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
  });
  const results = workbook.addWorksheet('Results');
  results.addRow(RESULTS_COLUMNS.map((column) => column.header)).commit();
  for (const values of rows.results) results.addRow(values).commit();
  results.commit();
  const problems = workbook.addWorksheet('Problems');
  problems.addRow([...PROBLEM_HEADERS]).commit();
  for (const values of rows.problems) problems.addRow(values).commit();
  problems.commit();
  await workbook.commit();
}

async function fileSize(file: string): Promise<number> {
  let bytes = 0;
  for await (const chunk of createReadStream(file)) bytes += (chunk as Buffer).length;
  return bytes;
}

async function timed(rows: number, file: string, write: () => Promise<void>): Promise<WriterFigures> {
  rmSync(file, { force: true });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await write();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { rows, seconds, rowsPerSecond: rows / seconds, cpuSeconds, bytes: await fileSize(file) };
}

export async function benchWriteResults(options: WriteResultsBenchOptions): Promise<WriteResultsBenchResult> {
  const journal = await openJournal(join(options.dir, `results-bench-${options.invoices}.sqlite`));
  try {
    const runId = await makeRun(journal, options);
    const summary = await summarizeRun(journal, runId, { heldForInvalid: false, stopped: false });
    const rows = await sheetRows(journal, runId);
    const count = rows.results.length + rows.problems.length;
    const oursFile = join(options.dir, 'results-ours.xlsx');
    const rawFile = join(options.dir, 'results-raw.xlsx');
    let ours: WriterFigures | undefined;
    let raw: WriterFigures | undefined;
    for (let i = 0; i < (options.repeats ?? 1); i++) {
      const o = await timed(count, oursFile, async () => {
        await writeResultsWorkbook(journal, summary, { file: oursFile });
      });
      const r = await timed(count, rawFile, () => writeRaw(rawFile, rows));
      if (!ours || o.seconds < ours.seconds) ours = o;
      if (!raw || r.seconds < raw.seconds) raw = r;
    }
    if (!ours || !raw) throw new Error('no measurement');
    return { ours, raw, ratio: ours.rowsPerSecond / raw.rowsPerSecond, cpuRatio: raw.cpuSeconds / ours.cpuSeconds };
  } finally {
    await journal.close();
  }
}
