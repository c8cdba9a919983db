/**
 * Reader throughput: csv-parse alone vs openTable on CSV, and exceljs's streaming reader alone vs
 * openTable on XLSX, over generated files of the same invoice lines. Returns numbers; the bench
 * runner prints them.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { openTable } from '../src/sheets/open-table.js';

export interface ReadBenchOptions {
  /** Data rows in each generated file. */
  lines: number;
  /** Folder for the generated files. */
  dir: string;
}

export interface ReadBenchResult {
  /** `csv-parse`, `openTable csv`, `exceljs stream`, `openTable xlsx`. */
  name: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** CPU time of this process (all threads), steadier than wall time on a busy machine. */
  cpuSeconds: number;
  rowsPerCpuSecond: number;
  /** openTable's rows/s over the raw parser's on the same file; undefined for the raw parsers. */
  ratioToRaw: number | undefined;
  /** The same ratio by CPU time. */
  cpuRatioToRaw: number | undefined;
  /** Highest resident set size seen during the run (the whole process, file generation included). */
  peakRssMb: number;
  /** Highest heap use during the run over the heap after a full collection before it: flat when streaming. */
  heapGrowthMb: number;
}

const HEADER = ['Invoice No.', 'Vendor No.', 'Currency', 'Invoice Date', 'Line', 'Description', 'Amount', 'Tax', 'Tax Rate', 'Country', 'GL Account', 'Cost Center'];

function lineValues(i: number): [string, string, string, Date, number, string, number, number, number, string, string, string] {
  return [
    `INV-${String(Math.floor(i / 3) + 1).padStart(7, '0')}`,
    `00001000${String((i % 40) + 1).padStart(2, '0')}`,
    i % 5 === 0 ? 'USD' : 'EUR',
    new Date(Date.UTC(2025, i % 12, (i % 28) + 1)),
    (i % 3) + 1,
    `Media services, campaign ${i % 97}; Müller & Söhne`,
    ((i % 9000) + 100) + 0.5,
    Math.round(((i % 9000) + 100.5) * 19) / 100,
    0.19,
    i % 7 === 0 ? 'AT' : 'DE',
    `4${String(i % 1000).padStart(5, '0')}`,
    `CC-${i % 250}`,
  ];
}

async function writeCsv(file: string, lines: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${HEADER.join(';')}\n`);
  for (let i = 0; i < lines; i++) {
    const values = lineValues(i);
    const day = values[3].toISOString().slice(0, 10).split('-').reverse().join('.');
    const text = [values[0], values[1], values[2], day, values[4], `"${values[5]}"`, values[6], values[7], '19,00', values[9], values[10], values[11]]
      .map((value) => (typeof value === 'number' ? String(value).replace('.', ',') : value))
      .join(';');
    if (!out.write(`${text}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file: string, lines: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Lines');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < lines; i++) {
    const row = sheet.addRow(lineValues(i));
    row.getCell(4).numFmt = 'dd.mm.yyyy';
    row.getCell(9).numFmt = '0%';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

type Measured = Omit<ReadBenchResult, 'ratioToRaw' | 'cpuRatioToRaw'>;

/** A full garbage collection, so that each run starts from the same heap. */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
})();

async function measure(name: string, run: () => Promise<number>): Promise<Measured> {
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = process.memoryUsage().rss;
  let peakHeap = heapBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 25);
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  try {
    const rows = await run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    return {
      name,
      rows,
      seconds,
      rowsPerSecond: Math.round(rows / seconds),
      cpuSeconds,
      rowsPerCpuSecond: Math.round(rows / cpuSeconds),
      peakRssMb: Math.round(peak / 1024 / 1024),
      heapGrowthMb: Math.round((peakHeap - heapBefore) / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function rawCsv(file: string): Promise<number> {
  let rows = 0;
  const parser = createReadStream(file).pipe(parse({ delimiter: ';', relax_column_count: true }));
  for await (const record of parser as AsyncIterable<string[]>) if (record.length > 0) rows++;
  return rows - 1;
}

async function rawXlsx(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const worksheet of reader) {
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      let cells = 0;
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (cell.value !== null) cells++;
      });
      if (cells > 0) rows++;
    }
  }
  return rows - 1;
}

async function viaOpenTable(file: string): Promise<number> {
  let rows = 0;
  const table = await openTable(file);
  for await (const row of table.rows) if (row.cells.length > 0) rows++;
  return rows;
}

/** Generates one CSV and one XLSX of `lines` rows in `dir` and measures each reader once. */
export async function benchReadSheets(options: ReadBenchOptions): Promise<ReadBenchResult[]> {
  const csv = join(options.dir, `read-bench-${options.lines}.csv`);
  const xlsx = join(options.dir, `read-bench-${options.lines}.xlsx`);
  await writeCsv(csv, options.lines);
  await writeXlsx(xlsx, options.lines);
  const csvRaw = await measure('csv-parse', () => rawCsv(csv));
  const csvOurs = await measure('openTable csv', () => viaOpenTable(csv));
  const xlsxRaw = await measure('exceljs stream', () => rawXlsx(xlsx));
  const xlsxOurs = await measure('openTable xlsx', () => viaOpenTable(xlsx));
  const round = (value: number): number => Math.round(value * 100) / 100;
  const compared = (ours: Measured, raw: Measured): ReadBenchResult => ({
    ...ours,
    ratioToRaw: round(ours.rowsPerSecond / raw.rowsPerSecond),
    cpuRatioToRaw: round(ours.rowsPerCpuSecond / raw.rowsPerCpuSecond),
  });
  const alone = (raw: Measured): ReadBenchResult => ({ ...raw, ratioToRaw: undefined, cpuRatioToRaw: undefined });
  return [alone(csvRaw), compared(csvOurs, csvRaw), alone(xlsxRaw), compared(xlsxOurs, xlsxRaw)];
}
