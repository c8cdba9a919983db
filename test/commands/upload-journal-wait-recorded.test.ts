/**
 * An upload records its journal wait with its run (`history --json` options), so that another
 * process does not take the run for one whose process is gone while it waits that long for its journal.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';

describe('upload with upload.journalWaitMs', () => {
  it('records the journal wait with its run, as INVOICE_BATCH_JOURNAL_WAIT_MS gives it', async () => {
    const cwd = makeTempDir('upload-journal-wait');
    const sandbox = await startTestSandbox();
    const file = writeUploadInputs(cwd, { count: 1, prefix: 'WAIT' });
    const own = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd];
    const env = { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_JOURNAL_WAIT_MS: '300000' };
    const upload = await runCliInProcess(
      ['upload', file, '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, ...own],
      { cwd, env },
    );
    expect(upload.code, upload.stderr).toBe(0);
    const history = await runCliInProcess(['history', '--json', ...own], { cwd });
    const runs = (JSON.parse(history.stdout) as { runs: { options: Record<string, unknown> }[] }).runs;
    expect(runs.map((run) => run.options.journalWaitMs)).toEqual([300_000]);
  });
});
