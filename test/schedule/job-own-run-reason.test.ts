/**
 * A scheduled upload sharing its journal and finance API with another operator's upload: the
 * job's reason (the scheduler's `job failed` line, `schedule --history`) is its own run's, read
 * from its `--json` summary, not the last notice on its standard error, which may name the other
 * run. Both uploads are the real compiled CLI (build first) against a sandbox on loopback.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler } from '../../src/schedule/create-scheduler.js';
import { describeScheduleRun } from '../../src/schedule/describe-schedule-run.js';
import { runJobProcess } from '../../src/schedule/run-job-process.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => sandbox?.close());

const csv = (prefix: string, count: number) =>
  [
    'Vendor,Number,Date,Currency,Total,Net,Tax',
    ...Array.from({ length: count }, (_, i) => `0000100001,${prefix}-${i + 1},2024-03-01,EUR,119.00,100.00,19.00`),
  ].join('\n') + '\n';

describe('a scheduled upload after another operator’s upload', () => {
  it('gives its own run’s in-doubt count as the reason, never the other run named by a notice', async () => {
    sandbox = await startTestSandbox();
    const cwd = makeTempDir('sched-own-run');
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    writeFileSync(join(cwd, 'manual.csv'), csv('MAN', 1));
    writeFileSync(join(cwd, 'nightly.csv'), csv('NIGHT', 2));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_')));
    Object.assign(env, { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_STATE_DIR: join(cwd, 'state') });
    const upload = (file: string) => ['upload', file, '--mapping', 'mapping.yaml', '--base-url', sandbox!.baseUrl];

    // The other operator's upload: it finishes, its one create answered 504 by the gateway.
    sandbox.injectNext({ status: 504, body: gatewayPage(504), contentType: 'text/html', route: 'create' });
    const manual = await runJobProcess([...upload('manual.csv'), '--json'], new AbortController().signal, {
      cwd,
      env,
    });
    const manualRun = (manual.summary as { runs: { runId: number }[] }).runs[0]!.runId;

    // The job's own run: one create processed but answered 500, in doubt; the other created.
    sandbox.injectNext({ status: 500, body: 'internal error', afterProcessing: true, route: 'create' });
    const argv = [...upload('nightly.csv'), '--json'];
    const cron = compileCron('0 2 * * *', 'UTC');
    if (!cron.ok) throw new Error(cron.message);
    const job: ScheduledJob = {
      name: 'nightly',
      cron: cron.schedule,
      command: argv.join(' '),
      argv,
      line: undefined,
      catchUp: false,
    };
    const failed: Record<string, unknown>[] = [];
    const scheduler = createScheduler([job], {
      now: () => new Date(),
      runJob: (job, stop) => runJobProcess(job.argv, stop, { cwd, env, secrets: [SANDBOX_API_KEY] }),
      log: {
        info: () => undefined,
        warn: (fields, message) => {
          if (message === 'job failed') failed.push(fields as Record<string, unknown>);
        },
      },
    });
    const run = await scheduler.tick('nightly', new Date('2026-12-01T02:00:00Z'));
    const ownRun = (run!.summary as { runs: { runId: number }[] }).runs[0]!.runId;
    expect(ownRun).not.toBe(manualRun);

    // Its standard error ends on the notice naming the other run: the reason must not be that.
    expect(run!.lastError).toContain(`run ${manualRun} on `);
    const reason = `run ${ownRun}: 1 invoice in doubt`;
    expect(run!.lastError!.split('\n')[0]).toBe(reason);
    expect(failed).toHaveLength(1);
    expect(String(failed[0]!.lastError).split('\n')[0]).toBe(reason);
    const history = describeScheduleRun(
      {
        id: 1,
        job: 'nightly',
        reason: 'scheduled',
        outcome: 'finished',
        scheduledFor: '2026-12-01T02:00:00.000Z',
        startedAt: run!.started.toISOString(),
        finishedAt: run!.finished.toISOString(),
        exitCode: run!.exitCode,
        signal: null,
        summary: JSON.stringify(run!.summary),
        note: run!.lastError ?? null,
      },
      [SANDBOX_API_KEY],
    );
    expect(history).toMatchObject({ error: reason, uploadRuns: [ownRun], failed: true });
  }, 120_000);
});
