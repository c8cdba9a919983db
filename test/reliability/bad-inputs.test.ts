/**
 * Bad inputs: every file and mapping of a generated corpus of malformed inputs goes through
 * `validate` and `upload`. Each ends within a time bound, either with exit 2 and one line on
 * stderr or with exit 1 and problems of single invoices; never with a stack trace; and the sandbox
 * receives no create request. Most cases run in this process (the same parse and commands, from
 * the sources): the message is their subject, not the process. A sample of each kind also runs as
 * child processes of the compiled CLI, for what only a process shows: its exit status, a stamped
 * line on stderr and nothing else. Formula-looking text in valid invoices is posted as it is and
 * neutralised in the results. Needs the compiled CLI: npm run build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/start-sandbox.js';
import { FORMULA_TEXTS, writeBadInputCorpus, writeFormulaCsv, type BadInput } from './bad-input-corpus.js';
import { withoutStamps } from '../helpers/run-cli.js';
import { RELIABILITY_CLI, createCliSession, type TimedResult } from './cli-session.js';
import { SCALE } from './reliability-scale.js';
import { formatSecretScan, scanForSecret } from './secret-scan.js';
import { readZip } from './zip-archive.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** GNU time, for the peak memory of a run. */
const GNU_TIME = '/usr/bin/time';
/** A zip bomb or a million empty rows must not take more memory than this. */
const MAX_RSS_MB = 250;
/** Longest line a command may print about a bad input. */
const MAX_LINE_CHARS = 2000;
/**
 * Cases whose two commands run as child processes of the compiled CLI: a broken container, a zip
 * bomb, a file that is not there, a text encoding, a mapping that is no YAML, a mapping naming an
 * unknown column, problems of single invoices, a file refused or reported. The other cases run in
 * process, but for the validate runs of MEASURED.
 */
const SPAWNED = new Set([
  'truncated.xlsx',
  'zip-bomb-lying.xlsx',
  'missing.csv',
  'windows-1252.csv',
  'mapping not-yaml.yaml',
  'mapping missing-column.yaml',
  'bad-values.csv',
  'unclosed-quote.csv',
]);

/**
 * Cases whose validate runs once, as a child process under GNU time: the memory bound below checks
 * its peak and, like every run of the corpus, its exit, its line and its time (a second validate
 * of the corpus's own read the same file again and proved nothing more).
 */
const MEASURED = ['zip-bomb-declared.xlsx', 'zip-bomb-lying.xlsx', 'million-empty-rows.csv'];

const session = createCliSession('rel-bad-inputs');
const corpusDir = join(session.root, 'corpus');
mkdirSync(corpusDir);
const cases = await writeBadInputCorpus(corpusDir);

let sandbox: RunningSandbox;
const figures = {
  runs: 0,
  spawned: 0,
  refused: 0,
  problems: 0,
  slowest: { ms: 0, name: '' },
  longestError: 0,
  largestOutput: { bytes: 0, name: '' },
};
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ apiKeys: [session.apiKey] });
});

afterAll(async () => {
  await sandbox.close();
  const f = figures;
  console.log(
    `bad inputs: ${cases.length} cases x 2 commands = ${f.runs} runs (${f.spawned} as child processes), ${f.refused} refused with one line (exit 2), ${f.problems} with invoice problems (exit 1), ` +
      `0 stack traces, ${sandbox.stats().createRequests} create requests, slowest ${(f.slowest.ms / 1000).toFixed(1)} s (${f.slowest.name}), ` +
      `longest error line ${f.longestError} chars, largest output ${Math.round(f.largestOutput.bytes / 1024)} KB (${f.largestOutput.name}) [bound ${SCALE.badInputBoundMs / 1000} s]`,
  );
  for (const line of lines) console.log(line);
});

function outDir(input: BadInput, command: string): string {
  return join(session.root, 'runs', `${input.name.replace(/[^A-Za-z0-9.-]+/g, '_')}-${command}`);
}

/** The run of `args` as a child process when `spawned`, else in this process, ended within `timeoutMs`. */
async function runBounded(args: string[], spawned: boolean, timeoutMs: number): Promise<TimedResult> {
  if (spawned) return session.run(args, { timeoutMs });
  // In process nothing can be killed: past the bound the run counts as killed (code null), and the test fails.
  let timer: NodeJS.Timeout | undefined;
  const killed = new Promise<TimedResult>((resolve) => {
    timer = setTimeout(() => resolve({ args, code: null, stdout: '', stderr: '', durationMs: timeoutMs }), timeoutMs);
  });
  try {
    return await Promise.race([session.runInProcess(args), killed]);
  } finally {
    clearTimeout(timer);
  }
}

