/**
 * `health watch FOLDER` against real watchers: the compiled CLI (`npx tsc -p .` first), a real drop
 * folder, journal and sandbox. A running watcher is healthy; one stopped in its tracks (SIGSTOP, as
 * on a hung mount) goes stale after --max-age; one killed is not running; one whose finance API
 * is down says so. The check never needs the API key.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess, type CliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { waitUntil } from '../helpers/wait-until.js';
import { parseHeartbeat, type Heartbeat } from '../../src/health/heartbeat.js';
import { watcherHeartbeatPath } from '../../src/health/heartbeat-paths.js';

const until = (what: string, check: () => boolean | Promise<boolean>) => waitUntil(what, check, 20_000, 25);

/** The heartbeat as the watcher last wrote it, or undefined before its first. */
function beatOf(drop: string): Heartbeat | undefined {
  try {
    const read = parseHeartbeat(readFileSync(watcherHeartbeatPath(drop), 'utf8'));
    return 'heartbeat' in read ? read.heartbeat : undefined;
  } catch {
    return undefined;
  }
}

/** `health` as a monitor runs it: without the API key, from another folder. */
const health = (args: string[]) =>
  runCliProcess(['health', ...args], { env: { INVOICE_BATCH_API_KEY: undefined }, timeoutMs: 20_000 });

function setUp(prefix: string) {
  const { dir, drop } = makeDropFolder(prefix, TOTAL_ROW_MAPPING);
  writeFileSync(
    join(dir, 'invoice-batch.config.yaml'),
    'journal: journal.sqlite\noutDir: out\n' +
      'watch:\n  settleMs: 0\n  pollMs: 100\n  retryMs: 60000\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
  );
  return { dir, drop };
}

function startWatcher(dir: string, drop: string, baseUrl: string): CliProcess {
  return startCliProcess(['watch', drop, '--base-url', baseUrl], { cwd: dir, timeoutMs: 60_000 });
}

describe('health watch', () => {
  it('says a drop folder no watcher ever ran on never ran, exit 2', async () => {
    const { drop } = setUp('ib-health-never');
    const result = await health(['watch', drop]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/never ran .*start it: invoice-batch watch /);
  });

  it('a running watcher is healthy; stopped in its tracks it goes stale after --max-age; killed, it is not running', async () => {
    const { dir, drop } = setUp('ib-health-watch');
    const sandbox = await startTestSandbox();
    const watcher = startWatcher(dir, drop, sandbox.baseUrl);
    try {
      await until('a pass of the watcher', () => beatOf(drop)?.state === 'running');
      const ok = await health(['watch', drop, '--json']);
      expect(ok.code).toBe(0);
      const verdict = JSON.parse(ok.stdout) as { status: string; message: string; heartbeat: Heartbeat };
      expect(verdict).toMatchObject({ status: 'ok', heartbeat: { service: 'watch', pid: watcher.child.pid } });
      expect(verdict.message).toMatch(/: ok, last pass at .*nothing new in inbox\//);

      // Stopped as a watcher stuck on a hung mount is: alive, and no pass ends.
      watcher.child.kill('SIGSTOP');
      const last = beatOf(drop)!;
      await until('the last beat to be over 300 ms old', () => Date.now() - Date.parse(last.at) > 300);
      const stale = await health(['watch', drop, '--max-age', '300ms']);
      expect(stale.code).toBe(1);
      expect(stale.stdout).toMatch(/last beat at .* older than .*stuck \(a hung mount, a long upload\) or stopped/);
      expect(stale.stdout).toContain(`look at pid ${watcher.child.pid}`);
      expect(stale.stderr).toContain('invoice-batch: health: watcher of');
      // The same beat within a longer --max-age is healthy: the age decides, not the stop.
      expect((await health(['watch', drop, '--max-age', '1h'])).code).toBe(0);

      watcher.child.kill('SIGKILL');
      await watcher.done;
      const gone = await health(['watch', drop, '--max-age', '1h']);
      expect(gone.code).toBe(1);
      expect(gone.stdout).toMatch(
        new RegExp(
          `not running: pid ${watcher.child.pid} on .* is gone since its last beat .*nothing new in inbox/, no problems`,
        ),
      );
    } finally {
      watcher.child.kill('SIGKILL');
      await watcher.done;
    }
  }, 60_000);

  it('a watcher whose finance API cannot be reached reports the files waiting, and a clean stop is a stop', async () => {
    const { dir, drop } = setUp('ib-health-api-down');
    // A finance system that is down: nothing listens at its address any more.
    const sandbox = await startTestSandbox();
    await sandbox.close();
    const watcher = startWatcher(dir, drop, sandbox.baseUrl);
    try {
      await until('the first pass', () => beatOf(drop)?.state === 'running');
      writeFileSync(join(dir, 'may.csv'), 'Vendor,Number,Date,Currency,Total\n0000100001,H-1,2026-05-01,EUR,10.00\n');
      renameSync(join(dir, 'may.csv'), join(drop, 'inbox', 'may.csv'));
      await until('the file to be parked', () => (beatOf(drop)?.problems.length ?? 0) > 0);
      const down = await health(['watch', drop]);
      expect(down.code).toBe(1);
      expect(down.stdout).toMatch(
        /last pass at .*: 1 file waiting in processing\/: the finance system cannot be reached$/m,
      );

      watcher.child.kill('SIGTERM');
      await watcher.done;
      expect(beatOf(drop)).toMatchObject({ state: 'stopped', pid: watcher.child.pid });
      const stopped = await health(['watch', drop]);
      expect(stopped.code).toBe(1);
      expect(stopped.stdout).toMatch(/stopped at .*; not running: invoice-batch watch /);
    } finally {
      watcher.child.kill('SIGKILL');
      await watcher.done;
    }
  }, 60_000);

  it('refuses a --max-age it cannot read, exit 2', async () => {
    const { drop } = setUp('ib-health-args');
    const result = await health(['watch', drop, '--max-age', 'soon']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--max-age: expected a positive number with a unit');
  });
});
