/**
 * A scheduled `reconcile --json` with the finance API down: every tick's `job failed` line carries
 * the job's own reason (lastError) and a summary that says nothing was answered, as the text does.
 * The job is the real compiled CLI in a child process; the API is a closed loopback port.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler, type SchedulerLog } from '../../src/schedule/create-scheduler.js';
import { runJobProcess } from '../../src/schedule/run-job-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const KEY = 'sk-nights-down-4242';

describe('a scheduled reconcile --json with the finance API down', () => {
  it('logs job failed at each tick with lastError naming the cause and answered 0 of the checked', async () => {
    const cwd = makeTempDir('sched-down');
    writeFileSync(join(cwd, 'cfg.yaml'), 'profiles:\n  down:\n    retry: { attempts: 1, baseDelayMs: 1 }\n');
    const port = await closedPort();
    const ids = Array.from({ length: 10 }, (_, i) => ['--instance-id', String(30000001 + i)]).flat();
    const argv = ['reconcile', '--json', ...ids, '--config', 'cfg.yaml', '--profile', 'down'];
    argv.push('--base-url', `http://127.0.0.1:${port}`);
    const cron = compileCron('0 2 * * *', 'UTC');
    if (!cron.ok) throw new Error(cron.message);
    const job: ScheduledJob = {
      name: 'reconcile',
      cron: cron.schedule,
      command: argv.join(' '),
      argv,
      line: undefined,
      catchUp: false,
    };
    const lines: { message: string; fields: Record<string, unknown> }[] = [];
    const log: SchedulerLog = {
      info: (fields, message) => lines.push({ message, fields: fields as Record<string, unknown> }),
      warn: (fields, message) => lines.push({ message, fields: fields as Record<string, unknown> }),
    };
    const scheduler = createScheduler([job], {
      now: () => new Date(),
      runJob: (job, stop) =>
        runJobProcess(job.argv, stop, { cwd, env: { ...process.env, INVOICE_BATCH_API_KEY: KEY }, secrets: [KEY] }),
      log,
    });
    for (const day of ['2026-05-01', '2026-05-02']) await scheduler.tick('reconcile', new Date(`${day}T02:00:00Z`));
    const failed = lines.filter((line) => line.message === 'job failed');
    expect(failed).toHaveLength(2);
    for (const { fields } of failed) {
      expect(fields).toMatchObject({
        exitCode: 69,
        summary: { checked: 0, toCheck: 10, answered: 0, errors: 10, halted: { kind: 'unreachable' } },
      });
      expect(fields['lastError']).toMatch(
        /^invoice-batch: reconcile stopped: finance API unreachable: checked 0 of 10 \(the finance API could not be reached/,
      );
      expect(JSON.stringify(fields)).not.toContain(KEY);
    }
  });
});
