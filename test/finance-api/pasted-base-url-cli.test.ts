/**
 * A base URL copied from a mail or a chat carries spaces, a no-break space or a line end around it.
 * From the flag, the environment or the config file, it is the address without them: the upload
 * posts, and the journal keeps the one target identity (trial: a trailing space was "not sent",
 * "Invalid URL", under a target ending in a space).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const SOURCES = ['flag', 'environment', 'config file'] as const;

describe('a base URL pasted with spaces around it', () => {
  it.each(SOURCES)('posts to the address without them when given by the %s', async (source) => {
    const server = await startTestSandbox();
    const dir = makeTempDir('pasted-base-url');
    writeUploadInputs(dir, { count: 3, prefix: 'PST' });
    const pasted = ` \t${server.baseUrl}/ \u00a0\r\n`;
    const env: NodeJS.ProcessEnv = { INVOICE_BATCH_API_KEY: server.apiKey };
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];
    if (source === 'flag') args.push('--base-url', pasted);
    if (source === 'environment') env.INVOICE_BATCH_BASE_URL = pasted;
    if (source === 'config file')
      writeFileSync(
        join(dir, 'invoice-batch.config.yaml'),
        `defaultProfile: pasted\nprofiles:\n  pasted:\n    baseUrl: ${JSON.stringify(pasted)}\n`,
      );

    const result = await runCliInProcess(args, { cwd: dir, env });

    expect(result.code).toBe(0);
    expect(server.instances()).toHaveLength(3);
    const { invoices } = await readCliJournal(dir);
    expect(invoices.map((row) => [row.state, row.targetIdentity])).toEqual(
      Array.from({ length: 3 }, () => ['created', `${server.baseUrl}/erp/invoicing/qa`]),
    );
  });
});
