import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run-command.js';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { COMMANDS } from '../../src/commands/all-commands.js';
import { exitCodeFor } from '../../src/errors.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';

// The command as the CLI assembles it, with the real command names for its jobs.
const scheduleCommand = COMMANDS.find((command) => command.command === 'schedule')!;

let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ib-schedule-cmd-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function capture(signal = new AbortController().signal) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    isTTY: false,
    signal,
    env: {},
    cwd: dir,
  };
  return { io, out, err, lines: () => out.join('').split('\n').filter(Boolean) };
}

/** Runs the command as cli.ts does: a thrown error becomes its message on stderr and its exit code. */
async function runSchedule(argv: Record<string, unknown>, io: CommandIo): Promise<number> {
  try {
    return await runCommand(scheduleCommand, argv, io);
  } catch (error) {
    io.stderr(`invoice-batch: ${(error as Error).message}\n`);
    return exitCodeFor(error);
  }
}

/** A run of `job` for the tick `at` that a scheduler started and finished. */
async function recordFinishedTick(journal: Journal, job: string, at: string): Promise<void> {
  const holder = { host: 'earlier-host', pid: 1, processToken: 'earlier' };
  const id = await journal.schedule.insertScheduleRun({
    job,
    reason: 'scheduled',
    scheduledFor: at,
    startedAt: at,
    holder,
  });
  await journal.schedule.finishScheduleRun(id!, { finishedAt: at, exitCode: 0, signal: null, summary: undefined });
}

function writeConfig(schedule: string): string {
  const file = join(dir, 'invoice-batch.config.yaml');
  writeFileSync(file, `journal: journal.sqlite\noutDir: out\nschedule:\n${schedule}`);
  return file;
}

