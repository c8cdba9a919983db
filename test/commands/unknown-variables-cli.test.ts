/**
 * A misspelt INVOICE_BATCH_ variable stops every command with exit 2 before it does anything: in a
 * trial INVOICE_BATCH_JOURNL=shared.sqlite opened a fresh journal and sent every invoice again.
 * The refusal is runCommand's, so most runs are in process; the command list, one command of the
 * table and the refusal that guards the key run the compiled CLI (build first: npx tsc -p .), where
 * everything the process writes is read.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** Each command with arguments it accepts, so that only the environment can refuse it. */
const COMMAND_ARGS: Record<string, string[]> = {
  advertisers: ['advertisers'],
  health: ['health', 'watch', 'drop'],
  history: ['history'],
  'import-results': ['import-results', 'results.xlsx'],
  journal: ['journal'],
  mapping: ['mapping', 'check', 'mapping.yaml'],
  'migrate-journal': ['migrate-journal', '--to', 'postgres://nobody@127.0.0.1:1/none'],
  reconcile: ['reconcile'],
  resolve: ['resolve'],
  sandbox: ['sandbox', '--port', '0'],
  schedule: ['schedule'],
  status: ['status', '12345'],
  template: ['template', '--mapping', 'mapping.yaml'],
  upload: ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'],
  validate: ['validate', 'invoices.csv', '--mapping', 'mapping.yaml'],
  watch: ['watch', 'drop', '--mapping', 'mapping.yaml', '--once'],
};

// Looks like a key: it must appear nowhere in what the CLI writes.
const VALUE = 'k3y-9f8e7d6c5b4a-secret';

describe('an unknown INVOICE_BATCH_ variable', () => {
  it('the table names every command the CLI lists', async () => {
    const help = await runCliProcess(['--help']);
    const listed = [...help.stdout.matchAll(/^ {2}invoice-batch ([a-z-]+)/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(COMMAND_ARGS).sort());
  });

  it.each(Object.entries(COMMAND_ARGS))(
    '%s: exit 2 naming the variable and the one meant, not its value',
    async (name, args) => {
      const cwd = makeTempDir('unknown-variable');
      writeUploadInputs(cwd, { count: 1, prefix: 'ENV' });
      const result =
        name === 'upload'
          ? await runCliProcess(args, { cwd, env: { INVOICE_BATCH_JOURNL: VALUE }, timeoutMs: 60_000 })
          : await runCliInProcess(args, {
              cwd,
              env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_JOURNL: VALUE },
            });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(
        'environment variable INVOICE_BATCH_JOURNL is not one invoice-batch reads (did you mean INVOICE_BATCH_JOURNAL?)',
      );
      expect(result.stdout + result.stderr).not.toContain(VALUE);
      expect(existsSync(join(cwd, 'output'))).toBe(false);
    },
  );

  it('INVOICE_BATCH_JOURNL after INVOICE_BATCH_JOURNAL sends nothing again and opens no new journal', async () => {
    const cwd = makeTempDir('journal-typo');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'TYPO' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const env = (name: string) => ({ INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, [name]: 'shared.sqlite' });
    const first = await runCliInProcess(args, { cwd, env: env('INVOICE_BATCH_JOURNAL') });
    expect(first.code, first.stderr).toBe(0);
    const again = await runCliInProcess(args, { cwd, env: env('INVOICE_BATCH_JOURNL') });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('(did you mean INVOICE_BATCH_JOURNAL?)');
    expect(sandbox.instances()).toHaveLength(3);
    expect(existsSync(join(cwd, 'output', 'journal.sqlite'))).toBe(false);
  });

  it('INVOICE_BATCH_APIKEY set and no key: the refusal names it and INVOICE_BATCH_API_KEY, never the key', async () => {
    const cwd = makeTempDir('api-key-typo');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'KEY' });
    const result = await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      {
        cwd,
        env: { INVOICE_BATCH_API_KEY: undefined, INVOICE_BATCH_APIKEY: VALUE },
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'INVOICE_BATCH_APIKEY is not one invoice-batch reads (did you mean INVOICE_BATCH_API_KEY?)',
    );
    expect(result.stdout + result.stderr).not.toContain(VALUE);
    expect(sandbox.instances()).toHaveLength(0);
  });
});
