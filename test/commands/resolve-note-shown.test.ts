/**
 * Where a resolution's note is shown: `resolve --help` and the README name the listings that
 * show it, and each of them does (the invoice's own lines, where a finance user looks for why an
 * invoice was settled). Real sandbox, real SQLite journal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = '0000100002/RW-0001';
const NOTE = 'not in the ledger, checked with AP';

describe('resolve --note', () => {
  it('is shown where resolve --help and the README say, and nowhere said that it is not', async () => {
    const cwd = makeTempDir('resolve-note-shown');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'RW' });
    sandbox.injectNext({ status: 502, body: '', route: 'create' });
    const cli = (args: string[]) =>
      runCliInProcess([...args, '--journal', join(cwd, 'j.sqlite'), '--out', cwd], { cwd });
    await cli(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl]);
    expect((await cli(['resolve', KEY, '--not-created', '--note', NOTE])).code).toBe(0);

    const help = (await runCliProcess(['resolve', '--help'], { cwd })).stdout.replace(/\s+/g, ' ');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const readmeLine = readme.split('\n').find((line) => line.startsWith('| `resolve <InvoiceId'))!;
    for (const text of [help, readmeLine]) {
      expect(text).not.toMatch(/shown in history|`history` shows it/);
      expect(text).toContain('journal --wide');
      expect(text).toContain('journal show');
    }
    expect((await cli(['journal', '--wide'])).stdout).toContain(NOTE);
    expect((await cli(['journal', 'show', KEY])).stdout).toContain(NOTE);
  });
});
