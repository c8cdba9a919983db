/** End to end through the compiled CLI (build first: npx tsc -p .): a status no HTTP server should send. */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

describe('read-only commands answered with HTTP 600', () => {
  it('status and advertisers exit 1 naming the status, with no stack trace', async () => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext(
      { status: 600, body: '{"E_RETCODE":0}', route: 'status' },
      { status: 600, body: '[]', route: 'advertisers' },
    );
    const cwd = makeTempDir('odd-status-cli');
    const status = await runCliProcess(['status', '0030000001', '--base-url', sandbox.baseUrl], { cwd });
    const advertisers = await runCliProcess(['advertisers', '--base-url', sandbox.baseUrl], { cwd });
    for (const result of [status, advertisers]) {
      expect(result.code).toBe(1);
      expect(`${result.stdout}${result.stderr}`).toContain(
        'HTTP 600 is not an HTTP status (100 to 599): the answer cannot be read',
      );
      expect(result.stderr).not.toMatch(/RangeError|\n\s+at /);
    }
  });
});
