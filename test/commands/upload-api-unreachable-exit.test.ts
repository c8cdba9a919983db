/**
 * An upload stopped because the finance API could not be reached, with nothing left in doubt, exits
 * 69 (sysexits' EX_UNAVAILABLE): temporary, nothing in doubt, safe to run again; a scheduler can tell
 * it from the exit 1 of a night with invoices in doubt. Real sandbox stopped on its loopback port,
 * real SQLite journal.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('upload against a finance API that cannot be reached', () => {
  it('exits 69 with every invoice not sent, and 0 once the API is back and the same upload runs again', async () => {
    const cwd = makeTempDir('upload-unreachable');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 4, prefix: 'DOWN' });
    const baseUrl = sandbox.baseUrl;
    await sandbox.close();
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--json'];

    const down = await runCliInProcess(upload, { cwd });
    expect(down.stderr).toContain('upload stopped: the finance API could not be reached');
    expect(down.code).toBe(69);
    const summary = JSON.parse(down.stdout) as { created: number; inDoubt: number; failed: number };
    expect(summary).toMatchObject({ created: 0, inDoubt: 0, failed: 4 });

    // The same address up again: the same upload posts them all.
    const port = Number(new URL(baseUrl).port);
    const back = await startSandbox({ port });
    onTestFinished(() => back.close());
    expect(back.baseUrl).toBe(baseUrl);
    const again = await runCliInProcess(upload, { cwd });
    expect(again.code).toBe(0);
    expect(back.instances()).toHaveLength(4);
  }, 90_000);
});
