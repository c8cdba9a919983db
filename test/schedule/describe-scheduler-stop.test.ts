/**
 * What `schedule` says on SIGTERM: the compiled CLI, idle between ticks, says it starts no new job
 * and stops now, not upload's "finishing the requests in flight" (needs dist).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSchedulerStop } from '../../src/schedule/describe-scheduler-stop.js';
import { startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('the scheduler on SIGTERM', () => {
  it('says no job is running and it stops now when idle, and exits 0', async () => {
    const dir = makeTempDir('sched-stop');
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nschedule:\n  jobs:\n    - { name: yearly, cron: "0 3 1 1 *", command: "journal check --json" }\n',
    );
    const scheduler = startCliProcess(['schedule'], { cwd: dir });
    await scheduler.waitForStdout(/scheduler started/, 30_000);
    scheduler.child.kill('SIGTERM');
    const result = await scheduler.done;
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'invoice-batch: SIGTERM received: starting no new job; no job is running: the scheduler stops now\n',
    );
    // A service manager's SIGTERM: nobody can press Ctrl-C.
    expect(result.stderr).not.toContain('press Ctrl-C');
    expect(result.stderr).not.toContain('requests in flight');
  });

  it('names the running jobs and how long they are given', () => {
    expect(describeSchedulerStop(['reconcile', 'intake'], 30_000)).toBe(
      'starting no new job; waiting up to 30 s for jobs "reconcile", "intake" to finish, then stopping them',
    );
    expect(describeSchedulerStop(['reconcile'], 30_000)).toMatch(/for job "reconcile" to finish, then stopping it$/);
  });
});
