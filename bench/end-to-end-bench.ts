/**
 * The whole product at month-end size: the compiled CLI uploads a generated export of invoice
 * lines through `mappings/european-erp.yaml` (or, with `register`, a month-end register XLSX
 * through `mappings/month-end-register.yaml`) to a sandbox in another process (no latency), with
 * a fresh journal and the results workbook. Measures the CLI process only: duration, peak RSS
 * (getrusage, reported by a preload at exit), CPU time, and the phases as the journal dates them.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ALL_MIGRATIONS } from '../src/journal/migrations/all-migrations.js';
import { openSqliteJournal } from '../src/journal/sqlite/open-sqlite-journal.js';
import { startSandboxChild } from './start-sandbox-child.js';
import { writeLinesCsv } from './generate-invoice-lines.js';
import { writeRegisterXlsx } from './generate-register-xlsx.js';

export interface EndToEndOptions {
  /** Invoices in the generated file, two lines each. */
  invoices: number;
  /** `--concurrency` of the upload. */
  concurrency: number;
  /** Folder for the file, the journal and the results. */
  dir: string;
  /** Node options for the CLI process, e.g. `--max-old-space-size=128`. @default [] */
  nodeFlags?: readonly string[];
  /** Upload with `--annotate`: the annotated copy of the file is written after the results. @default false */
  annotate?: boolean;
  /**
   * The file is a month-end register XLSX (one invoice per row, formulas, a totals row: see
   * generate-register-xlsx.ts) read through `mappings/month-end-register.yaml`, not the CSV of
   * invoice lines. @default false
   */
  register?: boolean;
}

