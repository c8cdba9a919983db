/**
 * What started a run (by hand, a scheduled job, a drop folder), in `history`, `history --json`,
 * `journal show` and the results workbook's Summary. Real sandbox, real SQLite journal; the
 * scheduled job is the compiled CLI started by a real `schedule --run-now` (build first: npx tsc -p .).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { CSV_MAPPING, writeUploadInputs } from '../batch/cli-inputs.js';

interface HistoryJson {
  runs: { id: number; startedBy: string; resultsFile: string }[];
}

async function historyOf(cwd: string) {
  const text = (await runCliInProcess(['history'], { cwd })).stdout.split('\n');
  const json = JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as HistoryJson;
  return { text, json };
}

describe('what started a run', () => {
  it('an upload by hand says hand in history, journal show and the Summary', async () => {
    const cwd = makeTempDir('started-by');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'SBH' });
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(upload.code).toBe(0);
    const { text, json } = await historyOf(cwd);
    expect(text[1]).toMatch(/ Run by +Started by +Key /);
    expect(text[2]).toMatch(/@\S+ +hand +\S+/);
    expect(json.runs[0]!.startedBy).toBe('hand');
    const show = await runCliInProcess(['journal', 'show', '0000100002/SBH-0001'], { cwd });
    expect(show.stdout).toContain('\n  started  by hand\n');
    const shown = JSON.parse(
      (await runCliInProcess(['journal', 'show', '0000100002/SBH-0001', '--json'], { cwd })).stdout,
    ) as { rows: { run: { startedBy: string } }[] };
    expect(shown.rows[0]!.run.startedBy).toBe('hand');
    expect((await summaryValues(json.runs[0]!.resultsFile)).get('Started by')).toBe('hand');
  }, 90_000);

  it('a job name set by hand in the shell is not taken for the scheduler', async () => {
    const cwd = makeTempDir('started-by');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'SBF' });
    const env = withSandboxKey({ INVOICE_BATCH_SCHEDULE_JOB: 'nightly-upload', INVOICE_BATCH_SCHEDULER_PID: '1' });
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd, env },
    );
    expect(upload.code).toBe(0);
    const { json } = await historyOf(cwd);
    expect(json.runs[0]!.startedBy).toBe('hand (INVOICE_BATCH_SCHEDULE_JOB=nightly-upload set without its scheduler)');
  }, 90_000);

  it('an upload of a drop folder names the folder', async () => {
    const cwd = makeTempDir('started-by');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'm.yaml'), CSV_MAPPING);
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    const drop = join(cwd, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    renameSync(writeUploadInputs(cwd, { count: 1, prefix: 'SBW', name: 'may.csv' }), join(drop, 'inbox', 'may.csv'));
    const watched = await runCliInProcess(['watch', drop, '--once', '--base-url', sandbox.baseUrl], { cwd });
    expect(watched.code).toBe(0);
    const { text, json } = await historyOf(cwd);
    expect(json.runs[0]!.startedBy).toBe(`watch: ${drop}`);
    expect(text[2]).toContain(`  watch: ${drop}  `);
    expect((await summaryValues(json.runs[0]!.resultsFile)).get('Started by')).toBe(`watch: ${drop}`);
  }, 90_000);

  it('an upload a scheduled job ran names the job (needs dist)', async () => {
    const cwd = makeTempDir('started-by');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'SBS' });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nschedule:\n  jobs:\n    - { name: nightly-upload, cron: "0 2 * * *", command: "upload invoices.csv --mapping mapping.yaml --base-url ${sandbox.baseUrl}" }\n`,
    );
    const ran = await runCliProcess(['schedule', '--run-now', 'nightly-upload'], { cwd, timeoutMs: 60_000 });
    expect(ran.code).toBe(0);
    const { text, json } = await historyOf(cwd);
    expect(json.runs[0]!.startedBy).toBe('schedule: nightly-upload');
    expect(text[2]).toContain('  schedule: nightly-upload  ');
    expect((await summaryValues(json.runs[0]!.resultsFile)).get('Started by')).toBe('schedule: nightly-upload');
  }, 90_000);
});
