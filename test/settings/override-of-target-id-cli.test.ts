/**
 * The administrator's case: `defaultProfile: production` pins `targetId: finance-production` at one
 * address, and a stray INVOICE_BATCH_BASE_URL in the service's environment file names another
 * server. Before, upload skipped every invoice there as "created by an earlier upload" (created at
 * the first address) and reconcile recorded the other server's statuses against them. Two real
 * sandboxes on loopback, a config, inputs and a SQLite journal in a real temp folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const COUNT = 3;

async function site(targetId: boolean) {
  const ours = await startTestSandbox();
  const other = await startTestSandbox();
  const cwd = makeTempDir('override-target-id-cli');
  writeUploadInputs(cwd, { count: COUNT, prefix: 'PIN' });
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    `defaultProfile: production\nprofiles:\n  production:\n    baseUrl: ${ours.baseUrl}\n${targetId ? '    targetId: finance-production\n' : ''}`,
  );
  const run = (args: string[], env: Record<string, string> = {}) =>
    runCliInProcess(args, { cwd, env: withSandboxKey(env) });
  const upload = (env: Record<string, string> = {}) =>
    run(['upload', 'invoices.csv', '--mapping', 'mapping.yaml'], env);
  expect((await upload()).code).toBe(0);
  expect(ours.stats().createRequests).toBe(COUNT);
  return { ours, other, cwd, run, upload };
}

describe("an address given over a default profile's targetId", () => {
  it('is refused by every command that talks to the finance system, and nothing reaches the other server', async () => {
    const { ours, other, cwd, run, upload } = await site(true);
    const stray = { INVOICE_BATCH_BASE_URL: other.baseUrl };
    const { invoices } = await readCliJournal(cwd);
    const instance = invoices.find((row) => row.instanceId)!.instanceId!;
    mkdirSync(join(cwd, 'drop'));
    const commands: [string, string[], Record<string, string>][] = [
      ['upload', ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'], stray],
      ['upload --base-url', ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', other.baseUrl], {}],
      ['reconcile', ['reconcile'], stray],
      ['status', ['status', instance], stray],
      ['advertisers', ['advertisers', '--refresh'], stray],
      ['watch', ['watch', join(cwd, 'drop')], stray],
      ['schedule', ['schedule', '--list'], stray],
    ];
    for (const [name, args, env] of commands) {
      const refused = await run(args, env);
      expect([name, refused.code], refused.stderr).toEqual([name, 2]);
      expect(refused.stderr).toContain(
        `gives baseUrl ${other.baseUrl}, but profile "production" (chosen by defaultProfile in ${join(cwd, 'invoice-batch.config.yaml')}) has baseUrl ${ours.baseUrl} and targetId "finance-production"`,
      );
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }
    expect(other.stats()).toMatchObject({ createRequests: 0, statusRequests: 0, connections: 0 });
    // The same server spelt another way is no override.
    const spelt = await upload({ INVOICE_BATCH_BASE_URL: `${ours.baseUrl.replace('127.0.0.1', 'localhost')}/` });
    expect(spelt.code, spelt.stderr).toBe(0);
    expect(ours.stats().createRequests).toBe(COUNT);
  }, 120_000);

  it('without a targetId, is keyed by the given address: the journal names both systems and posts nothing unasked', async () => {
    const { ours, other, cwd, upload } = await site(false);
    const moved = await upload({ INVOICE_BATCH_BASE_URL: other.baseUrl });
    expect(moved.code, moved.stderr).toBe(1);
    expect(moved.stderr).toContain(
      `${COUNT} invoice(s) not posted here: created at target ${ours.baseUrl}/erp/invoicing/qa; if ${other.baseUrl}/erp/invoicing/qa is another company, upload again with --distinct-target`,
    );
    expect(other.stats().createRequests).toBe(0);
    const { runs, invoices } = await readCliJournal(cwd);
    const last = Math.max(...runs.map((row) => row.id));
    expect(invoices.filter((row) => row.runId === last).map((row) => [row.state, row.targetIdentity])).toEqual(
      Array(COUNT).fill(['skipped', `${other.baseUrl}/erp/invoicing/qa`]),
    );
  }, 120_000);
});
