/**
 * Peak RSS and time of the in-file twin hold (batch/hold-contained-twins.ts) over a run of N staged
 * invoices in a SQLite journal, each pass in a fresh process: reading only the columns the rule reads
 * (as upload does) against reading whole rows (27 columns) and keeping the same fields. One invoice in
 * a hundred repeats an earlier one's number with a prefix, so the hold has twins to find.
 * `node dist/bench/hold-twins-bench.js [N ...]` (build first) prints the figures; `npm run bench` runs it as row 11.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openJournal } from '../src/journal/open-journal.js';
import type { StageInput } from '../src/journal/stage-statements.js';
import { megabytes, times, whole, type BenchRow } from './print-table.js';
import { runNodeChild } from './run-node-child.js';

const PRELOAD = pathToFileURL(fileURLToPath(new URL('./report-max-rss.js', import.meta.url))).href;
const TARGET = 'https://erp.example/erp/invoicing/qa';
const STAGE_CHUNK = 2000;

export interface HoldPass {
  seconds: number;
  maxRssMb: number;
  held: number;
}

export interface HoldTwinsFigures {
  invoices: number;
  columns: HoldPass;
  whole: HoldPass;
}

function stageInput(runId: number, i: number, at: string): StageInput {
  // Every hundredth invoice is the one before it written again with a prefix: a twin to hold.
  const number = i % 100 === 0 ? `031002400211-${100_000 + i - 1}` : String(100_000 + i);
  const base = i % 100 === 0 ? i - 1 : i;
  return {
    runId,
    seq: i,
    targetIdentity: TARGET,
    payeeId: String(100_000 + (base % 5000)).padStart(10, '0'),
    invoiceNumber: number,
    invoiceId: `ID-${i}`,
    currencyCode: 'EUR',
    invoiceAmount: `${(base % 9000) + 100}.5000`,
    invoiceDate: '20250130',
    vendorName: `Vendor ${base % 5000}`,
    lines: 2,
    sourceFile: 'month-end.csv',
    sheet: undefined,
    rows: `${2 * i}-${2 * i + 1}`,
    firstRow: 2 * i,
    payloadJson: JSON.stringify({ Invoice_Number: number, InvoiceId: `ID-${i}`, Text: 'x'.repeat(400) }),
    payloadHash: 'f'.repeat(64),
    at,
  };
}

/** A journal with one run of `invoices` staged invoices; returns its run id. */
async function stagedRun(file: string, invoices: number): Promise<number> {
  const journal = await openJournal(file);
  try {
    const at = new Date().toISOString();
    const runId = await journal.runs.insertRun({
      sourceFile: 'month-end.csv',
      sourcePath: '/data/month-end.csv',
      sourceSha256: 'a'.repeat(64),
      mapping: 'generated',
      targetIdentity: TARGET,
      targetDescription: 'bench',
      sandbox: true,
      options: {},
      host: 'bench',
      pid: process.pid,
      processToken: 'bench',
      startedAt: at,
    });
    for (let from = 1; from <= invoices; from += STAGE_CHUNK) {
      const inputs: StageInput[] = [];
      for (let i = from; i < from + STAGE_CHUNK && i <= invoices; i++) inputs.push(stageInput(runId, i, at));
      await journal.stage.stageInvoices(inputs);
    }
    return runId;
  } finally {
    await journal.close();
  }
}

async function pass(journal: string, runId: number, how: 'columns' | 'whole', rssFile: string): Promise<HoldPass> {
  const { seconds, held } = await runNodeChild<{ seconds: number; held: number }>(
    'hold-twins-child.js',
    { journal, runId, how },
    { execArgv: ['--import', PRELOAD], env: { ...process.env, BENCH_MAX_RSS_FILE: rssFile } },
  );
  const { maxRssMb } = JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRssMb: number };
  return { seconds, maxRssMb, held };
}

/** `npm run bench`'s rows: one per size, the hold as upload runs it against reading whole rows. */
export function holdTwinsRows(figures: readonly HoldTwinsFigures[]): BenchRow[] {
  return figures.map((f, index) => ({
    id: `11${'abcdefgh'[index] ?? ''}`,
    measure: `In-file twin hold: peak RSS over ${whole(f.invoices)} staged invoices`,
    figure: megabytes(f.columns.maxRssMb),
    baseline: `${megabytes(f.whole.maxRssMb)} reading whole rows`,
    ratio: times(f.columns.maxRssMb / f.whole.maxRssMb),
    goal: '-',
    verdict: 'info',
    note: `${f.columns.seconds.toFixed(1)} s against ${f.whole.seconds.toFixed(1)} s; ${whole(f.columns.held)} held; fresh process each`,
  }));
}

/** The hold over a fresh run of `invoices` staged invoices, both ways; the journal is removed after. */
export async function benchHoldTwins(options: { invoices: number; dir: string }): Promise<HoldTwinsFigures> {
  const file = join(options.dir, `hold-twins-${options.invoices}.sqlite`);
  try {
    const runId = await stagedRun(file, options.invoices);
    const rss = join(options.dir, `hold-twins-${options.invoices}.rss.json`);
    // The old way first: the new way records its holds, which the old way's count would then miss.
    const whole = await pass(file, runId, 'whole', rss);
    const columns = await pass(file, runId, 'columns', rss);
    return { invoices: options.invoices, columns, whole };
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'hold-twins-bench-'));
  try {
    const sizes = process.argv.slice(2).map(Number);
    for (const invoices of sizes.length > 0 ? sizes : [100_000, 1_000_000]) {
      const f = await benchHoldTwins({ invoices, dir });
      for (const [how, p] of [
        ['whole rows (before)', f.whole],
        ['ten columns (now)', f.columns],
      ] as const)
        process.stdout.write(
          `${invoices} staged: ${how}: ${p.seconds.toFixed(2)} s, peak RSS ${p.maxRssMb.toFixed(0)} MB, ${p.held} held\n`,
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
