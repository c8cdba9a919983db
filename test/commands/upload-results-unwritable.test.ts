/**
 * A results file that cannot be written after the invoices were posted (a full disk, the output
 * folder gone or replaced) does not hide the upload: the summary (or the --json object) is printed,
 * every answer is in the journal, the failure is one clear line, and the exit code is 1. Through
 * the compiled CLI (build first: npx tsc -p .).
 */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 30;

const CASES = [
  { name: 'xlsx results, summary', flags: [] as string[], json: false },
  { name: 'xlsx results, --json', flags: ['--json'], json: true },
  { name: 'csv results, --json', flags: ['--json', '--results', 'csv'], json: true },
  { name: 'xlsx results and --annotate, summary', flags: ['--annotate'], json: false },
];

describe('upload whose results file cannot be written after posting', () => {
  it.each(CASES)('$name: summary printed, all created recorded, a clear message, exit 1', async (each) => {
    const cwd = makeTempDir('upload-results-unwritable');
    const sandbox = await startTestSandbox({ latencyMs: 40 });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'FULL' });
    const out = join(cwd, 'out');
    const run = startCliProcess(
      [
        'upload',
        'invoices.csv',
        '--mapping',
        'mapping.yaml',
        '--base-url',
        sandbox.baseUrl,
        '--journal',
        join(cwd, 'journal.sqlite'),
        '--out',
        out,
        '--concurrency',
        '2',
        ...each.flags,
      ],
      { cwd, timeoutMs: 60_000 },
    );
    // Once posting has begun, the output folder becomes a file: every write into it fails.
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (sandbox.stats().createRequests < 1) return;
        clearInterval(poll);
        if (existsSync(out)) renameSync(out, join(cwd, 'out-moved'));
        writeFileSync(out, 'not a folder');
        resolve();
      }, 1);
      void run.done.then(() => {
        clearInterval(poll);
        reject(new Error('the upload ended before posting began'));
      });
    });
    const result = await run.done;
    expect(result.code, result.stderr).toBe(1);
    expect(sandbox.instances()).toHaveLength(COUNT);
    if (each.json) {
      const json = JSON.parse(result.stdout) as Record<string, unknown>;
      expect(json).toMatchObject({ invoices: COUNT, created: COUNT, failed: 0, inDoubt: 0, results: null });
      expect(String(json.resultsProblem)).toContain(out);
    } else {
      expect(result.stdout).toMatch(new RegExp(`created\\s+${COUNT}`));
      expect(result.stdout).toContain('Results not written:');
    }
    expect(result.stderr).toMatch(/^invoice-batch: the results file could not be written: .*journal --run 1/m);
    expect(result.stderr).not.toContain('unexpected error');
    expect(result.stderr).not.toMatch(/^\s+at /m);

    const journal = await openJournal(join(cwd, 'journal.sqlite'));
    try {
      const invoices = await journal.lists.listInvoices({ limit: -1 });
      expect(invoices.map((row) => row.state)).toEqual(Array<string>(COUNT).fill('created'));
      expect((await journal.runs.listRuns(10)).map((row) => row.status)).toEqual(['finished']);
    } finally {
      await journal.close();
    }
  });
});