function checkRun(input: BadInput, command: 'validate' | 'upload', result: TimedResult, spawned: boolean): void {
  const label = `${command} ${input.name}${spawned ? ' (child process)' : ''}`;
  figures.runs += 1;
  if (spawned) figures.spawned += 1;
  if (process.env.RELIABILITY_VERBOSE) {
    const shown = (text: string) =>
      (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text).replace(/\n/g, '\\n');
    console.log(
      `${label}: exit ${String(result.code)} in ${Math.round(result.durationMs)} ms; stderr ${shown(result.stderr)}; stdout ${shown(result.stdout)}`,
    );
  }
  if (result.durationMs > figures.slowest.ms) figures.slowest = { ms: result.durationMs, name: label };
  const bytes = result.stdout.length + result.stderr.length;
  if (bytes > figures.largestOutput.bytes) figures.largestOutput = { bytes, name: label };
  expect(result.code, `${label}: ended within ${SCALE.badInputBoundMs} ms`).not.toBeNull();
  expect(result.durationMs, `${label}: duration`).toBeLessThan(SCALE.badInputBoundMs);
  expect(`${result.stdout}\n${result.stderr}`, `${label}: a stack trace`).not.toMatch(/^\s+at \S/m);
  expect(result.stderr, label).not.toMatch(/unexpected error/);
  // What a person reads in a terminal or a cron mail: short lines, no control characters.
  const printed = `${result.stdout}\n${result.stderr}`.split('\n');
  const longLines = printed
    .filter((line) => line.length > MAX_LINE_CHARS)
    .map((line) => `${line.slice(0, 120)}... (${line.length} chars)`);
  expect(longLines, `${label}: lines longer than ${MAX_LINE_CHARS} characters`).toEqual([]);
  const controls = printed
    .filter((line) => /[\u0000-\u0008\u000b-\u001f\u007f]/.test(line))
    .map((line) => JSON.stringify(line.slice(0, 120)));
  expect(controls, `${label}: lines with control characters`).toEqual([]);
  const outcome =
    result.code === 2
      ? 'refused'
      : result.code === 1
        ? 'problems'
        : result.code === 3
          ? 'empty'
          : `exit ${String(result.code)}`;
  const said = `${label}: ${result.stderr.slice(0, 500)} ${result.stdout.slice(0, 500)}`;
  if (input.expect === 'either') expect(['refused', 'problems'], said).toContain(outcome);
  else expect(outcome, said).toBe(input.expect);
  if (outcome === 'refused' || outcome === 'empty') {
    figures.refused += 1;
    // No terminal reads the child's stderr, so its line begins with the time: the words follow it.
    // In process nothing is stamped (the stamp is cli.ts's).
    const errorLines = withoutStamps(result.stderr).trimEnd().split('\n');
    expect(errorLines, `${label}: one line on stderr`).toHaveLength(1);
    if (spawned) expect(result.stderr, label).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d /);
    expect(errorLines[0], label).toMatch(/^invoice-batch: \S/);
    figures.longestError = Math.max(figures.longestError, (errorLines[0] ?? '').length);
    if (input.says) expect(result.stderr, label).toMatch(input.says);
  } else {
    figures.problems += 1;
    if (command === 'validate') {
      expect(result.stdout, label).toMatch(/Problems \(\d+\)/);
      if (input.says) expect(result.stdout, label).toMatch(input.says);
    } else {
      const json = JSON.parse(result.stdout) as { invalid: number; created: number };
      expect(json.invalid, label).toBeGreaterThan(0);
      expect(json.created, label).toBe(0);
    }
  }
}

