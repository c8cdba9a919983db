/**
 * A rejection storm: every PayeeId is unknown to the finance system, so every invoice is rejected.
 * The first upload runs the compiled CLI (build first: npx tsc -p .), as a script reads its one JSON
 * object; the others run in process, parsed as cli.ts parses them, as a child process costs about a
 * second of CPU.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const ALL = Array.from({ length: 60 }, (_, i) => i + 1);
const upload = (baseUrl: string, extra: string[]) => [
  'upload',
  'invoices.csv',
  '--mapping',
  'mapping.yaml',
  '--base-url',
  baseUrl,
  '--concurrency',
  '1',
  ...extra,
];
const REASON = 'E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser';

describe('upload stops a rejection storm', () => {
  // 120 s: the file's first run in process loads src/, which a busy machine takes its time over.
  it('takes no more invoices once the first 25 sent were all rejected for one reason, and says why', async () => {
    const cwd = makeTempDir('upload-storm');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 60, prefix: 'STORM', unknownPayee: ALL });
    const result = await runCliProcess(upload(sandbox.baseUrl, ['--json']), { cwd });
    expect(result.code).toBe(1);
    expect(sandbox.stats().createRequests).toBe(25);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      invoices: 60,
      rejected: 25,
      failed: 35,
      halted: `the first 25 invoices sent were all rejected for the same reason (${REASON})`,
    });
    expect(json.rejections).toEqual({
      reasons: [
        { reason: REASON, count: 25, example: 'Invalid invoice: PayeeId "0000999999": not a registered advertiser' },
      ],
      next: expect.stringContaining('the next upload posts the rejected ones again') as unknown,
    });
    expect(result.stderr).toContain('upload stopped: the first 25 invoices sent were all rejected');

    const text = await runCliInProcess(upload(sandbox.baseUrl, ['--stop-after-rejections', '5']), { cwd });
    expect(text.stdout.split('\n')[0]).toBe(
      `Stopped early: the first 5 invoices sent were all rejected for the same reason (${REASON}); nothing more was sent.`,
    );
    expect(text.stdout).toContain(`Rejected by the finance system, by reason:\n  5  ${REASON}\n`);
    expect(sandbox.stats().createRequests).toBe(30);
  }, 120_000);

  it('sends every invoice with --no-stop-on-rejections, and with a setting of 0', async () => {
    const cwd = makeTempDir('upload-storm-off');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 30, prefix: 'STORMOFF', unknownPayee: ALL });
    const result = await runCliInProcess(upload(sandbox.baseUrl, ['--json', '--no-stop-on-rejections']), { cwd });
    expect(JSON.parse(result.stdout)).toMatchObject({ rejected: 30, failed: 0, halted: null });
    expect(sandbox.stats().createRequests).toBe(30);

    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'upload:\n  stopAfterRejections: 0\n');
    const configured = await runCliInProcess(upload(sandbox.baseUrl, ['--json']), { cwd });
    expect(JSON.parse(configured.stdout)).toMatchObject({ rejected: 30, failed: 0, halted: null });
    expect(sandbox.stats().createRequests).toBe(60);
  });

  it('does not stop when one of the first answers is a creation', async () => {
    const cwd = makeTempDir('upload-storm-mixed');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 30, prefix: 'STORMMIX', unknownPayee: ALL.filter((n) => n !== 3) });
    const result = await runCliInProcess(upload(sandbox.baseUrl, ['--json']), { cwd });
    expect(JSON.parse(result.stdout)).toMatchObject({ created: 1, rejected: 29, failed: 0, halted: null });
  });
});
