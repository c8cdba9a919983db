/**
 * An invoice held in doubt behind another target waits on the post in doubt there; however that
 * doubt is settled, the held row is settled with it. Real sandboxes on loopback, two addresses
 * being two targets of one journal, each upload parsed as cli.ts parses it and run in this process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';

/** A back-end that refuses a second post of a key, naming the instance it holds. */
const REJECTS_DUPLICATES =
  "profiles:\n  sandbox:\n    rejectsDuplicates: true\n    duplicateInstancePattern: 'as instance (\\d+)'\n";

const upload = (cwd: string, baseUrl: string, ...more: string[]) =>
  runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, ...more], { cwd });

describe('an invoice held in doubt behind another target', () => {
  it('is settled as skipped when --retry-in-doubt there proves the post it waits on was created', async () => {
    const cwd = makeTempDir('held-retry');
    const first = await startTestSandbox();
    const second = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'HR' });
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), REJECTS_DUPLICATES);
    // Processed, then the answer is lost: in doubt on the first target.
    first.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    const [made] = first.instances();
    expect(made).toBeDefined();
    expect((await upload(cwd, second.baseUrl)).code).toBe(1);
    const retried = await upload(cwd, first.baseUrl, '--retry-in-doubt');
    expect(retried.code, retried.stderr).toBe(0);

    const { runs, invoices } = await readCliJournal(cwd);
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    const held = invoices.find((row) => row.targetIdentity !== other);
    expect([held?.state, held?.instanceId]).toEqual(['skipped', made!.instanceId]);
    expect(held?.detail).toBe(
      `not sent: created as instance ${made!.instanceId} under another target, ${other} (settled later)`,
    );
    // The held run's counts say so too: nothing of it is left in doubt.
    const heldRun = runs.find((run) => run.id === held?.runId);
    expect(JSON.stringify(heldRun)).not.toMatch(/"(inDoubt|in_doubt)":[1-9]/);
    expect(invoices.filter((row) => row.state === 'in-doubt')).toEqual([]);
    expect(second.stats().createRequests).toBe(0);
    expect(first.instances()).toHaveLength(1);
  }, 90_000);

  it('is held as differing, not skipped as the instance, when its content differs from the post created there', async () => {
    const cwd = makeTempDir('held-differs-resolve');
    const first = await startTestSandbox({ lostRate: 1 });
    const second = await startTestSandbox();
    const file = writeUploadInputs(cwd, { count: 1, prefix: 'HD' });
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    // The same PayeeId and Invoice_Number with another amount.
    writeFileSync(file, readFileSync(file, 'utf8').replace(',11.19,10.00,', ',21.19,20.00,'));
    expect((await upload(cwd, second.baseUrl)).code).toBe(1);
    const { invoices } = await readCliJournal(cwd);
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    const key = `${invoices[0]!.payeeId}/${invoices[0]!.invoiceNumber}`;
    const resolved = await runCliInProcess(
      ['resolve', key, '--instance-id', '0030000077', '--target', other, '--no-check', '--base-url', first.baseUrl],
      { cwd },
    );
    expect(resolved.code, resolved.stderr).toBe(0);

    const held = (await readCliJournal(cwd)).invoices.find((row) => row.targetIdentity !== other);
    expect([held?.state, held?.instanceId]).toEqual(['skipped', null]);
    expect(held?.detail).toBe(
      `a different invoice with the same PayeeId and Invoice_Number was created under another target, ${other}, as instance 0030000077 (settled later); if that is a different finance system, upload again with --distinct-target`,
    );
    expect(second.stats().createRequests).toBe(0);
  }, 90_000);

  it('is corrected with the resolution of the post it waits on, so a corrected "not created" does not leave it to post again', async () => {
    const cwd = makeTempDir('held-correct');
    const first = await startTestSandbox({ lostRate: 1 });
    const second = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'HC' });
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    expect((await upload(cwd, second.baseUrl)).code).toBe(1);
    const { invoices } = await readCliJournal(cwd);
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    const key = `${invoices[0]!.payeeId}/${invoices[0]!.invoiceNumber}`;
    const resolve = (...args: string[]) =>
      runCliInProcess(['resolve', key, ...args, '--target', other, '--no-check', '--base-url', first.baseUrl], {
        cwd,
      });
    const wrong = await resolve('--not-created');
    expect(wrong.code, wrong.stderr).toBe(0);
    const right = await resolve('--correct', '--instance-id', '0030000077', '--reason', 'found it in the ledger');
    expect(right.code, right.stderr).toBe(0);

    const held = (await readCliJournal(cwd)).invoices.find((row) => row.targetIdentity !== other);
    expect([held?.state, held?.instanceId]).toEqual(['skipped', '0030000077']);
    expect(held?.detail).toMatch(
      /^corrected on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: not sent: created as instance 0030000077 under another target, /,
    );
    // The next upload there posts nothing: the invoice exists behind the first target.
    // Skipped as created under the other target: not posted here, which needs a person (exit 1).
    expect((await upload(cwd, second.baseUrl)).code).toBe(1);
    expect(second.stats().createRequests).toBe(0);
  }, 90_000);
});
