/** `--keep-days` and `retention.keepDays` on upload and watch, with real folders and files of set times. */
import { existsSync, mkdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { CSV_MAPPING, writeUploadInputs } from '../batch/cli-inputs.js';

function fileAged(path: string, days: number): string {
  writeFileSync(path, 'x');
  const at = new Date(Date.now() - days * 86_400_000);
  utimesSync(path, at, at);
  return path;
}

describe('--keep-days', () => {
  it('upload removes the old results of the output folder at its start and says which, keeping the journal and other files', async () => {
    const cwd = makeTempDir('keep-days-upload');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'KEEP' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect((await runCliInProcess(upload, { cwd })).code).toBe(0);
    const out = join(cwd, 'output');
    const old = fileAged(join(out, 'april-results-20260401-090000.xlsx'), 45);
    const recent = fileAged(join(out, 'may-results-20260501-090000.xlsx'), 10);
    const mine = fileAged(join(out, 'budget.xlsx'), 400);
    utimesSync(join(out, 'journal.sqlite'), new Date(0), new Date(0));

    const result = await runCliInProcess([...upload, '--keep-days', '30'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(`invoice-batch: ${out}: removed 1 file older than 30 days: ${old}\n`);
    expect([existsSync(old), existsSync(recent), existsSync(mine), existsSync(join(out, 'journal.sqlite'))]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('takes retention.keepDays from the config file, and removes nothing without it', async () => {
    const cwd = makeTempDir('keep-days-config');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'KEEPCFG' });
    mkdirSync(join(cwd, 'output'));
    const old = fileAged(join(cwd, 'output', 'reconcile-20260101-020000.xlsx'), 100);
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect((await runCliInProcess(upload, { cwd })).stderr).toBe('');
    expect(existsSync(old)).toBe(true);
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'retention:\n  keepDays: 90\n');
    const result = await runCliInProcess(upload, { cwd });
    expect(result.stderr).toContain(`removed 1 file older than 90 days: ${old}`);
    expect(existsSync(old)).toBe(false);
  });

  it('watch removes old results/ workbooks and done/ files when it starts, and logs them', async () => {
    const dir = makeTempDir('keep-days-watch');
    writeFileSync(join(dir, 'm.yaml'), CSV_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    const drop = join(dir, 'drop');
    for (const folder of ['inbox', 'results', 'done']) mkdirSync(join(drop, folder), { recursive: true });
    const oldResults = fileAged(join(drop, 'results', 'march-results-20260301-080000.xlsx'), 60);
    const keptResults = fileAged(join(drop, 'results', 'note-from-finance.xlsx'), 60);
    // Moved into done/ today: its change time is now, though it was last modified long ago.
    const movedToday = fileAged(join(drop, 'done', 'march.csv'), 60);
    renameSync(
      writeUploadInputs(dir, { count: 1, prefix: 'KEEPW', name: 'june.csv' }),
      join(drop, 'inbox', 'june.csv'),
    );
    const sandbox = await startTestSandbox();
    const result = await runCliInProcess(
      ['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--keep-days', '30', '--log-format', 'json'],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    const events = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.find((e) => e.event === 'old files removed')).toMatchObject({
      removed: [oldResults],
      msg: `removed 1 file older than 30 days: ${oldResults}`,
    });
    expect([existsSync(oldResults), existsSync(keptResults), existsSync(movedToday)]).toEqual([false, true, true]);
    expect(existsSync(join(drop, 'done', 'june.csv'))).toBe(true);
  });

  it('refuses a number of days that is not a whole number from 1', async () => {
    const cwd = makeTempDir('keep-days-bad');
    for (const days of ['0', '1.5', '-3']) {
      const result = await runCliInProcess(['upload', 'x.csv', '--mapping', 'm.yaml', '--keep-days', days], { cwd });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--keep-days: expected a whole number of days from 1 to 36500');
    }
  });
});
