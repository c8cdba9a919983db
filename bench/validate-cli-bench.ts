/**
 * `validate --json` as a user runs it - a whole CLI process: start, read, map, check, validation
 * workbook - against a whole process that reads the same CSV with csv-parse alone. Peak RSS comes
 * from getrusage at exit (the report-max-rss preload). Also the peak RSS of validating a larger
 * file, for the memory goal.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeLinesCsv } from './generate-invoice-lines.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'dist/src/cli.js');
const PRELOAD = pathToFileURL(fileURLToPath(new URL('./report-max-rss.js', import.meta.url))).href;

export interface ProcessFigures {
  seconds: number;
  cpuSeconds: number;
  maxRssMb: number;
}

export interface ValidateBenchResult {
  lines: number;
  /** Fastest of the runs. */
  validate: ProcessFigures;
  csvParse: ProcessFigures;
  /** validate over csv-parse, wall time of the whole process. */
  ratio: number;
  /** Validating `largeLines` lines: the lowest peak RSS of the runs. */
  large: { lines: number; invoices: number; figures: ProcessFigures };
}

async function timeProcess(args: string[], dir: string, name: string): Promise<ProcessFigures> {
  const report = join(dir, `${name}-rss.json`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', PRELOAD, ...args], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, BENCH_MAX_RSS_FILE: report },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0)
    throw new Error(
      `${args.slice(0, 2).join(' ')} ended with code ${String(code)}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
    );
  const figures = JSON.parse(readFileSync(report, 'utf8')) as { maxRssMb: number; cpuSeconds: number };
  return { seconds, cpuSeconds: figures.cpuSeconds, maxRssMb: figures.maxRssMb };
}

const validateArgs = (file: string) => [
  CLI,
  'validate',
  file,
  '--mapping',
  join(ROOT, 'mappings/european-erp.yaml'),
  '--json',
  '--out',
  'validate-out',
];

export async function benchValidateCli(options: {
  lines: number;
  largeLines: number;
  repeats: number;
  dir: string;
}): Promise<ValidateBenchResult> {
  const tag = `V${Date.now().toString(36)}`;
  const file = join(options.dir, `validate-${options.lines}.csv`);
  await writeLinesCsv(file, { lines: options.lines, tag });
  const validates: ProcessFigures[] = [];
  const raws: ProcessFigures[] = [];
  for (let i = 0; i < options.repeats; i++) {
    raws.push(
      await timeProcess(
        [fileURLToPath(new URL('./csv-parse-child.js', import.meta.url)), file, ';'],
        options.dir,
        'csv-parse',
      ),
    );
    validates.push(await timeProcess(validateArgs(file), options.dir, 'validate'));
  }
  const fastest = (runs: ProcessFigures[]) => runs.reduce((best, run) => (run.seconds < best.seconds ? run : best));
  const validate = fastest(validates);
  const csvParse = fastest(raws);

  const largeFile = join(options.dir, `validate-${options.largeLines}.csv`);
  await writeLinesCsv(largeFile, { lines: options.largeLines, tag: `${tag}L` });
  const larges: ProcessFigures[] = [];
  for (let i = 0; i < Math.min(2, options.repeats); i++)
    larges.push(await timeProcess(validateArgs(largeFile), options.dir, 'validate-large'));
  const large = larges.reduce((low, run) => (run.maxRssMb < low.maxRssMb ? run : low));
  return {
    lines: options.lines,
    validate,
    csvParse,
    ratio: validate.seconds / csvParse.seconds,
    large: { lines: options.largeLines, invoices: options.largeLines / 2, figures: large },
  };
}
