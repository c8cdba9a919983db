/**
 * The read commands settle the runs of dead processes before they read, as upload does, so a hard
 * stop's invoices show as in doubt at once. End to end through the compiled CLI (build first: npx tsc -p .)
 * for the first listing a user reads and for a live process's run (in process, the test process's
 * own pid would be taken for the run's, so gone); the other runs in process, parsed as cli.ts parses
 * them, as a child process costs about a second of CPU.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addKilledRun } from './killed-run-fixture.js';

const NOTICE =
  'Run 1 (month-end.csv) had stopped without finishing: 1 invoice(s) it was sending are now in doubt, 1 it had not sent yet are safe to post again.';

function killedJournal(options: { alive?: boolean } = {}) {
  const cwd = makeTempDir('interrupted-cli');
  const journalFile = join(cwd, 'output', 'journal.sqlite');
  return { cwd, ready: addKilledRun(journalFile, options) };
}

describe('a run whose process was killed', () => {
  it('is settled by `journal`: its invoice in flight is listed in doubt, and the output says so once', async () => {
    const { cwd, ready } = killedJournal();
    await ready;
    const first = await runCliProcess(['journal', '--state', 'in-doubt'], { cwd });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(NOTICE);
    expect(lines[1]).toMatch(/^Run +InvoiceId /);
    // The row, and the line saying its long Detail was cut and where it is whole.
    expect(lines.slice(2)).toHaveLength(2);
    expect(lines[3]).toMatch(/^1 Detail is cut to 80 characters .*journal --wide/);
    expect(lines[2]).toMatch(
      /^1 +ID-KILLED-1 +0000100001\/KILLED-1 +in doubt .*stopped while this invoice was being sent/,
    );

    const again = await runCliInProcess(['journal', '--json'], { cwd });
    const json = JSON.parse(again.stdout) as { invoices: { invoiceNumber: string; state: string }[]; recovered: [] };
    expect(json.recovered).toEqual([]);
    expect(json.invoices.map((row) => [row.invoiceNumber, row.state])).toEqual([
      ['KILLED-2', 'failed'],
      ['KILLED-1', 'in-doubt'],
    ]);
  });

  it('is settled by `journal --json` and `journal show`, which name the run in `recovered`', async () => {
    const { cwd, ready } = killedJournal();
    await ready;
    const shown = await runCliInProcess(['journal', 'show', 'ID-KILLED-1', '--json'], { cwd });
    expect(shown.code).toBe(0);
    const json = JSON.parse(shown.stdout) as { rows: { state: string }[]; recovered: unknown[] };
    expect(json.recovered).toEqual([{ runId: 1, sourceFile: 'month-end.csv', inDoubt: 1, notSent: 1 }]);
    expect(json.rows.map((row) => row.state)).toEqual(['in-doubt']);
  });

  it('is settled by `resolve`, so the invoice in flight can be resolved at once', async () => {
    const { cwd, ready } = killedJournal();
    await ready;
    const resolved = await runCliInProcess(['resolve', 'ID-KILLED-1', '--not-created'], { cwd });
    expect(resolved.stderr).toBe('');
    expect(resolved.code).toBe(0);
    const lines = resolved.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(NOTICE);
    expect(lines[1]).toMatch(/^0000100001\/KILLED-1: recorded as not created: the next upload posts it/);
  });

  it('is settled by `history`: the run is interrupted with its counts, not `sending` with none', async () => {
    const { cwd, ready } = killedJournal();
    await ready;
    const table = await runCliInProcess(['history'], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(NOTICE);
    // The one it had not sent yet is "not sent" (its own column), the one in flight in doubt; none held.
    // Then what the counts are, the table, and each invoice once (history-now.test.ts).
    expect(lines[2]).toMatch(
      /Created +Already created +Skipped +Held: differs +Invalid +Rejected +Failed +Not sent +Resolved: not created +In doubt$/,
    );
    expect(lines[3]).toMatch(/^1 .* interrupted +\S+@\S+ +unknown +unknown +\S+ +2 +0 +0 +0 +0 +0 +0 +0 +1 +0 +1$/);
    const json = JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
      runs: Record<string, unknown>[];
      recovered: unknown[];
    };
    expect(json.recovered).toEqual([]);
    expect(json.runs[0]).toMatchObject({ status: 'interrupted', invoices: 2, failed: 1, inDoubt: 1 });
  });

  it('of a live process is never touched: its invoice stays `sending` and nothing is said', async () => {
    const { cwd, ready } = killedJournal({ alive: true });
    await ready;
    // Listed as in doubt, as its Outcome column says until the answer is recorded, but still `sending`.
    const all = JSON.parse((await runCliProcess(['journal', '--json'], { cwd })).stdout) as {
      invoices: { state: string }[];
    };
    expect(all.invoices.map((invoice) => invoice.state)).toContain('sending');
    expect(all.invoices.map((invoice) => invoice.state)).not.toContain('in-doubt');
    const sending = await runCliProcess(['journal', '--state', 'sending', '--json'], { cwd });
    expect(JSON.parse(sending.stdout)).toMatchObject({ total: 1, recovered: [] });
    const history = await runCliProcess(['history'], { cwd });
    expect(history.stdout.split('\n')[2]).toMatch(/^1 .* sending +\S+@\S+ +unknown +unknown +\S+ +0 /);
  });
});
