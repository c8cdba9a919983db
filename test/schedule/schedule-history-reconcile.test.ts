/**
 * `schedule --history` says what a scheduled reconcile found, read from its `--json` summary: exit 0
 * only means the status calls went through, and a reconcile without `--fail-on-in-doubt` exits 0
 * with invoices in doubt. A real sandbox, a real SQLite journal, the job run by the compiled CLI
 * (build first: npx tsc -p .).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('schedule --history of a reconcile', () => {
  it('says the invoices in doubt and status changes it found beside its exit 0', async () => {
    const cwd = makeTempDir('schedule-found');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'FOUND' });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      [
        'defaultProfile: books',
        'profiles:',
        '  books:',
        `    baseUrl: ${sandbox.baseUrl}`,
        'journal: journal.sqlite',
        'outDir: out',
        'schedule:',
        '  timeZone: UTC',
        '  jobs:',
        '    - { name: nightly, cron: "0 2 * * *", command: "reconcile --json" }',
        '',
      ].join('\n'),
    );
    // The first invoice is created but its answer is lost: in doubt.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--concurrency', '1'],
      {
        cwd,
      },
    );
    expect(upload.code).toBe(1);

    const ran = await runCliProcess(['schedule', '--run-now', 'nightly'], { cwd });
    expect(ran.code).toBe(0);

    const json = await runCliProcess(['schedule', '--history', '--json'], { cwd });
    const { runs } = JSON.parse(json.stdout) as { runs: Record<string, unknown>[] };
    expect(runs[0]).toMatchObject({
      job: 'nightly',
      exitCode: 0,
      found: { inDoubt: 1, checked: 1, toCheck: 1, stuck: 0, errors: 0 },
    });
    const { changed } = runs[0]!.found as { changed: number };

    const text = await runCliProcess(['schedule', '--history'], { cwd });
    const lines = text.stdout.split('\n');
    const exit = lines.indexOf('  exit 0: success');
    expect(exit).toBeGreaterThan(0);
    expect(lines[exit + 1]).toBe(
      `  found 1 in doubt awaiting resolve, ${changed} status change${changed === 1 ? '' : 's'}, 0 stuck; 1 of 1 checked`,
    );
  }, 90_000);
});
