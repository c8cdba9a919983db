/**
 * One reconcile at a time per journal, whoever starts it: the lease in the journal, on both
 * backends, and the compiled CLI (`npx tsc -p .` first) refused while another process holds it.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_BUSY } from '../../src/errors.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { holdJobLease } from '../../src/schedule/hold-job-lease.js';
import { BACKENDS, tempJournal } from '../journal/journal-fixture.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe.each(BACKENDS)('holdJobLease on a %s journal', (backend) => {
  it('lets one process hold it; another is told who holds it, and takes it once it is released or its holder is gone', async () => {
    const journal = await tempJournal(backend);
    // A second connection, as a process on another host would have.
    const other = await openJournal(journal.location);
    try {
      const a = await holdJobLease(journal, 'reconcile', { self: { host: 'host-a', pid: 101, token: 'token-a' } });
      expect(a.held).toBe(true);
      const b = await holdJobLease(other, 'reconcile', { self: { host: hostname(), pid: process.pid, token: 'b' } });
      expect(b).toMatchObject({ held: false, holder: { host: 'host-a', pid: 101, processToken: 'token-a' } });
      if (a.held) await a.release();
      const again = await holdJobLease(other, 'reconcile', {
        self: { host: hostname(), pid: process.pid, token: 'b' },
      });
      expect(again.held).toBe(true);

      // A holder on this host whose process ended: taken over at once, whatever its heartbeat says.
      const crashed = await holdJobLease(journal, 'other-job', {
        self: { host: hostname(), pid: deadPid(), token: 'crashed' },
      });
      expect(crashed.held).toBe(true);
      const next = await holdJobLease(other, 'other-job', { self: { host: hostname(), pid: process.pid, token: 'n' } });
      expect(next.held).toBe(true);
      expect((await other.schedule.findJobLease('other-job'))?.processToken).toBe('n');
    } finally {
      await other.close();
      await journal.close();
    }
  });
});

describe('reconcile while another reconcile holds the journal', () => {
  it('exits 75 naming since when, which host and pid hold it, by hand or as a scheduled job; runs once it is free', async () => {
    const dir = makeTempDir('ib-reconcile-lease');
    const sandbox = await startTestSandbox();
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nschedule:\n  jobs:\n` +
        `    - { name: nightly, cron: "0 2 * * *", command: "reconcile --json --base-url ${sandbox.baseUrl}" }\n`,
    );
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      // Held by a live reconcile on another host, as its lease row says.
      const held = await holdJobLease(journal, 'reconcile', {
        self: { host: 'finance-02', pid: 4242, token: 'elsewhere' },
      });
      const lease = await journal.schedule.findJobLease('reconcile');
      const refusal = `another reconcile is running on this journal since ${lease!.claimedAt} (host finance-02, pid 4242)`;

      const byHand = await runCliProcess(['reconcile', '--base-url', sandbox.baseUrl], { cwd: dir });
      expect(byHand.code).toBe(EXIT_BUSY);
      expect(byHand.stderr).toContain(refusal);
      expect(byHand.stderr).not.toMatch(/\n\s+at /);

      // A script piping --json to jq gets one object saying why, as for any other stop, not an empty stdout.
      const scripted = await runCliProcess(['reconcile', '--json', '--base-url', sandbox.baseUrl], { cwd: dir });
      expect(scripted.code).toBe(EXIT_BUSY);
      expect(scripted.stdout.trim().split('\n')).toHaveLength(1);
      const refused = JSON.parse(scripted.stdout) as Record<string, unknown>;
      expect(refused).toEqual({ complete: false, stopReason: expect.stringContaining(refusal) });
      expect(scripted.stderr).toContain(refusal);

      const scheduled = await runCliProcess(['schedule', '--run-now', 'nightly'], { cwd: dir });
      expect(scheduled.code).toBe(EXIT_BUSY);
      const line = scheduled.stdout
        .trim()
        .split('\n')
        .find((l) => (JSON.parse(l) as { msg?: string }).msg === 'job failed');
      expect(JSON.parse(line!)).toMatchObject({ msg: 'job failed', job: 'nightly', exitCode: EXIT_BUSY });
      expect(JSON.parse(line!).lastError).toContain(refusal);
      expect(sandbox.stats().statusRequests).toBe(0);

      if (held.held) await held.release();
      const free = await runCliProcess(['reconcile', '--base-url', sandbox.baseUrl], { cwd: dir });
      expect(free.code, free.stderr).toBe(0);
      expect(await journal.schedule.findJobLease('reconcile')).toBeUndefined();
    } finally {
      await journal.close();
    }
  }, 60_000);
});
