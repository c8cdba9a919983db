/**
 * An upload through a forward proxy that closes every connection after its answer without saying
 * `Connection: close` (tinyproxy does): a create written into a connection the proxy is closing
 * would be reset after it may have been read, so in doubt. The sandbox plays that proxy itself.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

describe('upload through a forward proxy that closes after each answer, unannounced', () => {
  it('leaves no create in doubt and creates each invoice once', async () => {
    const sandbox = await startTestSandbox({ proxyClosesAfterAnswer: true });
    const cwd = makeTempDir('closing-proxy');
    writeUploadInputs(cwd, { count: 40, prefix: 'TNY' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];

    const run = await runCliInProcess(args, { cwd, env: withSandboxKey({ HTTP_PROXY: sandbox.baseUrl }) });

    expect(JSON.parse(run.stdout)).toMatchObject({ created: 40, inDoubt: 0, notSent: 0 });
    expect(run.code, run.stderr).toBe(0);
    const numbers = sandbox.instances().map((instance) => instance.invoiceNumber);
    expect(numbers).toHaveLength(40);
    expect(new Set(numbers).size).toBe(40);
    // No request was written into a connection the proxy was closing.
    expect(sandbox.stats()).toMatchObject({ idleResets: 0, createRequests: 40 });
  }, 60_000);
});
