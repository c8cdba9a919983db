/**
 * A base URL with a wrong path: every create is a 404 with the same words. The upload stops after
 * a few, quoting the server and pointing at the base URL, instead of one 404 per invoice; the
 * invoices answered 404 are failed (routing never reached the create), the rest not sent.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('an upload to a base URL whose path is wrong', () => {
  it.each([['1'], ['4']])('stops after three identical 404s with a hint (concurrency %s)', async (concurrency) => {
    sandbox = await startTestSandbox();
    const cwd = makeTempDir('wrong-base-path');
    writeUploadInputs(cwd, { count: 12, prefix: `WP${concurrency}` });
    const wrongPath = `${sandbox.baseUrl}/api/v1`;
    const files = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd];
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', wrongPath];
    const upload = await runCliInProcess([...args, '--concurrency', concurrency, ...files], { cwd });
    expect(upload.code).toBe(1);
    const output = upload.stdout + upload.stderr;
    expect(output).toMatch(/HTTP 404 Not Found to 3 creates in a row \(".*no operation at \/api\/v1\/erp\/.*"\)/);
    expect(output).toContain('check the base URL and its path');
    const failed = Number(/^ {2}failed +(\d+)$/m.exec(upload.stdout)![1]);
    const notSent = Number(/^ {2}not sent +(\d+)$/m.exec(upload.stdout)![1]);
    // Those in flight when the third came still end; the others are never sent.
    expect(failed).toBeGreaterThanOrEqual(3);
    expect(failed).toBeLessThanOrEqual(3 + Number(concurrency) - 1);
    expect(failed + notSent).toBe(12);
  });
});
