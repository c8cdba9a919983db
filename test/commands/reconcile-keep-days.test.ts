/**
 * `reconcile --keep-days N` and `retention.keepDays`: a nightly reconcile removes its own old workbooks
 * from the output folder, and nothing else, with real folders and files of set times.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

function fileAged(path: string, days: number): string {
  writeFileSync(path, 'x');
  const at = new Date(Date.now() - days * 86_400_000);
  utimesSync(path, at, at);
  return path;
}

describe('reconcile --keep-days', () => {
  it('removes its own reconcile workbooks older than N days, says which in --json, and keeps everything else', async () => {
    const cwd = makeTempDir('reconcile-keep-days');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'RKEEP' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect((await runCliInProcess(upload, { cwd })).code).toBe(0);
    const out = join(cwd, 'output');
    const old = fileAged(join(out, 'reconcile-journal-created-2026-09-01-20261001-020000.xlsx'), 45);
    const oldPlain = fileAged(join(out, 'reconcile-20260901-020000-2.xlsx'), 60);
    const recent = fileAged(join(out, 'reconcile-journal-created-2026-11-01-20261120-020000.xlsx'), 10);
    // Another program's files, and upload's results: not reconcile's to remove.
    const results = fileAged(join(out, 'april-results-20260401-090000.xlsx'), 45);
    const budget = fileAged(join(out, 'reconcile-budget.xlsx'), 400);
    const folder = join(out, 'reconcile-20260101-020000.xlsx');
    mkdirSync(folder);
    const outside = fileAged(join(cwd, 'reconcile-20250101-020000.xlsx'), 400);
    const link = join(out, 'reconcile-20250102-020000.xlsx');
    symlinkSync(outside, link);
    utimesSync(join(out, 'journal.sqlite'), new Date(0), new Date(0));

    const result = await runCliInProcess(['reconcile', '--base-url', sandbox.baseUrl, '--keep-days', '30', '--json'], {
      cwd,
    });
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as { workbook: string; retention: unknown };
    expect(json.retention).toEqual({ keepDays: 30, removed: [old, oldPlain].sort(), problems: [] });
    expect([old, oldPlain].map(existsSync)).toEqual([false, false]);
    expect([recent, results, budget, folder, outside, link, json.workbook].map(existsSync)).toEqual(
      Array(7).fill(true),
    );
    expect(existsSync(join(out, 'journal.sqlite'))).toBe(true);
  });

  it('takes retention.keepDays from the config and says what it removed in its summary; without either, removes nothing', async () => {
    const cwd = makeTempDir('reconcile-keep-days-config');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'RKEEPCFG' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect((await runCliInProcess(upload, { cwd })).code).toBe(0);
    const old = fileAged(join(cwd, 'output', 'reconcile-20260101-020000.xlsx'), 100);
    const reconcile = ['reconcile', '--base-url', sandbox.baseUrl];
    const kept = await runCliInProcess([...reconcile, '--json'], { cwd });
    expect(kept.code).toBe(0);
    expect(JSON.parse(kept.stdout)).not.toHaveProperty('retention');
    expect(existsSync(old)).toBe(true);

    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'retention:\n  keepDays: 90\n');
    const result = await runCliInProcess(reconcile, { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Old workbooks: removed 1 file older than 90 days: ${old}\n`);
    expect(existsSync(old)).toBe(false);
    expect(readdirSync(join(cwd, 'output')).filter((name) => name.startsWith('reconcile-'))).toHaveLength(2);
  });
});
