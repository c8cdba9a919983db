/**
 * Standard output closed by whoever starts the CLI (`>&-` in a crontab line): Node writes it into
 * /dev/null, so the summary and the scheduler's log lines vanished without a word. Now one note on
 * standard error says where they are instead; the outcomes are in the journal either way.
 * Through the compiled CLI (build first: npx tsc -p .).
 */
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { CLI_PATH, withoutStamps } from '../helpers/run-cli.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

/** Runs `node cli.js args REDIRECT` in bash, standard error read; resolves with the exit code and stderr. */
function runRedirected(args: string[], redirect: '>&-' | '>/dev/null', cwd: string) {
  const quoted = [process.execPath, CLI_PATH, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_')));
  const child = spawn('bash', ['-c', `${quoted} ${redirect}`], {
    cwd,
    // A register of journals of its own: the user's may name journals other tests posted to this port from.
    env: {
      ...env,
      INVOICE_BATCH_API_KEY: SANDBOX_API_KEY,
      INVOICE_BATCH_STATE_DIR: makeTempDir('closed-stdout-state'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr: withoutStamps(stderr) }));
  });
}

describe('standard output closed at the start', () => {
  it.each([[[]], [['--json']]])(
    'upload %j >&-: every invoice created and recorded, stderr names the results file',
    async (extra) => {
      const cwd = makeTempDir('closed-stdout-upload');
      const sandbox = await startTestSandbox();
      writeUploadInputs(cwd, { count: 5, prefix: 'SHUT' });
      const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, ...extra];
      const result = await runRedirected(args, '>&-', cwd);
      expect(result.code, result.stderr).toBe(0);
      const { invoices, runs } = await readCliJournal(cwd);
      expect(invoices.map((row) => row.state)).toEqual(Array<string>(5).fill('created'));
      const resultsFile = runs[0]!.resultsFile!;
      expect(existsSync(resultsFile)).toBe(true);
      const notes = result.stderr.split('\n').filter((line) => line.includes('standard output is closed'));
      expect(notes).toEqual([
        `invoice-batch: standard output is closed (EBADF): the summary is in ${resultsFile}; the work goes on`,
      ]);
    },
    90_000,
  );

  it('upload >/dev/null (on purpose): no note', async () => {
    const cwd = makeTempDir('null-stdout-upload');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'NULL' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const result = await runRedirected(args, '>/dev/null', cwd);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('standard output is closed');
  }, 90_000);

  it('schedule >&-: its log lines, warn lines included, go to stderr after one note; the run is in the journal', async () => {
    const cwd = makeTempDir('closed-stdout-schedule');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      // A job that fails when run: its warn line is what monitoring reads.
      'journal: journal.sqlite\nschedule:\n  jobs:\n    - { name: h, cron: "0 0 1 1 *", command: "validate missing.csv --mapping m.yaml" }\n',
    );
    // The mapping is there (a missing one is refused as the schedule loads); the input is not, so the job fails when run.
    writeFileSync(join(cwd, 'm.yaml'), ONE_ROW_MAPPING);
    const result = await runRedirected(['schedule', '--run-now', 'h'], '>&-', cwd);
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      'invoice-batch: standard output is closed (EBADF): the log lines go to standard error; the work goes on',
    );
    const events = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; event: string });
    expect(events.map((e) => [e.level, e.event])).toEqual([
      ['info', 'job started'],
      ['warn', 'job failed'],
    ]);
    const db = new Database(join(cwd, 'journal.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT job, outcome, exit_code AS exitCode FROM schedule_runs').all()).toEqual([
        { job: 'h', outcome: 'finished', exitCode: 2 },
      ]);
    } finally {
      db.close();
    }
  }, 90_000);
});
