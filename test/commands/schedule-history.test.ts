/**
 * `schedule --history` end to end: runs recorded in a real SQLite file or PostgreSQL database by the
 * journal's own statements (and one by a real `schedule --run-now` of the compiled CLI: build first,
 * npx tsc -p .), listed as the CLI parses the command.
 */
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run-command.js';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { COMMANDS } from '../../src/commands/all-commands.js';
import { exitCodeFor } from '../../src/errors.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { BACKENDS } from '../journal/journal-fixture.js';

const scheduleCommand = COMMANDS.find((command) => command.command === 'schedule')!;
const KEY = 'sk-nightly-5f0c2e9a71d4b3';
const holder = { host: 'night-host', pid: 4242, processToken: 'night-token' };

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

function capture(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    isTTY: false,
    signal: new AbortController().signal,
    env: { INVOICE_BATCH_API_KEY: KEY },
    cwd,
  };
  return { io, text: () => out.join(''), err: () => err.join('') };
}

/** Runs the command as cli.ts does: a thrown error becomes its message on stderr and its exit code. */
async function schedule(argv: Record<string, unknown>, io: CommandIo): Promise<number> {
  try {
    return await runCommand(scheduleCommand, { limit: 50, ...argv }, io);
  } catch (error) {
    io.stderr(`invoice-batch: ${(error as Error).message}\n`);
    return exitCodeFor(error);
  }
}

async function finished(
  j: Journal,
  job: string,
  times: { due: string; started: string; ms: number },
  end: { exitCode: number; summary?: unknown; lastError?: string },
): Promise<number> {
  const id = await j.schedule.insertScheduleRun({
    job,
    reason: 'scheduled',
    scheduledFor: times.due,
    startedAt: times.started,
    holder,
  });
  const finishedAt = new Date(Date.parse(times.started) + times.ms).toISOString();
  await j.schedule.finishScheduleRun(id!, { finishedAt, signal: null, summary: undefined, ...end });
  return id!;
}

/** A night: a reconcile that made a workbook, an intake that made upload run 3, a skipped intake tick, a
 * reconcile caught up at 06:40 that failed with the key in its error, and a run whose scheduler died. */
async function recordNight(j: Journal): Promise<void> {
  const workbook = 'out/reconcile-journal-created-2026-11-20-20261122-010003.xlsx';
  const day1 = '2026-11-22T01:00:00.000Z';
  await finished(j, 'reconcile', { due: day1, started: day1, ms: 191_000 }, { exitCode: 0, summary: { workbook } });
  const intake = '2026-11-22T01:05:00.000Z';
  await finished(j, 'intake', { due: intake, started: intake, ms: 4_000 }, { exitCode: 0, summary: { runId: 3 } });
  await j.schedule.insertSkippedScheduleRun('intake', '2026-11-22T01:10:00.000Z');
  const error = `invoice-batch: status of 77 failed: HTTP 401 for key ${KEY}\nnothing more was asked`;
  await finished(
    j,
    'reconcile',
    { due: '2026-11-23T01:00:00.000Z', started: '2026-11-23T06:40:00.000Z', ms: 65_000 },
    { exitCode: 1, lastError: error },
  );
  // On this host, by a pid that is gone: settled as abandoned by the listing itself.
  await j.schedule.insertScheduleRun({
    job: 'advertisers',
    reason: 'run-now',
    scheduledFor: '2026-11-23T06:50:00.000Z',
    startedAt: '2026-11-23T06:50:00.000Z',
    holder: { host: hostname(), pid: 2_000_000_000, processToken: 'gone-scheduler' },
  });
}

