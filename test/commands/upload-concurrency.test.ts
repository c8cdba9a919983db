/** `upload --concurrency auto` and the gateway's throttling through the compiled CLI (build first). */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const upload = (sandbox: TestSandbox, extra: string[]) => [
  'upload',
  'invoices.csv',
  '--mapping',
  'mapping.yaml',
  '--base-url',
  sandbox.baseUrl,
  ...extra,
];

describe('invoice-batch upload --concurrency', () => {
  it('auto: finds the capacity of a throttling gateway, creates every invoice, and prints what it settled on', async () => {
    const cwd = makeTempDir('upload-auto');
    const sandbox = await startTestSandbox({ capacity: 3, capacityRetryAfter: '0', latencyMs: 20 });
    writeUploadInputs(cwd, { count: 80, prefix: 'AUTO' });
    const result = await runCliProcess(upload(sandbox, ['--concurrency', 'auto', '--max-concurrency', '16']), { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/created\s+80/);
    expect(result.stdout).toMatch(/Sending: {2}concurrency auto settled on \d+/);
    expect(sandbox.stats()).toMatchObject({ created: 80, duplicateAttempts: 0 });
    expect(sandbox.stats().peakCreatesInFlight).toBeLessThanOrEqual(3);
  });

  it.each([
    [['--concurrency', 'fast'], '--concurrency: expected a whole number from 1 to 64, or auto, got "fast"'],
    [['--concurrency', '0'], '--concurrency: expected a whole number from 1 to 64, or auto, got "0"'],
    [
      ['--concurrency', 'auto', '--max-concurrency', '65'],
      '--max-concurrency: expected a whole number from 1 to 64, got "65"',
    ],
  ])('refuses %j as a usage error, posting nothing', async (flags, message) => {
    const cwd = makeTempDir('upload-concurrency-usage');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'USE' });
    const result = await runCliProcess(upload(sandbox, flags), { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(sandbox.stats().createRequests).toBe(0);
  });
});