describe('bad inputs: malformed files and mappings through validate and upload', () => {
  it('the corpus has at least 30 cases, a sample of them run as child processes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    // A sample name that names no case would leave its kind run in process only.
    expect([...SPAWNED].filter((name) => !cases.some((input) => input.name === name))).toEqual([]);
    expect(MEASURED.filter((name) => !cases.some((input) => input.name === name))).toEqual([]);
  });

  describe.concurrent.each(cases)('$name', (input) => {
    it(`is ${input.expect === 'either' ? 'refused or reported per invoice' : input.expect === 'refused' ? 'refused with one line and exit 2' : input.expect === 'empty' ? 'told it holds no invoices with one line and exit 3' : 'reported per invoice with exit 1'}, in bounded time, posting nothing`, async () => {
      const spawned = SPAWNED.has(input.name);
      const bound = SCALE.badInputBoundMs + 5000;
      const before = sandbox.stats().createRequests;
      const measured = MEASURED.includes(input.name);
      const [validated, uploaded] = await Promise.all([
        measured
          ? undefined
          : runBounded(
              [
                'validate',
                input.file,
                '--mapping',
                input.mapping,
                '--journal',
                join(outDir(input, 'validate'), 'journal.sqlite'),
                '--out',
                outDir(input, 'validate'),
              ],
              spawned,
              bound,
            ),
        runBounded(
          [
            'upload',
            input.file,
            '--mapping',
            input.mapping,
            '--base-url',
            sandbox.baseUrl,
            '--profile',
            'sandbox',
            '--journal',
            join(outDir(input, 'upload'), 'journal.sqlite'),
            '--out',
            outDir(input, 'upload'),
            '--json',
          ],
          spawned,
          bound,
        ),
      ]);
      if (validated) checkRun(input, 'validate', validated, spawned);
      checkRun(input, 'upload', uploaded, spawned);
      expect(sandbox.stats().createRequests - before, 'create requests').toBe(0);
    });
  });

  it('refuses the zip bombs and reads a million empty rows in little memory', () => {
    expect(existsSync(GNU_TIME), `${GNU_TIME} measures the peak memory of a run; install GNU time`).toBe(true);
    const peaks: string[] = [];
    for (const name of MEASURED) {
      const input = cases.find((c) => c.name === name) as BadInput;
      const rssFile = join(session.root, `${name}.maxrss`);
      const out = outDir(input, 'memory');
      const args = [
        'validate',
        input.file,
        '--mapping',
        input.mapping,
        '--journal',
        join(out, 'journal.sqlite'),
        '--out',
        out,
      ];
      const began = performance.now();
      const run = spawnSync(GNU_TIME, ['-o', rssFile, '-f', '%M', process.execPath, RELIABILITY_CLI, ...args], {
        cwd: session.root,
        encoding: 'utf8',
        env: { ...session.env, INVOICE_BATCH_STATE_DIR: makeTempDir('register') },
        timeout: SCALE.badInputBoundMs,
      });
      const result = {
        args,
        code: run.status,
        stdout: run.stdout,
        stderr: run.stderr,
        durationMs: performance.now() - began,
      };
      session.captured.push(result);
      checkRun(input, 'validate', result, true);
      expect(run.status, `${name}: ${run.stderr.slice(0, 300)}`).toBe(
        input.expect === 'refused' ? 2 : input.expect === 'empty' ? 3 : 1,
      );
      const peakMb = Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) / 1024;
      expect(peakMb, `${name}: peak memory, MB`).toBeLessThan(MAX_RSS_MB);
      peaks.push(`${name} ${Math.round(peakMb)} MB`);
    }
    lines.push(`memory: peak RSS of validate on ${peaks.join(', ')} (limit ${MAX_RSS_MB} MB)`);
  });

  it('posts formula-looking text as it is, and writes it neutralised in the results CSV and as text in the workbooks', async () => {
    const dir = join(session.root, 'formula');
    mkdirSync(dir);
    const input = writeFormulaCsv(dir);
    const own = await startSandbox({ apiKeys: [session.apiKey] });
    try {
      const uploaded = await session.run([
        'upload',
        input.file,
        '--mapping',
        input.mapping,
        '--base-url',
        own.baseUrl,
        '--profile',
        'sandbox',
        '--journal',
        join(dir, 'journal.sqlite'),
        '--out',
        join(dir, 'out'),
        '--json',
        '--results',
        'csv',
      ]);
      expect(uploaded.code, uploaded.stderr).toBe(0);
      const json = JSON.parse(uploaded.stdout) as { created: number; results: string };
      expect(json.created).toBe(FORMULA_TEXTS.length);
      expect(
        own
          .instances()
          .map((i) => i.invoiceNumber)
          .sort(),
      ).toEqual([...FORMULA_TEXTS].sort());
      const records = parse(readFileSync(json.results, 'utf8').replace(/^\uFEFF/, ''), {
        relax_column_count: true,
      }) as string[][];
      const [header, ...rows] = records;
      const numberColumn = (header ?? []).indexOf('Invoice_Number');
      expect(rows.map((row) => row[numberColumn]).sort()).toEqual(FORMULA_TEXTS.map((text) => `'${text}`).sort());
      const risky = rows
        .flat()
        .filter((cell) => /^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)));
      expect(risky, 'cells a spreadsheet would run as formulas').toEqual([]);

      const validated = await session.run([
        'validate',
        input.file,
        '--mapping',
        input.mapping,
        '--journal',
        join(dir, 'journal.sqlite'),
        '--out',
        join(dir, 'out'),
      ]);
      expect(validated.code, validated.stderr).toBe(0);
      const workbook = /Validation workbook: (.+)$/m.exec(validated.stdout)?.[1];
      expect(workbook).toBeDefined();
      const parts = readZip(readFileSync(workbook as string));
      const sheets = parts.filter((part) => part.name.startsWith('xl/worksheets/'));
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) expect(sheet.data.toString('utf8'), sheet.name).not.toMatch(/<f[ >]/);
      const text = parts.map((part) => part.data.toString('utf8')).join('\n');
      expect(text).toContain('@SUM(1+1)');
      lines.push(
        `formula text: ${FORMULA_TEXTS.length} invoices posted as written, ${rows.length} results CSV rows neutralised, no formula cells in the validation workbook`,
      );
    } finally {
      await own.close();
    }
  });

  it('leaves the API key in no journal, workbook or output of these runs', () => {
    const scan = scanForSecret(session.apiKey, {
      dirs: [session.root],
      texts: session.captured.flatMap((r) => [r.args.join(' '), r.stdout, r.stderr]),
    });
    lines.push(formatSecretScan('bad inputs', scan));
    expect(scan.files).toBeGreaterThan(0);
    expect(scan.hits).toEqual([]);
  });
});