describe('schedule command', () => {
  it('--list prints every job with its next run time in its zone', async () => {
    writeConfig(
      `  timeZone: Europe/Berlin\n  jobs:\n    - { name: nightly, cron: "0 2 * * *", command: "reconcile --json" }\n    - { name: intake, cron: "*/5 * * * *", command: "watch drop --once", timeZone: UTC }\n`,
    );
    const c = capture();
    expect(await runSchedule({ list: true }, c.io)).toBe(0);
    const [header, nightly, intake] = c.lines();
    expect(header).toMatch(/^JOB\s+CRON\s+TIME ZONE\s+NEXT RUN\s+COMMAND$/);
    expect(nightly).toMatch(
      /^nightly\s+0 2 \* \* \*\s+Europe\/Berlin\s+\d{4}-\d\d-\d\dT02:00:00\+0[12]:00\s+reconcile --json$/,
    );
    expect(intake).toMatch(
      /^intake\s+\*\/5 \* \* \* \*\s+UTC\s+\d{4}-\d\d-\d\dT\d\d:[0-5][05]:00\+00:00\s+watch drop --once$/,
    );
  });

  it("refuses a TZ that names no time zone when a job runs in the machine's zone (exit 2), not UTC in its place", async () => {
    writeConfig(`  jobs:\n    - { name: a, cron: "0 2 * * *", command: "reconcile" }\n`);
    for (const tz of ['Europe/Berln', 'UTC+2', '']) {
      const c = capture();
      c.io.env = { TZ: tz };
      expect(await runSchedule({ list: true }, c.io)).toBe(2);
      expect(c.err.join('')).toContain(
        `the environment variable TZ ("${tz}"), the zone of jobs that name none: expected an IANA time zone such as Europe/Berlin or UTC`,
      );
    }
    // A job with its own zone does not read the machine's.
    writeConfig(`  timeZone: Europe/Berlin\n  jobs:\n    - { name: a, cron: "0 2 * * *", command: "reconcile" }\n`);
    const c = capture();
    c.io.env = { TZ: 'Europe/Berln' };
    expect(await runSchedule({ list: true }, c.io)).toBe(0);
  });

  it('refuses at load a job whose command names a profile the config does not define (exit 2)', async () => {
    const file = join(dir, 'invoice-batch.config.yaml');
    const profiles = `profiles:\n  erp: { baseUrl: "https://erp.example" }\n`;
    const config = (command: string) =>
      `journal: journal.sqlite\noutDir: out\n${profiles}schedule:\n  jobs:\n    - { name: j, cron: "0 2 * * *", command: "${command}" }\n`;
    writeFileSync(file, config('reconcile --json --profile nope'));
    let c = capture();
    expect(await runSchedule({ list: true }, c.io)).toBe(2);
    expect(c.err.join('')).toContain(
      `${file}:7: schedule job "j": command "reconcile --json --profile nope": profile "nope" is not defined in the config file; known profiles: sandbox, erp`,
    );
    writeFileSync(file, config('reconcile --json --profile=nope'));
    c = capture();
    expect(await runSchedule({ list: true }, c.io)).toBe(2);
    for (const known of ['--profile erp', '--profile=sandbox']) {
      writeFileSync(file, config(`reconcile --json ${known}`));
      c = capture();
      expect(await runSchedule({ list: true }, c.io), c.err.join('')).toBe(0);
    }
  });

  it('warns at load of an outDir the jobs cannot write to, and still lists them', async () => {
    writeConfig(`  jobs:\n    - { name: a, cron: "0 2 * * *", command: "reconcile" }\n`);
    // A file in the way of the folder: every reconcile would fail at its tick.
    writeFileSync(join(dir, 'out'), 'not a folder');
    const c = capture();
    expect(await runSchedule({ list: true }, c.io)).toBe(0);
    expect(c.err.join('')).toContain(
      `invoice-batch: warning: ${join(dir, 'out')}: expected a folder the tool can write to; a file of that name is in the way (EEXIST); jobs that write to outDir will fail`,
    );
  });

  it('names the config file and line of a job with an unknown command, a bad cron or a bad zone (exit 2)', async () => {
    const file = writeConfig(
      `  jobs:\n    - { name: a, cron: "0 2 * * *", command: "reconcile" }\n    - { name: b, cron: "0 2 * * *", command: "upload-all x" }\n`,
    );
    let c = capture();
    expect(await runSchedule({ list: true }, c.io)).toBe(2);
    expect(c.err.join('')).toContain(`${file}:6: schedule job "b": unknown command "upload-all"`);

    writeConfig(`  jobs:\n    - { name: a, cron: "0 2 * * 8", command: "reconcile" }\n`);
    c = capture();
    expect(await runSchedule({}, c.io)).toBe(2);
    expect(c.err.join('')).toMatch(/config\.yaml:5: schedule job "a": cron expression "0 2 \* \* 8"/);

    writeConfig(`  timeZone: Mars/Olympus\n  jobs:\n    - { name: a, cron: "0 2 * * *", command: "reconcile" }\n`);
    c = capture();
    expect(await runSchedule({}, c.io)).toBe(2);
    expect(c.err.join('')).toContain(
      'config.yaml:6: schedule job "a": time zone: expected an IANA time zone such as Europe/Berlin or UTC, got "Mars/Olympus"',
    );

    writeConfig(`  jobs:\n    - { name: a, cron: "0 2 * * *", command: "reconcile --bogus" }\n`);
    c = capture();
    expect(await runSchedule({ list: true }, c.io)).toBe(2);
    expect(c.err.join('')).toContain(
      'config.yaml:5: schedule job "a": command "reconcile --bogus": unknown option --bogus',
    );
  });

  it('refuses --run-now of a job that does not exist', async () => {
    writeConfig(`  jobs:\n    - { name: nightly, cron: "0 2 * * *", command: "reconcile" }\n`);
    const c = capture();
    expect(await runSchedule({ runNow: 'nighty' }, c.io)).toBe(2);
    expect(c.err.join('')).toContain('--run-now: no job named "nighty"');
  });

  it('reports at start the runs missed while it was down, then stops cleanly on SIGTERM', async () => {
    writeConfig(
      `  timeZone: UTC\n  stopTimeoutMs: 1000\n  jobs:\n    - { name: nightly, cron: "0 2 * * *", command: "reconcile --json" }\n    - { name: yearly, cron: "0 0 1 1 *", command: "reconcile" }\n`,
    );
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    threeDaysAgo.setUTCHours(2, 0, 0, 0);
    await recordFinishedTick(journal, 'nightly', threeDaysAgo.toISOString());
    await journal.close();

    const controller = new AbortController();
    const c = capture(controller.signal);
    const running = runSchedule({}, c.io);
    for (let i = 0; i < 1000 && !c.out.join('').includes('scheduler started'); i++)
      await new Promise((r) => setTimeout(r, 10));
    controller.abort(new Error('SIGTERM'));
    expect(await running).toBe(0);
    const events = c.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => e.msg)).toEqual([
      expect.stringMatching(/^runs missed while the scheduler was down: [23]$/),
      'scheduler started',
      'scheduler stopped',
    ]);
    expect(events[0]).toMatchObject({ level: 'warn', job: 'nightly', lastRun: threeDaysAgo.toISOString() });
    expect(events[1]).toMatchObject({
      jobs: [
        { job: 'nightly', cron: '0 2 * * *' },
        { job: 'yearly', next: expect.stringMatching(/-01-01T00:00:00\+00:00$/) },
      ],
    });
    expect(events[2]).toMatchObject({ stopped: [] });
  });

  it('runs once at start a catchUp job whose ticks were missed, for the last missed tick only; a job without catchUp is only reported (needs dist)', async () => {
    const sandbox = await startTestSandbox();
    const reconcile = `reconcile --json --base-url ${sandbox.baseUrl}`;
    writeConfig(
      `  timeZone: UTC\n  stopTimeoutMs: 10000\n  jobs:\n` +
        `    - { name: nightly, cron: "0 2 * * *", command: "${reconcile}", catchUp: true }\n` +
        `    - { name: morning, cron: "0 6 * * *", command: "${reconcile}" }\n` +
        `    - { name: yearly, cron: "0 0 1 1 *", command: "${reconcile}", catchUp: true }\n`,
    );
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const daysAgo = (days: number, hour: number) => {
      const at = new Date(Date.now() - days * 86_400_000);
      at.setUTCHours(hour, 0, 0, 0);
      return at.toISOString();
    };
    for (const [job, at] of [
      ['nightly', daysAgo(3, 2)],
      ['morning', daysAgo(3, 6)],
      ['yearly', daysAgo(1, 0)],
    ] as const)
      await recordFinishedTick(journal, job, at);
    await journal.close();

    const controller = new AbortController();
    const c = capture(controller.signal);
    // The jobs are sent to the sandbox with its key, as a service's environment would hold it.
    const running = runSchedule({}, { ...c.io, env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY } });
    for (let i = 0; i < 2000 && !/job (finished|failed)/.test(c.out.join('')); i++)
      await new Promise((r) => setTimeout(r, 10));
    controller.abort(new Error('SIGTERM'));
    expect(await running).toBe(0);
    const events = c.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const now = Date.now();
    const lastNightly = new Date(now - (now % 86_400_000) + 2 * 3600_000);
    if (lastNightly.getTime() > now) lastNightly.setTime(lastNightly.getTime() - 86_400_000);
    expect(events.filter((e) => e.msg === 'catching up the last run missed while the scheduler was down')).toEqual([
      expect.objectContaining({ job: 'nightly', scheduledFor: lastNightly.toISOString() }),
    ]);
    expect(events.filter((e) => e.msg === 'job finished')).toEqual([
      expect.objectContaining({ job: 'nightly', reason: 'scheduled', scheduledFor: lastNightly.toISOString() }),
    ]);
    const after = await openJournal(join(dir, 'journal.sqlite'));
    try {
      const rows = sqliteDb(after)
        .prepare('SELECT job, scheduled_for AS scheduledFor, outcome FROM schedule_runs WHERE outcome <> ? ORDER BY id')
        .all('skipped') as { job: string; scheduledFor: string; outcome: string }[];
      expect(rows.slice(3)).toEqual([{ job: 'nightly', scheduledFor: lastNightly.toISOString(), outcome: 'finished' }]);
    } finally {
      await after.close();
    }
  });

  it('--run-now runs the job as a child process of the compiled CLI and logs its exit code and JSON summary (needs dist)', async () => {
    const sandbox = await startTestSandbox();
    writeConfig(
      `  jobs:\n    - { name: nightly, cron: "0 2 * * *", command: "reconcile --json --base-url ${sandbox.baseUrl}" }\n`,
    );
    const result = await runCliProcess(['schedule', '--run-now', 'nightly'], { cwd: dir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [started, line] = result.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(started).toMatchObject({ level: 'info', event: 'job started', job: 'nightly', runId: 1 });
    expect(line).toMatchObject({
      event: 'job finished',
      runId: 1,
      level: 'info',
      msg: 'job finished',
      job: 'nightly',
      reason: 'run-now',
      exitCode: 0,
      summary: { checked: 0, byStatus: {}, changed: 0, errors: 0, results: [] },
    });
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      expect(
        sqliteDb(journal).prepare('SELECT job, reason, outcome, exit_code AS exitCode FROM schedule_runs').all(),
      ).toEqual([{ job: 'nightly', reason: 'run-now', outcome: 'finished', exitCode: 0 }]);
    } finally {
      await journal.close();
    }
  });

  it('never overlaps runs of a job, and on SIGTERM lets the running job finish, then exits 0 (needs dist)', async () => {
    const sandbox = await startTestSandbox();
    const drop = join(dir, 'drop');
    // The job takes over a second: watch --once waits settleMs for the file in its inbox to settle.
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 1200\nschedule:\n  stopTimeoutMs: 20000\n  jobs:\n    - { name: intake, cron: "* * * * * *", command: "watch ${drop} --once --base-url ${sandbox.baseUrl}" }\n`,
    );
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    writeFileSync(join(drop, 'inbox', 'note.txt'), 'not an invoice');
    const scheduler = startCliProcess(['schedule'], { cwd: dir });
    await scheduler.waitForStdout(/job skipped: the previous run is still going/, 15_000);
    scheduler.child.kill('SIGTERM');
    const result = await scheduler.done;
    expect(result.code).toBe(0);
    const events = result.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const messages = events.map((e) => e.msg);
    expect(messages[0]).toBe('scheduler started');
    expect(messages.at(-1)).toBe('scheduler stopped');
    // The run going at SIGTERM finished and was logged before the scheduler stopped.
    const runs = events.filter((e) => e.msg === 'job finished' || e.msg === 'job failed');
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)).toMatchObject({ stopped: [] });
    const intervals = runs
      .map((r) => [Date.parse(String(r.started)), Date.parse(String(r.finished))] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]![0]).toBeGreaterThanOrEqual(intervals[i - 1]![1]);
  });
});