describe.each(BACKENDS)('schedule --history on %s', (backend) => {
  it('lists what ran, newest first, in 80 columns, masks the key, and exits 1 when the latest run of a job failed', async () => {
    const cwd = makeTempDir('schedule-history');
    const location = backend === 'postgres' ? await testPostgresUrl() : join(cwd, 'journal.sqlite');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `journal: ${location}\noutDir: out\n`);
    journal = await openJournal(location);
    await recordNight(journal);

    const c = capture(cwd);
    expect(await schedule({ history: true }, c.io)).toBe(1);
    // The listing on standard output says which job failed; standard error says the exit's reason only.
    expect(c.err()).toBe(
      'invoice-batch: schedule: exit 1: failed: something needs a person; standard output says why\n',
    );
    const text = c.text();
    expect(text).not.toContain(KEY);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    const blocks = text.trimEnd().split('\n\n');
    expect(blocks[0]).toBe('Scheduled runs, newest first (times in UTC):');
    expect(blocks[1]).toMatch(
      /^advertisers {2}run 5 {2}run-now, due 2026-11-23 06:50:00\n {2}started 2026-11-23 06:50:00, abandoned \d{4}-.*\n {2}abandoned: its scheduler is gone\n {2}error: ended abnormally: its scheduler \(/,
    );
    expect(blocks[2]).toBe(
      [
        'reconcile  run 4  catch-up, due 2026-11-23 01:00:00',
        '  started 2026-11-23 06:40:00, finished 2026-11-23 06:41:05 (1 min 5 s)',
        '  exit 1: failed: something needs a person',
        '  error: invoice-batch: status of 77 failed: HTTP 401 for key ***',
      ].join('\n'),
    );
    expect(blocks[3]).toBe(
      'intake  run 3  scheduled, due 2026-11-22 01:10:00\n  skipped: the previous run was still going',
    );
    expect(blocks[4]).toBe(
      [
        'intake  run 2  scheduled, due 2026-11-22 01:05:00',
        '  started 2026-11-22 01:05:00, finished 2026-11-22 01:05:04 (4 s)',
        '  exit 0: success',
        '  made upload run 3',
      ].join('\n'),
    );
    expect(blocks[5]).toContain('  made workbook out/reconcile-journal-created-2026-11-20-20261122-010003.xlsx');
    expect(blocks[6]).toBe(
      'The latest run of advertisers failed: run 5, abandoned: its scheduler is gone.\nThe latest run of reconcile failed: run 4, failed: something needs a person.',
    );

    // One job, cut by --limit, as JSON: intake's latest run succeeded, so 0.
    const one = capture(cwd);
    expect(await schedule({ history: true, job: 'intake', limit: 1, json: true }, one.io)).toBe(0);
    const json = JSON.parse(one.text()) as Record<string, unknown>;
    expect(json).toEqual({
      runs: [
        {
          job: 'intake',
          runId: 3,
          reason: 'scheduled',
          outcome: 'skipped',
          scheduledFor: '2026-11-22T01:10:00.000Z',
          startedAt: null,
          finishedAt: null,
          durationMs: null,
          exitCode: null,
          signal: null,
          meaning: 'skipped: the previous run was still going',
          failed: false,
          uploadRuns: [],
          workbook: null,
          found: null,
          error: null,
        },
      ],
      more: true,
      settled: [],
      latestFailed: [],
      missed: [],
    });
    const reconcile = capture(cwd);
    expect(await schedule({ history: true, job: 'reconcile', json: true }, reconcile.io)).toBe(1);
    expect(JSON.parse(reconcile.text())).toMatchObject({
      more: false,
      latestFailed: [{ job: 'reconcile', runId: 4, exitCode: 1 }],
    });
  }, 60_000);
});

