/**
 * Reads through a gateway whose quota is used up (AWS API Gateway's usage plan "Limit Exceeded",
 * Azure API Management's "Out of call volume quota"), through the sandbox's copies of their answers:
 * reconcile's status reads and the advertiser list stop at the first refusal, in the upload's words
 * (the gateway's quota is used up, quoted), with no retries and no further calls.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import type { ProxyAnswerName } from '../../src/sandbox/proxy-own-answers.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const QUOTAS: [ProxyAnswerName, string][] = [
  ['aws-usage-plan-quota', '"Limit Exceeded" (LimitExceededException)'],
  ['apim-quota', '"Out of call volume quota. Quota will be replenished in 00:05:00." (Azure API Management quota)'],
];

async function through(name: ProxyAnswerName, args: (baseUrl: string, cwd: string) => string[]) {
  sandbox = await startTestSandbox({ proxyAnswer: { name, requests: 100 } });
  const cwd = makeTempDir('read-quota');
  return runCliInProcess(args(sandbox.baseUrl, cwd), { cwd });
}

describe("a read meeting a gateway's used-up quota", () => {
  it.each(QUOTAS)('%s: reconcile stops at the first status read, the quota quoted', async (name, said) => {
    const ids = Array.from({ length: 8 }, (_, index) => `00300000${String(index + 1).padStart(2, '0')}`);
    const result = await through(name, (baseUrl, cwd) => [
      'reconcile',
      '--concurrency',
      '1',
      '--instance-id',
      ...ids,
      '--base-url',
      baseUrl,
      '--journal',
      join(cwd, 'j.sqlite'),
      '--out',
      cwd,
    ]);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`the gateway's quota is used up (${said})`);
    expect(output).not.toContain('refused the API key');
    expect(result.code).toBe(1);
    // One read, not retried; the other seven never asked.
    expect(sandbox!.stats().injectedFailures).toBe(1);
    expect(result.stdout).toContain('status calls stopped: checked 0 of 8');
  });

  it.each(QUOTAS)('%s: advertisers export stops at the first page, the quota quoted', async (name, said) => {
    const result = await through(name, (baseUrl, cwd) => [
      'advertisers',
      '--base-url',
      baseUrl,
      '--out',
      join(cwd, 'advertisers.csv'),
    ]);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`the gateway's quota is used up (${said})`);
    expect(output).not.toContain('refused the API key');
    expect(result.code).toBe(1);
    expect(sandbox!.stats().injectedFailures).toBe(1);
  });
});
