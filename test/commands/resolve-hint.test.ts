/**
 * The resolve command an upload's summary prints for its in-doubt invoices works as printed: it
 * repeats the --config, --profile and --journal the upload was given (never the API key). A resolve
 * that names no existing journal says where it looked and leaves no empty journal behind.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('the resolve hint of an upload', () => {
  it('carries the settings flags of the run, and works as printed', async () => {
    const cwd = makeTempDir('resolve-hint');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'HINT' });
    mkdirSync(join(cwd, 'conf'));
    writeFileSync(join(cwd, 'conf', 'cfg.yaml'), `profiles:\n  night:\n    baseUrl: ${sandbox.baseUrl}\n`);
    // Created, but its answer is lost: in doubt.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const flags = ['--config', 'conf/cfg.yaml', '--profile', 'night', '--journal', 'j.sqlite'];
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--concurrency', '1', ...flags],
      { cwd },
    );
    expect(upload.code).toBe(1);
    const hint = upload.stdout.split('\n').find((line) => line.includes('--instance-id <N>'));
    expect(hint?.trim()).toBe(
      `invoice-batch resolve --config conf/cfg.yaml --profile night --journal j.sqlite <InvoiceId> --instance-id <N>   (it was created as instance N)`,
    );
    expect(upload.stdout).not.toContain(sandbox.apiKey);
    const instance = sandbox.instances()[0]!;
    const words = hint!
      .trim()
      .split(/ +/)
      .slice(1, 9)
      .map((word) => (word === '<InvoiceId>' ? `${instance.payeeId}/${instance.invoiceNumber}` : word));
    const resolved = await runCliInProcess([...words, '--instance-id', instance.instanceId], { cwd });
    expect(resolved.stderr).toBe('');
    expect(resolved.code).toBe(0);
    expect(resolved.stdout).toContain(`recorded as created as instance ${instance.instanceId}`);
    expect(existsSync(join(cwd, 'output', 'journal.sqlite'))).toBe(false);
  });

  it.each([['resolve', '0000100001/X-1', '--not-created'], ['history'], ['journal']])(
    '%s without a journal there says where it looked, exits 2 and creates none',
    async (...args) => {
      const cwd = makeTempDir('no-journal');
      const result = await runCliInProcess(args, { cwd });
      const expected = join(cwd, 'output', 'journal.sqlite');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${expected}: no journal is there, and this command does not create one`);
      expect(existsSync(expected)).toBe(false);
    },
  );
});
