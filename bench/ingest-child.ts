/**
 * One ingest measurement in a process of its own, so that its peak RSS is its own and no earlier
 * run's garbage or JIT state leaks in. The task comes as JSON in argv[2]; the figures go to
 * stdout as one JSON line.
 */
import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { canonicalJson } from '../src/journal/payload-hash.js';
import { runInNewContext } from 'node:vm';
import { loadMapping, type Mapping } from '../src/mapping/load-mapping.js';
import { readInvoices } from '../src/mapping/read-invoices.js';
import { openTable } from '../src/sheets/open-table.js';
import { readCsvRaw, readXlsxRaw } from './raw-readers.js';

export type IngestReader = 'csv-parse' | 'exceljs' | 'open-table' | 'read-invoices';

export interface IngestTask {
  reader: IngestReader;
  file: string;
  /** Mapping file, for `read-invoices`; its source options also serve `open-table`. */
  mapping: string;
  /**
   * read-invoices: run a full garbage collection every this many invoices and report the most
   * heap that survived one (what the reading holds on to, without garbage). Slows the run; for
   * memory runs only. @default never
   */
  collectEvery?: number;
  /** read-invoices: also return a digest of every valid invoice, to tell two mappings' results apart. @default false */
  digest?: boolean;
}

export interface IngestFigures {
  /** Data rows read. */
  rows: number;
  /** Invoices found (read-invoices only). */
  invoices: number;
  /** Invoices without a problem (read-invoices only). */
  valid: number;
  seconds: number;
  /** CPU time of the process over the same span, all threads. */
  cpuSeconds: number;
  /** Peak resident set size of the whole process (getrusage maxrss). */
  maxRssMb: number;
  /** With `collectEvery`: the most heap in use right after a full collection. */
  retainedMb?: number;
  /** With `digest`: sha256 of the valid invoices' canonical JSON, in file order. */
  digest?: string;
}

/** A full garbage collection, without starting Node with --expose-gc. */
function fullCollection(): () => void {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}

async function run(
  task: IngestTask,
  mapping: Mapping,
): Promise<Omit<IngestFigures, 'seconds' | 'cpuSeconds' | 'maxRssMb'>> {
  const collect = task.collectEvery ? fullCollection() : undefined;
  let retained = 0;
  if (task.reader === 'csv-parse')
    return { rows: await readCsvRaw(task.file, mapping.source.table.delimiter ?? ','), invoices: 0, valid: 0 };
  if (task.reader === 'exceljs') return { rows: await readXlsxRaw(task.file), invoices: 0, valid: 0 };
  if (task.reader === 'open-table') {
    let rows = 0;
    const table = await openTable(task.file, mapping.source.table);
    for await (const batch of table.batches) for (const row of batch) if (row.cells.length > 0) rows++;
    return { rows, invoices: 0, valid: 0 };
  }
  let rows = 0;
  let invoices = 0;
  let valid = 0;
  const hash = task.digest ? createHash('sha256') : undefined;
  for await (const invoice of readInvoices(task.file, mapping)) {
    if (hash && invoice.invoice) hash.update(`${canonicalJson(invoice.invoice)}\n`);
    invoices++;
    if (collect && invoices % (task.collectEvery ?? 1) === 0) {
      collect();
      retained = Math.max(retained, process.memoryUsage().heapUsed);
    }
    if (invoice.problems.length === 0) {
      valid++;
      rows += invoice.invoice?.InvoiceItems.length ?? 0;
    } else rows += invoice.draft.lines;
  }
  const digest = hash ? { digest: hash.digest('hex') } : {};
  return collect
    ? { rows, invoices, valid, retainedMb: retained / 1024 / 1024, ...digest }
    : { rows, invoices, valid, ...digest };
}

const task = JSON.parse(process.argv[2] ?? '{}') as IngestTask;
const mapping = await loadMapping(task.mapping);
const cpu = process.cpuUsage();
const started = performance.now();
const counts = await run(task, mapping);
const seconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
const figures: IngestFigures = {
  ...counts,
  seconds,
  cpuSeconds: (used.user + used.system) / 1e6,
  maxRssMb: process.resourceUsage().maxRSS / 1024,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
