/**
 * AWS API Gateway's and Azure API Management's own refusals, through the sandbox's copies of their
 * answers: a used-up quota stops the upload at once with the gateway's words and when to run again
 * (not one retry budget per invoice), and an address filter is told as such, not as a refused key.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';
import type { ProxyAnswerName } from '../../src/sandbox/proxy-own-answers.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function uploadThrough(name: ProxyAnswerName, prefix: string) {
  sandbox = await startTestSandbox({ proxyAnswer: { name, requests: 100 } });
  const cwd = makeTempDir('gateway-answer');
  writeUploadInputs(cwd, { count: 6, prefix });
  const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
  const flags = ['--concurrency', '1', '--journal', join(cwd, 'j.sqlite'), '--out', cwd];
  return runCliInProcess([...args, ...flags], { cwd });
}

describe("an upload meeting a gateway's own refusal", () => {
  it.each([
    [
      'aws-usage-plan-quota' as const,
      '"Limit Exceeded" (LimitExceededException)',
      1,
      /after the gateway's quota period has reset/,
    ],
    [
      'apim-quota' as const,
      '"Out of call volume quota. Quota will be replenished in 00:05:00." (Azure API Management quota)',
      1,
      /after \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    ],
  ])('%s: stops as a used-up quota, the gateway quoted', async (name, said, requests, when) => {
    const upload = await uploadThrough(name, `Q${requests}`);
    expect(upload.code).toBe(1);
    const output = upload.stdout + upload.stderr;
    expect(output).toContain(`quota used up: 0 created, 6 not sent; run again `);
    expect(output).toMatch(when);
    expect(output).toContain(`(the gateway: ${said})`);
    expect(output).not.toContain('refused the API key');
    expect(upload.stdout).toMatch(/^ {2}not sent +6$/m);
    // One create refused, the others not sent at all: no retry budget spent per invoice.
    expect(sandbox!.stats().injectedFailures).toBe(requests);
  });

  it("apim-ip-filter: stops saying the gateway refused this machine's address, not the key", async () => {
    const upload = await uploadThrough('apim-ip-filter', 'IPF');
    expect(upload.code).toBe(1);
    const output = upload.stdout + upload.stderr;
    expect(output).toContain("refused this machine's address, not the API key");
    expect(output).toContain('"Forbidden"');
    expect(output).not.toContain('refused the API key');
    expect(sandbox!.stats().injectedFailures).toBe(1);
  });
});