describe('schedule --history', () => {
  it('refuses --job without --history, and says when a job has no runs', async () => {
    const cwd = makeTempDir('schedule-history');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `journal: journal.sqlite\noutDir: out\n`);
    journal = await openJournal(join(cwd, 'journal.sqlite'));
    const bare = capture(cwd);
    expect(await schedule({ job: 'nightly' }, bare.io)).toBe(2);
    expect(bare.err()).toContain('--job and --json go with --history');
    const none = capture(cwd);
    expect(await schedule({ history: true, job: 'nightly' }, none.io)).toBe(0);
    expect(none.text()).toBe('No runs of job "nightly" in the journal.\n');
  });

  it('exits 1 for an upload stopped by a locked journal with answers unrecorded, and 0 for a reconcile that found one running', async () => {
    const cwd = makeTempDir('schedule-history');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `journal: journal.sqlite\noutDir: out\n`);
    journal = await openJournal(join(cwd, 'journal.sqlite'));
    const due = '2026-05-01T02:00:00.000Z';
    const locked = 'invoice-batch: the journal journal.sqlite is locked by another process for longer than 30 s';
    await finished(journal, 'reconcile', { due, started: due, ms: 500 }, { exitCode: 75, lastError: locked });
    const quiet = capture(cwd);
    expect(await schedule({ history: true }, quiet.io)).toBe(0);
    expect(quiet.text()).toContain('exit 75: nothing done: another run held the journal');

    const file = 'out/unrecorded-answers-20260501-020031.json';
    // What upload --json prints when its journal stops it (journal-away-json.ts).
    const summary = {
      complete: false,
      stopReason: locked,
      journal: 'journal.sqlite',
      runs: [{ runId: 5, file: 'may.xlsx', phase: 'sending', total: 10, done: 2, counts: { created: 2 } }],
      unrecordedAnswers: { count: 3, created: 3, file, resolveCommand: `invoice-batch resolve --from ${file}` },
      listInDoubtCommand: 'invoice-batch journal --in-doubt',
    };
    await finished(journal, 'intake', { due, started: due, ms: 31_000 }, { exitCode: 75, summary, lastError: locked });
    const c = capture(cwd);
    expect(await schedule({ history: true }, c.io)).toBe(1);
    const meaning = `journal locked mid-run: 3 answers wait for resolve --from ${file}`;
    expect(c.text()).toContain(`The latest run of intake failed: run 2, ${meaning}.`);
    const json = capture(cwd);
    expect(await schedule({ history: true, job: 'intake', json: true }, json.io)).toBe(1);
    expect(JSON.parse(json.text())).toMatchObject({
      runs: [{ runId: 2, exitCode: 75, failed: true, meaning, uploadRuns: [5] }],
      latestFailed: [{ job: 'intake', runId: 2, exitCode: 75 }],
    });
  });

  it('tells the ticks a job of the config missed since its last recorded run, and exits 1 for them', async () => {
    const cwd = makeTempDir('schedule-history');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nschedule:\n  timeZone: UTC\n  jobs:\n    - { name: nightly, cron: "0 1 * * *", command: "reconcile --json" }\n`,
    );
    journal = await openJournal(join(cwd, 'journal.sqlite'));
    const due = '2026-01-10T01:00:00.000Z';
    await finished(journal, 'nightly', { due, started: due, ms: 1_000 }, { exitCode: 0 });
    const json = capture(cwd);
    expect(await schedule({ history: true, json: true }, json.io)).toBe(1);
    const { missed, latestFailed } = JSON.parse(json.text()) as { missed: Record<string, unknown>[]; latestFailed: [] };
    expect(latestFailed).toEqual([]);
    // Every night since 10 January: as many as the days gone by, which the test's clock decides.
    expect(missed).toEqual([
      {
        job: 'nightly',
        count: expect.any(Number),
        atLeast: false,
        first: '2026-01-11T01:00:00.000Z',
        last: expect.any(String),
      },
    ]);
    expect(missed[0]!.count).toBeGreaterThan(1);
    const text = capture(cwd);
    expect(await schedule({ history: true }, text.io)).toBe(1);
    for (const line of text.text().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(text.text()).toMatch(
      /\n\nnightly: \d+ ticks missed since its last recorded run, taken by no scheduler\n {2}from 2026-01-11 01:00:00 to \S+ 01:00:00: is one running\?\n$/,
    );
  });

  it('shows the error of a job run by the compiled CLI, as the scheduler recorded it (needs dist)', async () => {
    const cwd = makeTempDir('schedule-history');
    // The mapping is there (a missing one is refused when the config loads); the input file is not.
    writeFileSync(join(cwd, 'm.yaml'), ONE_ROW_MAPPING);
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nschedule:\n  jobs:\n    - { name: check, cron: "0 2 * * *", command: "validate missing.csv --mapping m.yaml" }\n`,
    );
    const ran = await runCliProcess(['schedule', '--run-now', 'check'], { cwd });
    expect(ran.code).toBe(2);
    const listed = await runCliProcess(['schedule', '--history', '--json'], { cwd });
    expect(listed.code).toBe(1);
    const { runs } = JSON.parse(listed.stdout) as { runs: Record<string, unknown>[] };
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ job: 'check', reason: 'run-now', outcome: 'finished', exitCode: 2, failed: true });
    expect(runs[0]!.error).toMatch(/^invoice-batch: .*missing/);
  }, 60_000);
});
