/**
 * Why invoices failed, and which were merely not sent, on the terminal and in `upload --json`:
 * the reasons grouped, the most frequent first, and `notSent` beside `failed`. The first upload runs
 * the compiled CLI (`npx tsc -p .` first), as a user's terminal shows it; the others run in process,
 * parsed as cli.ts parses them, as a child process costs about a second of CPU.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portClosedAfterCheck } from '../finance-api/odd-server.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const CONFIG = 'profiles:\n  sandbox:\n    retry: { attempts: 1, baseDelayMs: 10 }\n';

describe('upload: failures by reason, and not sent apart from failed', () => {
  it('prints why invoices refused at the connection were not sent, and says it in --json', async () => {
    const cwd = makeTempDir('upload-failure-reasons');
    writeUploadInputs(cwd, { count: 2, prefix: 'WHY' });
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), CONFIG);
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url'];
    // The address answers the upload's check, then refuses every create.
    const text = await runCliProcess([...args, await portClosedAfterCheck()], { cwd });
    // Refused at the connection, nothing in doubt: the finance API could not be reached (exit 69).
    expect(text.code).toBe(69);
    // A refused connection never reached the back-end: not sent, with its reason.
    expect(text.stdout).toMatch(
      /^2 not sent: WHY-0001 \(row 2\), WHY-0002 \(row 3\): connection refused \(ECONNREFUSED\)$/m,
    );

    const json = await runCliInProcess([...args, await portClosedAfterCheck(), '--json', '--force'], { cwd });
    // Not sent counts inside failed; its reason is why the upload stopped, not a failure's.
    expect(JSON.parse(json.stdout)).toMatchObject({
      failed: 2,
      notSent: 2,
      failures: [],
      stopReason: expect.stringContaining('none reached it: connection refused (ECONNREFUSED)'),
    });
  }, 60_000);

  it('counts the invoices held back by invalid ones as notSent, inside failed, with no failure reason', async () => {
    const cwd = makeTempDir('upload-not-sent');
    writeUploadInputs(cwd, { count: 4, prefix: 'HELD', invalid: [2] });
    const sandbox = await startTestSandbox();
    const result = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd },
    );
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ invalid: 1, failed: 3, notSent: 3, failures: [] });
    expect(sandbox.stats().createRequests).toBe(0);
  }, 60_000);
});
