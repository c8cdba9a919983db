/**
 * `history --since` and `journal --since`: only the runs started since, and the invoices whose latest
 * run started since, on a real SQLite file and a real PostgreSQL database, the CLI as cli.ts parses
 * it; a form it does not take is a usage error (exit 2) before the journal is opened.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { BACKENDS, addInvoice, addRun } from '../journal/journal-fixture.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A journal of three runs, 40, 10 and 2 days ago, an invoice each, and an invoice read by the first and the last. */
async function threeRuns(backend: (typeof BACKENDS)[number]) {
  const cwd = makeTempDir('history-since');
  const location = backend === 'postgres' ? await testPostgresUrl() : join(cwd, 'journal.sqlite');
  writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `journal: ${location}\noutDir: out\n`);
  const journal = await openJournal(location);
  try {
    for (const [days, number] of [
      [40, 'OLD'],
      [10, 'MID'],
      [2, 'NEW'],
    ] as const) {
      const runId = await addRun(journal, { startedAt: daysAgo(days), sourceFile: `${number}.csv` });
      await addInvoice(journal, runId, number);
      // Read again by the newest run: its latest row is that run's, so it is listed since then.
      if (number !== 'MID') await addInvoice(journal, runId, 'AGAIN');
    }
  } finally {
    await journal.close();
  }
  return cwd;
}

const json = async (args: string[], cwd: string) => {
  const result = await runCliInProcess([...args, '--json'], { cwd });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
};

describe.each(BACKENDS)('--since on %s', (backend) => {
  it('history lists only the runs started since a duration or a date; journal the invoices whose latest run did', async () => {
    const cwd = await threeRuns(backend);
    const runsOf = (out: Record<string, unknown>) => (out.runs as { sourceFile: string }[]).map((r) => r.sourceFile);

    expect(runsOf(await json(['history'], cwd))).toEqual(['NEW.csv', 'MID.csv', 'OLD.csv']);
    const week = await json(['history', '--since', '7d'], cwd);
    expect(runsOf(week)).toEqual(['NEW.csv']);
    expect(Date.parse(week.since as string)).toBeGreaterThan(Date.now() - 7 * DAY_MS - 60_000);
    const date = daysAgo(12).slice(0, 10);
    expect(runsOf(await json(['history', '--since', date], cwd))).toEqual(['NEW.csv', 'MID.csv']);
    expect(runsOf(await json(['history', '--since', `${daysAgo(5).slice(0, 16)}Z`], cwd))).toEqual(['NEW.csv']);

    const numbersOf = (out: Record<string, unknown>) =>
      (out.invoices as { invoiceNumber: string }[]).map((i) => i.invoiceNumber).sort();
    expect(numbersOf(await json(['journal'], cwd))).toEqual(['AGAIN', 'MID', 'NEW', 'OLD']);
    const recent = await json(['journal', '--since', '7d'], cwd);
    expect(numbersOf(recent)).toEqual(['AGAIN', 'NEW']);
    expect(recent).toMatchObject({ total: 2, more: false });
    expect(numbersOf(await json(['journal', '--since', '7d', '--limit', '1'], cwd))).toHaveLength(1);
    expect(await json(['journal', '--since', '7d', '--limit', '1'], cwd)).toMatchObject({ total: 2, more: true });
    expect(numbersOf(await json(['journal', '--since', '30d'], cwd))).toEqual(['AGAIN', 'MID', 'NEW']);

    const none = await runCliInProcess(['history', '--since', '1h'], { cwd });
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(/^No upload started since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.\n/);
  }, 90_000);
});

describe('--since refused', () => {
  it('is a usage error naming the forms it takes, for a form it does not take or with --run', async () => {
    const cwd = makeTempDir('history-since');
    for (const args of [
      ['history', '--since', 'last week'],
      ['journal', '--since', '1w'],
    ]) {
      const result = await runCliInProcess(args, { cwd });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('expected a duration back from now (7d, 24h), a date (2026-11-01)');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    const withRun = await runCliInProcess(['journal', '--since', '7d', '--run', '3'], { cwd });
    expect(withRun.code).toBe(2);
    expect(withRun.stderr).toContain('--since: only for the journal');
  });
});
