/**
 * Needs the compiled CLI: run "npx tsc -p ." first. The first reconcile, whose one JSON object on
 * standard output a script reads, runs as a child process; the others run in process, parsed as
 * cli.ts parses them, as a child process costs about a second of CPU.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run-command.js';
import { reconcileCommand } from '../../src/commands/reconcile-command.js';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { reconcileFixture } from '../reconcile/reconcile-fixture.js';
import { addKilledRun } from './killed-run-fixture.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';

describe('reconcile command', () => {
  it('--json prints one object with checked, byStatus, changed, errors and results, and writes the workbook', async () => {
    const fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', [
      { number: 'C-1', amount: '10.0000', currency: 'EUR' },
      { number: 'C-2', amount: '20.5000', currency: 'EUR' },
    ]);
    fixture.journal.close();
    const out = join(fixture.dir, 'out');
    const args = [
      'reconcile',
      '--json',
      '--journal',
      fixture.journalFile,
      '--out',
      out,
      '--base-url',
      fixture.sandbox.baseUrl,
    ];
    const first = await runCliProcess(args, { cwd: fixture.dir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const json = JSON.parse(first.stdout) as Record<string, unknown> & {
      results: Record<string, unknown>[];
      workbook: string;
    };
    expect(json).toMatchObject({ checked: 2, byStatus: { '10': 2 }, changed: 0, firstChecks: 2, errors: 0 });
    expect(json.results.map((r) => [r.invoiceNumber, r.status, r.amount])).toEqual([
      ['C-1', '10', '10.0000'],
      ['C-2', '10', '20.5000'],
    ]);
    expect(json.workbook).toMatch(
      new RegExp(`^${out}/reconcile-journal-created-[\\d-]+-\\d{8}-\\d{6}(-\\d+)?\\.xlsx$`),
    );
    expect(existsSync(json.workbook)).toBe(true);

    const second = JSON.parse((await runCliInProcess(args, { cwd: fixture.dir })).stdout) as Record<string, unknown>;
    expect(second).toMatchObject({ checked: 2, byStatus: { '20': 2 }, changed: 2 });

    const third = await runCliInProcess(
      args.filter((arg) => arg !== '--json'),
      { cwd: fixture.dir },
    );
    expect(third.stdout.split('\n')[0]).toBe('Checked 2 invoices: 2 with status 25 Posted.');
  });

  it("writes the workbook's date cells in the config's dateStyle, and refuses a style it cannot read (exit 2)", async () => {
    const fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', [{ number: 'D-1', amount: '10.0000', currency: 'EUR' }]);
    fixture.journal.close();
    const config = join(fixture.dir, 'invoice-batch.config.yaml');
    const args = ['reconcile', '--json', '--journal', fixture.journalFile, '--base-url', fixture.sandbox.baseUrl];
    writeFileSync(config, 'dateStyle: de-DE\n');
    const run = await runCliInProcess(args, { cwd: fixture.dir });
    expect(run.code).toBe(0);
    const book = await readBook((JSON.parse(run.stdout) as { workbook: string }).workbook);
    const status = book.getWorksheet('Status')!;
    const date = status.getRow(2).getCell(rowValues(status, 1).indexOf('Invoice date') + 1);
    expect(date.value).toEqual(new Date(Date.UTC(2026, 3, 30)));
    expect(date.numFmt).toBe('dd.mm.yyyy');

    writeFileSync(config, 'dateStyle: dd/mm/yy\n');
    const refused = await runCliInProcess(args, { cwd: fixture.dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('dateStyle: "dd/mm/yy" is not a date style');
  });

  it('says so and exits 2 when nothing was checked because no created invoice of the journal is at the target', async () => {
    const fixture = await reconcileFixture();
    await fixture.upload('may.csv', [
      { number: 'T-1', amount: '10.0000', currency: 'EUR' },
      { number: 'T-2', amount: '20.0000', currency: 'EUR' },
    ]);
    fixture.journal.close();
    const elsewhere = await startTestSandbox();
    const reconcileAt = (baseUrl: string, json: boolean) =>
      runCliInProcess(
        [
          'reconcile',
          ...(json ? ['--json'] : []),
          '--journal',
          fixture.journalFile,
          '--out',
          join(fixture.dir, 'out'),
        ].concat(['--base-url', baseUrl]),
        { cwd: fixture.dir },
      );
    try {
      const text = await reconcileAt(elsewhere.baseUrl, false);
      expect(text.code).toBe(2);
      expect(text.stdout).toContain('Checked 0 invoices: made no call to the finance API');
      expect(text.stdout).toMatch(
        /Nothing was checked: the journal holds no invoice created at .+, but holds 2 at .+\. Check --base-url or --profile\./,
      );
      const json = await reconcileAt(elsewhere.baseUrl, true);
      expect(json.code).toBe(2);
      expect(JSON.parse(json.stdout)).toMatchObject({ checked: 0, otherTargets: [{ created: 2 }] });
      // At the target of the uploads, and again once all are checked, nothing is amiss.
      const right = await reconcileAt(fixture.sandbox.baseUrl, true);
      expect(right.code).toBe(0);
      expect(JSON.parse(right.stdout)).toMatchObject({ checked: 2, otherTargets: [] });
    } finally {
      await elsewhere.close();
    }
  });

  it('exits 0 on a journal with no created invoice at all: there was nothing to check', async () => {
    const fixture = await reconcileFixture();
    fixture.journal.close();
    const result = await runCliInProcess(
      [
        'reconcile',
        '--journal',
        fixture.journalFile,
        '--out',
        join(fixture.dir, 'out'),
        '--base-url',
        fixture.sandbox.baseUrl,
      ],
      { cwd: fixture.dir },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('Nothing was checked');
  });

  it('exits 1 and names the failed calls when status calls fail, checking every invoice', async () => {
    const fixture = await reconcileFixture({ failRate: 1 });
    fixture.journal.close();
    // One attempt per call keeps the test short; the retries themselves are the client's business.
    writeFileSync(
      join(fixture.dir, 'invoice-batch.config.yaml'),
      'profiles:\n  sandbox:\n    retry: { attempts: 1, baseDelayMs: 1 }\n',
    );
    const result = await runCliInProcess(
      [
        'reconcile',
        '--instance-id',
        '42',
        '--instance-id',
        '43',
        '--journal',
        fixture.journalFile,
        '--out',
        join(fixture.dir, 'out'),
        '--base-url',
        fixture.sandbox.baseUrl,
      ],
      { cwd: fixture.dir },
    );
    expect(result.code).toBe(1);
    // Checked counts the statuses that came: none of the 2 asked for.
    expect(result.stdout).toContain('Checked 0 of 2 invoices.');
    expect(result.stdout).toContain('Calls failed: 2; those invoices are asked again at the next reconcile.');
    expect(result.stdout).toMatch(/ {2}42: HTTP 50[24]/);
    expect(result.stdout).toMatch(/ {2}43: HTTP 50[24]/);
  });

  it('settles a killed run first and counts what it was sending as in doubt, which leaves the exit code at 0', async () => {
    const fixture = await reconcileFixture();
    await fixture.journal.close();
    await addKilledRun(fixture.journalFile, { targetIdentity: fixture.sandbox.target().identity });
    const args = ['reconcile', '--journal', fixture.journalFile, '--out', join(fixture.dir, 'out')];
    const text = await runCliInProcess([...args, '--base-url', fixture.sandbox.baseUrl], { cwd: fixture.dir });
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe(
      'Run 1 (month-end.csv) had stopped without finishing: 1 invoice(s) it was sending are now in doubt, 1 it had not sent yet are safe to post again.',
    );
    expect(lines[2]).toBe('Status changes: 0. Stuck longer than 14 days: 0. In doubt awaiting resolution: 1.');

    const json = await runCliInProcess([...args, '--json', '--base-url', fixture.sandbox.baseUrl], {
      cwd: fixture.dir,
    });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ inDoubt: 1, recovered: [] });
  });

  it('refuses a bad --since date, and --since with --instance-id', async () => {
    const io: CommandIo = {
      stdout: () => undefined,
      stderr: () => undefined,
      isTTY: false,
      signal: new AbortController().signal,
      env: {},
      cwd: process.cwd(),
    };
    await expect(runCommand(reconcileCommand, { since: '2026-02-30' }, io)).rejects.toThrow(
      '--since: expected a date YYYY-MM-DD or YYYYMMDD, got "2026-02-30"',
    );
    await expect(runCommand(reconcileCommand, { since: '2026-02-03', instanceId: ['1'] }, io)).rejects.toThrow(
      'cannot be combined',
    );
    await expect(runCommand(reconcileCommand, { instanceId: ['12a'] }, io)).rejects.toThrow(
      '--instance-id: expected digits',
    );
  });
});