export interface EndToEndResult {
  invoices: number;
  lines: number;
  created: number;
  exitCode: number;
  /** From spawning the CLI to its exit. */
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  /** Highest V8 heap reserved and used, and memory held outside the heap (Buffers), sampled in the CLI. */
  peakHeapTotalMb: number;
  peakHeapUsedMb: number;
  peakExternalMb: number;
  /** Where the time went, from the journal's timestamps and the results file's mtime. */
  phases: { startSeconds: number; readAndStageSeconds: number; sendSeconds: number; resultsSeconds: number };
  /** Highest RSS seen in each phase, sampled from /proc every 100 ms (undefined where /proc is missing). */
  phaseRssMb: { readAndStage: number | undefined; send: number | undefined; results: number | undefined };
  invoicesPerSecond: number;
  /** With `annotate`: from the results file written to the annotated copy written. */
  annotateSeconds?: number | undefined;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface RunTimes {
  started_at: string;
  finished_at: string;
  results_file: string;
  created: number;
  last_staged: string;
  first_sending: string;
  last_outcome: string;
}

interface RssSample {
  at: number;
  mb: number;
}

/** Samples VmRSS of `pid` from /proc until `stop` is called. */
function sampleRss(pid: number): { samples: RssSample[]; stop: () => void } {
  const samples: RssSample[] = [];
  const timer = setInterval(() => {
    readFile(`/proc/${pid}/status`, 'utf8')
      .then((status) => {
        const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
        if (kb) samples.push({ at: Date.now(), mb: Number(kb) / 1024 });
      })
      .catch(() => undefined);
  }, 100);
  return { samples, stop: () => clearInterval(timer) };
}

function peakBetween(samples: readonly RssSample[], from: number, to: number): number | undefined {
  let peak: number | undefined;
  for (const sample of samples) if (sample.at >= from && sample.at <= to) peak = Math.max(peak ?? 0, sample.mb);
  return peak;
}

async function runTimes(journalFile: string): Promise<RunTimes> {
  const journal = await openSqliteJournal(journalFile, { migrations: ALL_MIGRATIONS });
  try {
    return journal.db
      .prepare(
        `SELECT r.started_at, r.finished_at, r.results_file, r.created,
           (SELECT max(staged_at) FROM invoices WHERE run_id = r.id) AS last_staged,
           (SELECT min(sending_at) FROM invoices WHERE run_id = r.id) AS first_sending,
           (SELECT max(outcome_at) FROM invoices WHERE run_id = r.id) AS last_outcome
         FROM runs r ORDER BY r.id DESC LIMIT 1`,
      )
      .get() as RunTimes;
  } finally {
    journal.db.close();
  }
}

export async function benchEndToEnd(options: EndToEndOptions): Promise<EndToEndResult> {
  const lines = options.register ? options.invoices : options.invoices * 2;
  const tag = `E${Date.now().toString(36)}`;
  const file = join(options.dir, `month-end-${options.invoices}.${options.register ? 'xlsx' : 'csv'}`);
  if (options.register) await writeRegisterXlsx(file, options.invoices, tag);
  else await writeLinesCsv(file, { lines, tag });
  const mapping = options.register ? 'mappings/month-end-register.yaml' : 'mappings/european-erp.yaml';
  const journalFile = join(options.dir, `e2e-${options.invoices}.sqlite`);
  const rssFile = join(options.dir, `e2e-${options.invoices}.rss.json`);
  const sandbox = await startSandboxChild({ latencyMs: 0 });
  try {
    const preload = pathToFileURL(fileURLToPath(new URL('./report-max-rss.js', import.meta.url))).href;
    const args = [
      ...(options.nodeFlags ?? []),
      '--import',
      preload,
      join(ROOT, 'dist/src/cli.js'),
      'upload',
      file,
      '--mapping',
      join(ROOT, mapping),
      '--base-url',
      sandbox.target.baseUrl,
      '--journal',
      journalFile,
      '--out',
      join(options.dir, 'out'),
      '--concurrency',
      String(options.concurrency),
      '--json',
      ...(options.annotate ? ['--annotate'] : []),
    ];
    // No INVOICE_BATCH_* settings of the caller's shell and no config file: the sandbox profile, this
    // sandbox, and its key (a sandbox named by --base-url is a server like any other).
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_'))),
      INVOICE_BATCH_API_KEY: sandbox.target.apiKey,
    };
    const started = Date.now();
    const child = spawn(process.execPath, args, {
      cwd: options.dir,
      env: { ...env, BENCH_MAX_RSS_FILE: rssFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const rss = sampleRss(child.pid ?? -1);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve(code ?? -1));
    });
    rss.stop();
    const seconds = (Date.now() - started) / 1000;
    if (exitCode !== 0)
      throw new Error(
        `the upload ended with exit code ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ') || stdout.slice(0, 300)}`,
      );
    const usage = JSON.parse(readFileSync(rssFile, 'utf8')) as {
      maxRssMb: number;
      cpuSeconds: number;
      peakHeapTotalMb: number;
      peakHeapUsedMb: number;
      peakExternalMb: number;
    };
    const times = await runTimes(journalFile);
    const at = (iso: string) => Date.parse(iso);
    const resultsWritten = statSync(times.results_file).mtimeMs;
    const annotated = options.annotate ? (JSON.parse(stdout) as { annotated?: string }).annotated : undefined;
    if (options.annotate && !annotated) throw new Error('the upload wrote no annotated copy');
    const annotateSeconds = annotated ? (statSync(annotated).mtimeMs - resultsWritten) / 1000 : undefined;
    return {
      invoices: options.invoices,
      lines,
      created: times.created,
      exitCode,
      seconds,
      cpuSeconds: usage.cpuSeconds,
      peakRssMb: usage.maxRssMb,
      peakHeapTotalMb: usage.peakHeapTotalMb,
      peakHeapUsedMb: usage.peakHeapUsedMb,
      peakExternalMb: usage.peakExternalMb,
      phases: {
        startSeconds: (at(times.started_at) - started) / 1000,
        readAndStageSeconds: (at(times.last_staged) - at(times.started_at)) / 1000,
        sendSeconds: (at(times.last_outcome) - at(times.first_sending)) / 1000,
        resultsSeconds: (resultsWritten - at(times.finished_at)) / 1000,
      },
      phaseRssMb: {
        readAndStage: peakBetween(rss.samples, at(times.started_at), at(times.last_staged)),
        send: peakBetween(rss.samples, at(times.first_sending), at(times.last_outcome)),
        results: peakBetween(rss.samples, at(times.finished_at), resultsWritten),
      },
      invoicesPerSecond: options.invoices / seconds,
      annotateSeconds,
    };
  } finally {
    await sandbox.stop();
  }
}
