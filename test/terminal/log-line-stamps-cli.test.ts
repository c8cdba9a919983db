/**
 * What cron's `2>> x.err` keeps of many nights: written to a file, every line of upload, reconcile
 * and watch starts with the local time and its offset, and the lines of an upload's run name the
 * journal run. Through the compiled CLI with its output to real files (build first: npx tsc -p .).
 */
import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { CLI_PATH } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** A November instant in Adak is UTC-10 (HST); in Kiritimati UTC+14. */
const STAMP = (offset: string) =>
  new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}${offset.replace('+', '\\+')} (run=(\\d+) )?\\S`);

/** Runs the CLI with standard output and standard error appended to files, as cron's `>> x.out 2>> x.err`. */
async function runToFiles(args: string[], cwd: string, tz: string, name: string) {
  const outFile = join(cwd, `${name}.out`);
  const errFile = join(cwd, `${name}.err`);
  const out = openSync(outFile, 'a');
  const err = openSync(errFile, 'a');
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd,
    env: { PATH: process.env.PATH, TZ: tz, INVOICE_BATCH_API_KEY: SANDBOX_API_KEY },
    stdio: ['ignore', out, err],
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  closeSync(out);
  closeSync(err);
  const lines = (file: string) => readFileSync(file, 'utf8').split('\n').slice(0, -1);
  return { code, out: lines(outFile), err: lines(errFile) };
}

describe('log lines read by no terminal', () => {
  it.each([
    ['America/Adak', '-10:00'],
    ['Pacific/Kiritimati', '+14:00'],
  ])(
    'in %s every stderr line of upload and reconcile starts with the time and offset, the run named',
    async (tz, offset) => {
      const cwd = makeTempDir('log-line-stamps');
      const sandbox = await startTestSandbox();
      writeUploadInputs(cwd, { count: 12, prefix: 'STAMP', invalid: [3] });
      const base = ['--base-url', sandbox.baseUrl, '--journal', join(cwd, 'j.sqlite'), '--out', join(cwd, 'out')];
      const upload = await runToFiles(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--partial', ...base],
        cwd,
        tz,
        'upload',
      );
      // 1: the invalid invoice.
      expect(upload.code, upload.err.join('\n')).toBe(1);
      // Progress lines at least: reading and sending.
      expect(upload.err.length).toBeGreaterThanOrEqual(2);
      for (const line of upload.err) expect(line).toMatch(STAMP(offset));
      expect(upload.err.filter((line) => line.includes('invoices.csv: reading'))).toHaveLength(1);
      expect(upload.err.filter((line) => line.includes('invoices.csv: 11/11 (100%)'))).not.toEqual([]);
      for (const line of upload.err.filter((line) => line.includes('invoices.csv: ')))
        expect(line).toContain(' run=1 ');

      const refused = await runToFiles(
        ['upload', 'missing.csv', '--mapping', 'mapping.yaml', ...base],
        cwd,
        tz,
        'upload',
      );
      expect(refused.code).toBe(2);
      expect(refused.err.length).toBeGreaterThan(upload.err.length);
      for (const line of refused.err) expect(line).toMatch(STAMP(offset));
      // An error before any run names none.
      expect(refused.err.at(-1)).not.toContain('run=');

      const reconcile = await runToFiles(['reconcile', '--fail-on-in-doubt', ...base], cwd, tz, 'reconcile');
      for (const line of reconcile.err) expect(line).toMatch(STAMP(offset));
    },
  );

  it("watch's text lines, written to a file, start with the time and the run of the file", async () => {
    const { dir, drop, inbox } = makeDropFolder('log-line-stamps-watch');
    const sandbox = await startTestSandbox();
    writeUploadInputs(dir, { count: 3, prefix: 'WSTAMP' });
    copyFileSync(join(dir, 'invoices.csv'), join(inbox, 'a.csv'));
    const base = ['--base-url', sandbox.baseUrl, '--journal', join(dir, 'j.sqlite'), '--out', join(dir, 'out')];
    const watch = await runToFiles(
      ['watch', drop, '--once', '--mapping', 'm.yaml', '--settle-seconds', '0', ...base],
      dir,
      'America/Adak',
      'watch',
    );
    expect(watch.code, watch.err.join('\n')).toBe(0);
    const fileLines = watch.out.filter((line) => line.includes('a.csv'));
    expect(fileLines).toHaveLength(1);
    expect(fileLines[0]).toMatch(STAMP('-10:00'));
    expect(fileLines[0]).toContain(' run=1 a.csv: 3 invoices: 3 created');
    for (const line of [...watch.out, ...watch.err]) expect(line).toMatch(STAMP('-10:00'));
  });
});
