/**
 * Ingest throughput: `readInvoices` (read + map + validate) through a realistic grouped mapping
 * against the raw parser on the same generated file, for CSV (csv-parse) and XLSX (exceljs's
 * streaming reader); `openTable` alone in between shows what the reader costs and what the
 * mapping costs. Every measurement runs in a fresh process; repeats alternate raw and ours and
 * the fastest run of each counts. Memory: peak RSS of `readInvoices` at a quarter of the lines
 * against the full file.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLinesCsv, writeLinesXlsx } from './generate-invoice-lines.js';
import type { IngestFigures, IngestReader, IngestTask } from './ingest-child.js';
import { runNodeChild } from './run-node-child.js';

export interface IngestBenchOptions {
  /** Lines of the generated files. */
  lines: number;
  /** Runs of the raw parser and of readInvoices, alternately; the fastest counts. @default 2 */
  repeats?: number;
  dir: string;
}

export interface FormatFigures {
  format: 'csv' | 'xlsx';
  /** csv-parse or the exceljs streaming reader alone. */
  raw: IngestFigures;
  /** openTable alone: the project's reader without the mapping. */
  table: IngestFigures;
  /** readInvoices: read + map + validate. */
  ours: IngestFigures;
  /** ours over raw, rows per wall second. */
  ratio: number;
  /** ours over raw, rows per CPU second: steadier on a shared machine. */
  cpuRatio: number;
  tableRatio: number;
  /** readInvoices at a quarter of the lines, for the memory comparison (the lowest peak RSS of the runs). */
  quarter: IngestFigures;
  /** Heap held after a full collection, at most, reading the quarter and the whole file. */
  retainedMb: { quarter: number; full: number };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CSV_MAPPING = join(ROOT, 'mappings/european-erp.yaml');
export const XLSX_MAPPING = join(ROOT, 'bench/fixtures/european-erp-xlsx.yaml');

function fastest(runs: readonly IngestFigures[]): IngestFigures {
  return runs.reduce((best, run) => (run.seconds < best.seconds ? run : best));
}

async function measure(
  reader: IngestReader,
  file: string,
  mapping: string,
  collectEvery?: number,
): Promise<IngestFigures> {
  const task: IngestTask = { reader, file, mapping, ...(collectEvery ? { collectEvery } : {}) };
  const figures = await runNodeChild<IngestFigures>('ingest-child.js', task);
  if (reader === 'read-invoices' && figures.valid !== figures.invoices) {
    throw new Error(
      `${file}: ${figures.invoices - figures.valid} of ${figures.invoices} generated invoices are invalid; the bench expects them all valid`,
    );
  }
  return figures;
}

async function compareFormat(
  format: 'csv' | 'xlsx',
  full: string,
  quarterFile: string,
  repeats: number,
): Promise<FormatFigures> {
  const mapping = format === 'csv' ? CSV_MAPPING : XLSX_MAPPING;
  const rawReader: IngestReader = format === 'csv' ? 'csv-parse' : 'exceljs';
  const raws: IngestFigures[] = [];
  const ours: IngestFigures[] = [];
  for (let i = 0; i < repeats; i++) {
    raws.push(await measure(rawReader, full, mapping));
    ours.push(await measure('read-invoices', full, mapping));
  }
  const table = await measure('open-table', full, mapping);
  const quarters: IngestFigures[] = [];
  for (let i = 0; i < repeats; i++) quarters.push(await measure('read-invoices', quarterFile, mapping));
  const quarter = quarters.reduce((low, run) => (run.maxRssMb < low.maxRssMb ? run : low));
  const collectEvery = Math.max(100, Math.round(quarter.invoices / 20));
  const retainedQuarter = await measure('read-invoices', quarterFile, mapping, collectEvery);
  const retainedFull = await measure('read-invoices', full, mapping, collectEvery);
  const raw = fastest(raws);
  const best = fastest(ours);
  const perCpu = (f: IngestFigures) => f.rows / f.cpuSeconds;
  const perWall = (f: IngestFigures) => f.rows / f.seconds;
  // Peak RSS barely depends on speed; the lowest of the runs is the one least disturbed.
  const ourRss = Math.min(...ours.map((f) => f.maxRssMb));
  return {
    format,
    raw,
    table,
    ours: { ...best, maxRssMb: ourRss },
    ratio: perWall(best) / perWall(raw),
    cpuRatio: perCpu(best) / perCpu(raw),
    tableRatio: perWall(table) / perWall(raw),
    quarter,
    retainedMb: { quarter: retainedQuarter.retainedMb ?? 0, full: retainedFull.retainedMb ?? 0 },
  };
}

export async function benchIngest(options: IngestBenchOptions): Promise<FormatFigures[]> {
  const repeats = options.repeats ?? 2;
  const quarterLines = Math.round(options.lines / 4);
  const tag = `I${Date.now().toString(36)}`;
  const file = (lines: number, extension: string) => join(options.dir, `ingest-${lines}.${extension}`);
  await writeLinesCsv(file(options.lines, 'csv'), { lines: options.lines, tag });
  await writeLinesCsv(file(quarterLines, 'csv'), { lines: quarterLines, tag });
  await writeLinesXlsx(file(options.lines, 'xlsx'), { lines: options.lines, tag });
  await writeLinesXlsx(file(quarterLines, 'xlsx'), { lines: quarterLines, tag });
  return [
    await compareFormat('csv', file(options.lines, 'csv'), file(quarterLines, 'csv'), repeats),
    await compareFormat('xlsx', file(options.lines, 'xlsx'), file(quarterLines, 'xlsx'), repeats),
  ];
}
