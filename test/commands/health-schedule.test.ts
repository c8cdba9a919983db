/**
 * `health schedule` against real schedulers: the compiled CLI (`npx tsc -p .` first), a real
 * journal, state folder and drop folder. An idle scheduler is healthy and names its next runs; one
 * killed is not running; one whose job cannot reach the finance system says which job and why.
 */
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { waitUntil } from '../helpers/wait-until.js';
import { parseHeartbeat, type Heartbeat } from '../../src/health/heartbeat.js';
import { schedulerHeartbeatPath } from '../../src/health/heartbeat-paths.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

// Generous: a job is a process of its own, slow to start on a busy machine.
const until = (what: string, check: () => boolean) => waitUntil(what, check, 60_000, 25);

function beatOf(stateDir: string): Heartbeat | undefined {
  try {
    const read = parseHeartbeat(readFileSync(schedulerHeartbeatPath(stateDir), 'utf8'));
    return 'heartbeat' in read ? read.heartbeat : undefined;
  } catch {
    return undefined;
  }
}

/** A scheduler's folder with one job, and the state folder it and `health` share. */
function setUp(prefix: string, job: string) {
  const dir = makeTempDir(prefix);
  const stateDir = join(dir, 'state');
  writeFileSync(
    join(dir, 'invoice-batch.config.yaml'),
    `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 0\nschedule:\n  stopTimeoutMs: 1000\n  jobs:\n    - ${job}\n`,
  );
  return { dir, stateDir };
}

/** `health schedule` as a monitor runs it: without the API key, the service's state folder named. */
const health = (stateDir: string, args: string[] = []) =>
  runCliProcess(['health', 'schedule', ...args], {
    env: { INVOICE_BATCH_API_KEY: undefined, INVOICE_BATCH_STATE_DIR: stateDir },
    timeoutMs: 20_000,
  });

describe('health schedule', () => {
  it('an idle scheduler is healthy and names its next run; killed, it is not running; never started, it never ran', async () => {
    const { dir, stateDir } = setUp('ib-health-schedule', '{ name: yearly, cron: "0 0 1 1 *", command: "history" }');
    expect((await health(stateDir)).code).toBe(2);
    const scheduler = startCliProcess(['schedule'], {
      cwd: dir,
      env: { INVOICE_BATCH_STATE_DIR: stateDir },
      timeoutMs: 60_000,
    });
    try {
      await until('the first beat', () => beatOf(stateDir) !== undefined);
      const ok = await health(stateDir);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toMatch(
        /^scheduler: ok, last pass at .*: 0 job runs ended since the start, 1 job armed; next: yearly \d{4}-01-01T00:00:00/,
      );

      scheduler.child.kill('SIGKILL');
      await scheduler.done;
      const gone = await health(stateDir, ['--max-age', '1h']);
      expect(gone.code).toBe(1);
      expect(gone.stdout).toMatch(new RegExp(`^scheduler: not running: pid ${scheduler.child.pid} on .* is gone`));
      expect(gone.stdout).toContain('invoice-batch schedule');
    } finally {
      scheduler.child.kill('SIGKILL');
      await scheduler.done;
    }
  }, 120_000);

  it('names the job whose finance system cannot be reached', async () => {
    // A finance system that is down: nothing listens at its address any more.
    const sandbox = await startTestSandbox();
    await sandbox.close();
    const placeholder = makeTempDir('ib-health-schedule-drop');
    const drop = join(placeholder, 'drop');
    const { dir, stateDir } = setUp(
      'ib-health-schedule-down',
      `{ name: intake, cron: "* * * * * *", command: "watch ${drop} --once --mapping ${join(placeholder, 'm.yaml')} --base-url ${sandbox.baseUrl}" }`,
    );
    writeFileSync(join(placeholder, 'm.yaml'), ONE_ROW_MAPPING);
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    writeFileSync(
      join(placeholder, 'may.csv'),
      'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,S-1,2026-05-01,EUR,11.90,10.00,1.90\n',
    );
    renameSync(join(placeholder, 'may.csv'), join(drop, 'inbox', 'may.csv'));
    const scheduler = startCliProcess(['schedule'], {
      cwd: dir,
      env: { INVOICE_BATCH_STATE_DIR: stateDir },
      timeoutMs: 60_000,
    });
    try {
      await until(
        'the job to fail',
        () => beatOf(stateDir)?.problems.some((text) => text.includes('exit 69')) ?? false,
      );
      const down = await health(stateDir);
      expect(down.code).toBe(1);
      expect(down.stdout).toMatch(
        /^scheduler: last pass at .*: job intake: the finance system could not be reached \(exit 69\), tried again later(;|$)/m,
      );
    } finally {
      scheduler.child.kill('SIGKILL');
      await scheduler.done;
    }
  }, 120_000);
});
