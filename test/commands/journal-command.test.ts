/**
 * End to end through the compiled CLI (build first: npx tsc -p .): --help and an --outcome word the
 * parser refuses go through it, as cli.ts prints the one and gives the other its exit code 2 and its
 * words. The other runs (the upload that sets the scene, the listings, the other refusals, whose exit
 * code runs through the same exitCodeFor) run in-process, parsed as cli.ts parses them, as a child
 * process costs about a second of CPU.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';

describe('invoice-batch journal', () => {
  it('lists invoices newest first, filtered by state, as a table or as JSON', async () => {
    const cwd = makeTempDir('journal-cli');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'LIST', unknownPayee: [2] });
    await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd },
    );

    const table = await runCliInProcess(['journal'], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^Run +InvoiceId +PayeeId\/Invoice_Number +Outcome +Instance +Amount +Currency +Updated \(UTC\) +Detail$/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1 +0000100004-LIST-0003 +0000100004\/LIST-0003 +created +00\d{8} /);

    const rejected = await runCliInProcess(['journal', '--state', 'rejected', '--json'], { cwd });
    const json = JSON.parse(rejected.stdout) as { invoices: Record<string, unknown>[] };
    expect(json.invoices).toHaveLength(1);
    expect(json.invoices[0]).toMatchObject({
      invoiceNumber: 'LIST-0002',
      payeeId: '0000999999',
      state: 'rejected',
      eRetcode: 4,
      httpStatus: 200,
    });
    expect(json.invoices[0]).not.toHaveProperty('payloadJson');

    const none = await runCliInProcess(['journal', '--state', 'in-doubt'], { cwd });
    expect(none.stdout).toBe('No invoices match.\n');
    const bad = await runCliInProcess(['journal', '--state', 'lost'], { cwd });
    expect(bad.code).toBe(2);
  });

  it('says when --limit cut the list, and how many match in all (--json: total)', async () => {
    const cwd = makeTempDir('journal-limit');
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    const run = await addRun(journal);
    for (let n = 1; n <= 5; n += 1) await addInvoice(journal, run, `CUT-${n}`);
    await journal.send.failStagedInvoices(run, 'not sent: the key was refused', '2025-01-31T10:00:05.000Z');
    await journal.runs.finishRun(run, 'stopped', '2025-01-31T10:00:05.000Z');
    await journal.close();

    const cut = await runCliInProcess(['journal', '--outcome', 'not sent', '--limit', '2'], { cwd });
    expect(cut.code).toBe(0);
    const lines = cut.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('Showing the newest 2 of 5 matching invoices; --limit N shows more, --limit 0 all.');

    const json = JSON.parse(
      (await runCliInProcess(['journal', '--outcome', 'not sent', '--limit', '2', '--json'], { cwd })).stdout,
    ) as {
      invoices: unknown[];
      total: number;
    };
    expect([json.invoices.length, json.total]).toEqual([2, 5]);

    const all = await runCliInProcess(['journal', '--outcome', 'not sent', '--limit', '0'], { cwd });
    expect(all.stdout.trimEnd().split('\n')).toHaveLength(6);
    expect(all.stdout).not.toContain('Showing');
  });

  it('--json says whether the list was cut, and lists every match unless --limit is given (scripts act on all)', async () => {
    const cwd = makeTempDir('journal-json-limit');
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    const run = await addRun(journal);
    for (let n = 1; n <= 5; n += 1) await addInvoice(journal, run, `CUT-${n}`);
    await journal.send.failStagedInvoices(run, 'not sent: the key was refused', '2025-01-31T10:00:05.000Z');
    await journal.runs.finishRun(run, 'stopped', '2025-01-31T10:00:05.000Z');
    await journal.close();

    type Listing = { invoices: unknown[]; total: number; shown: number; limit: number | null; more: boolean };
    const table: [string[], Omit<Listing, 'invoices'>][] = [
      [[], { total: 5, shown: 5, limit: null, more: false }],
      [['--limit', '0'], { total: 5, shown: 5, limit: null, more: false }],
      [['--limit', '1'], { total: 5, shown: 1, limit: 1, more: true }],
      [['--limit', '4'], { total: 5, shown: 4, limit: 4, more: true }],
      [['--limit', '5'], { total: 5, shown: 5, limit: 5, more: false }],
      [['--limit', '200'], { total: 5, shown: 5, limit: 200, more: false }],
    ];
    for (const [flags, expected] of table) {
      const out = await runCliInProcess(['journal', '--outcome', 'not sent', '--json', ...flags], { cwd });
      const json = JSON.parse(out.stdout) as Listing;
      expect({ total: json.total, shown: json.shown, limit: json.limit, more: json.more }, flags.join(' ')).toEqual(
        expected,
      );
      expect(json.invoices, flags.join(' ')).toHaveLength(expected.shown);
    }
    // The terminal keeps a screenful by default, and says so.
    const screen = await runCliInProcess(['journal', '--outcome', 'not sent', '--limit', '3'], { cwd });
    expect(screen.stdout).toContain(
      'Showing the newest 3 of 5 matching invoices; --limit N shows more, --limit 0 all.',
    );
  });
});

describe.each(['sqlite', 'postgres'] as const)('invoice-batch journal --state on a %s journal', (backend) => {
  it('lists an invoice held in doubt by four runs once, with its latest state, as a table and as JSON', async () => {
    const cwd = makeTempDir('journal-per-invoice');
    const location = backend === 'sqlite' ? join(cwd, 'journal.sqlite') : await testPostgresUrl();
    const journal = await openJournal(location);
    const runs: number[] = [];
    // A killed worker's nine invoices in doubt, held back by the three runs after it: 36 rows.
    for (let r = 0; r < 4; r += 1) {
      const run = await addRun(journal);
      runs.push(run);
      for (let n = 1; n <= 9; n += 1) {
        const row = await addInvoice(journal, run, `K-${n}`);
        await journal.send.recordOutcome(row, {
          state: 'in-doubt',
          detail: r === 0 ? 'process killed while sending' : `still in doubt from run ${runs[0]}`,
          attempts: r === 0 ? 1 : 0,
          at: '2025-01-31T10:00:05.000Z',
        });
      }
      await journal.runs.finishRun(run, 'finished', '2025-01-31T10:00:06.000Z');
    }
    await journal.close();

    const table = await runCliInProcess(['journal', '--state', 'in-doubt', '--journal', location], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.slice(1).map((line) => line.split(/ +/)[2])).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `0000100001/K-${n}`),
    );
    const json = JSON.parse(
      (await runCliInProcess(['journal', '--state', 'in-doubt', '--json', '--journal', location], { cwd })).stdout,
    ) as { invoices: { invoiceNumber: string; runId: number; state: string }[]; total: number };
    expect(json.total).toBe(9);
    expect(new Set(json.invoices.map((invoice) => invoice.invoiceNumber)).size).toBe(9);
    expect(json.invoices.every((invoice) => invoice.state === 'in-doubt' && invoice.runId === runs[3])).toBe(true);
    // One run's rows are still that run's.
    const run = await runCliInProcess(['journal', '--run', String(runs[0]), '--json', '--journal', location], { cwd });
    expect((JSON.parse(run.stdout) as { invoices: unknown[] }).invoices).toHaveLength(9);
  });
});

describe('invoice-batch journal --outcome', () => {
  /** Two failed after a request left, three never sent (held back), one in doubt. */
  async function mixedJournal(): Promise<string> {
    const cwd = makeTempDir('journal-outcome');
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    const run = await addRun(journal);
    const at = '2025-01-31T10:00:05.000Z';
    for (const number of ['SENT-1', 'SENT-2'])
      await journal.send.recordOutcome(await addInvoice(journal, run, number), {
        state: 'failed',
        detail: 'HTTP 401 Unauthorized',
        attempts: 1,
        at,
      });
    const doubt = await addInvoice(journal, run, 'DOUBT-1');
    await journal.send.recordOutcome(doubt, { state: 'in-doubt', detail: 'no answer', attempts: 1, at });
    for (const number of ['HELD-1', 'HELD-2', 'HELD-3']) await addInvoice(journal, run, number);
    await journal.send.failStagedInvoices(run, 'not sent: the run was stopped; safe to post again', at);
    await journal.runs.finishRun(run, 'stopped', at);
    await journal.close();
    return cwd;
  }
  const outcomes = (stdout: string) =>
    stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => /^\d+ +\S+ +(\S+) +(not sent|in doubt|\S+) /.exec(line)?.slice(1, 3).join(' '));

  it('lists the invoices whose Outcome column shows the word, by --outcome or --state', async () => {
    const cwd = await mixedJournal();
    const failed = await runCliInProcess(['journal', '--state', 'failed'], { cwd });
    expect(failed.code).toBe(0);
    expect(outcomes(failed.stdout)).toEqual(['0000100001/SENT-2 failed', '0000100001/SENT-1 failed']);
    expect((await runCliInProcess(['journal', '--outcome', 'failed'], { cwd })).stdout).toBe(failed.stdout);

    const notSent = await runCliInProcess(['journal', '--outcome', 'not sent'], { cwd });
    expect(outcomes(notSent.stdout)).toEqual(
      ['HELD-3', 'HELD-2', 'HELD-1'].map((number) => `0000100001/${number} not sent`),
    );
    const json = JSON.parse((await runCliInProcess(['journal', '--state', 'not-sent', '--json'], { cwd })).stdout) as {
      invoices: { invoiceNumber: string; state: string; outcome: string }[];
      total: number;
    };
    expect(json.total).toBe(3);
    expect(json.invoices.map((row) => [row.state, row.outcome])).toEqual(Array(3).fill(['failed', 'not sent']));

    // What scripts wrote before keeps working: the journal's spelling of in doubt.
    const doubt = await runCliInProcess(['journal', '--state', 'in-doubt'], { cwd });
    expect(outcomes(doubt.stdout)).toEqual(['0000100001/DOUBT-1 in doubt']);
    expect((await runCliInProcess(['journal', '--outcome', 'in doubt'], { cwd })).stdout).toBe(doubt.stdout);
  });

  it('says in --help which words exist, and refuses another word or both flags (exit 2)', async () => {
    const cwd = makeTempDir('journal-outcome-help');
    const help = await runCliProcess(['journal', '--help'], { cwd });
    const outcomeHelp = help.stdout.slice(help.stdout.indexOf('--outcome'));
    for (const word of ['created', 'skipped', 'invalid', 'rejected', 'failed', 'not sent', 'in doubt'])
      expect(outcomeHelp).toContain(`"${word}"`);
    const lost = await runCliProcess(['journal', '--outcome', 'lost'], { cwd });
    expect([lost.code, lost.stderr]).toEqual([2, expect.stringContaining('"not sent"')]);
    const both = await runCliInProcess(['journal', '--outcome', 'failed', '--state', 'failed'], { cwd });
    expect(both.code).toBe(2);
  });
});
