/**
 * `resolve --by NAME` (or INVOICE_BATCH_OPERATOR) records the person who decided beside the shared
 * login the command ran as, where the login alone was shown before; a name the journal could not
 * read back is refused before anything is recorded. Real sandbox, real SQLite journal.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { osUserName } from '../../src/batch/os-user.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('resolve --by', () => {
  it('records the person named, by --by or INVOICE_BATCH_OPERATOR, beside the login', async () => {
    const cwd = makeTempDir('resolve-by');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'RB' });
    sandbox.injectNext({ status: 502, body: '', route: 'create' }, { status: 502, body: '', route: 'create' });
    const cli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      runCliInProcess([...args, '--journal', join(cwd, 'j.sqlite'), '--out', cwd], {
        cwd,
        env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, ...env },
      });
    await cli(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl]);
    const login = `${osUserName()}@${hostname()}`;

    const refused = await cli(['resolve', '0000100002/RB-0001', '--not-created', '--by', 'Anna Schmidt']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--by: expected a name of one word');
    expect((await cli(['journal', 'show', '0000100002/RB-0001'])).stdout).not.toContain('resolved on');

    expect((await cli(['resolve', '0000100002/RB-0001', '--not-created', '--by', 'a.schmidt'])).code).toBe(0);
    const operator = { INVOICE_BATCH_OPERATOR: 'j.weber' };
    expect((await cli(['resolve', '0000100003/RB-0002', '--not-created'], operator)).code).toBe(0);
    const wide = (await cli(['journal', '--wide'])).stdout;
    expect(wide).toContain(`by a.schmidt (login ${login})`);
    expect(wide).toContain(`by j.weber (login ${login})`);
  }, 90_000);
});
