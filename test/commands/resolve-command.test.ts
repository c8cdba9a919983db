/**
 * resolve end to end through the compiled CLI (build first: npx tsc -p .) for the first resolve
 * (a clean stderr and exit 0 as a shell gets them). The uploads that leave invoices in doubt, the
 * journal read, the --json resolve and the resolves of the other tests run in-process, parsed as
 * the CLI parses them: a child process each cost half a second of CPU that the suite spends
 * elsewhere. A refusal by the flags' parser stays a child: the CLI makes it a usage error.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run-command.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { resolveCommand } from '../../src/commands/resolve-command.js';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { UsageError } from '../../src/errors.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';

describe('invoice-batch resolve', () => {
  it('records an in-doubt invoice as created, so the next upload skips it, or as not created, so it is posted', async () => {
    const cwd = makeTempDir('resolve-cli');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'RESOLVE' });
    // The first answer is lost after the invoice was created; the second never reaches the back-end.
    sandbox.injectNext(
      { status: 504, body: '', afterProcessing: true, route: 'create' },
      { status: 502, body: '', route: 'create' },
    );
    const upload = [
      'upload',
      'invoices.csv',
      '--mapping',
      'mapping.yaml',
      '--base-url',
      sandbox.baseUrl,
      '--concurrency',
      '1',
      '--json',
    ];
    const first = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 1, inDoubt: 2 });
    expect(sandbox.instances()).toHaveLength(2);
    const lost = '0000100002-RESOLVE-0001';
    const neverArrived = '0000100003-RESOLVE-0002';
    const instance = sandbox.instances().find((i) => i.invoiceNumber === 'RESOLVE-0001')!.instanceId;

    const created = await runCliProcess(['resolve', lost, '--instance-id', instance, '--base-url', sandbox.baseUrl], {
      cwd,
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`0000100002/RESOLVE-0001: recorded as created as instance ${instance}`);
    const notCreated = await runCliInProcess(['resolve', '0000100003/RESOLVE-0002', '--not-created', '--json'], {
      cwd,
    });
    expect(notCreated.code).toBe(0);
    expect(JSON.parse(notCreated.stdout)).toMatchObject({
      key: '0000100003/RESOLVE-0002',
      settled: [{ invoiceId: neverArrived, state: 'failed' }],
    });

    const again = await runCliInProcess(upload, { cwd });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 1, skipped: 2, inDoubt: 0 });
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    expect((await journal.lists.listInvoices({ state: 'created', limit: 9 })).map((r) => r.instanceId).sort()).toEqual(
      sandbox
        .instances()
        .map((i) => i.instanceId)
        .sort(),
    );
    await journal.close();
  });

  it('exits 2 and records nothing when the instance id belongs to another created invoice', async () => {
    const cwd = makeTempDir('resolve-taken');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'TAKEN' });
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const upload = [
      'upload',
      'invoices.csv',
      '--mapping',
      'mapping.yaml',
      '--base-url',
      sandbox.baseUrl,
      '--concurrency',
      '1',
      '--json',
    ];
    expect(JSON.parse((await runCliInProcess(upload, { cwd })).stdout)).toMatchObject({ created: 1, inDoubt: 1 });
    const other = sandbox.instances().find((i) => i.invoiceNumber === 'TAKEN-0002')!.instanceId;
    const taken = await runCliInProcess(
      ['resolve', '0000100002-TAKEN-0001', '--instance-id', other, '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(taken.code).toBe(2);
    expect(taken.stderr).toMatch(
      new RegExp(
        `^invoice-batch: instance ${other} is already recorded as created for another invoice on this target: 0000100003/TAKEN-0002 \\(InvoiceId 0000100003-TAKEN-0002, run 1\\); check the instance id of 0000100002/TAKEN-0001 in the finance system; if that invoice was given it by mistake, correct it first: invoice-batch resolve 0000100003/TAKEN-0002 --correct --instance-id N --reason "\\.\\.\\." \\(or --not-created\\)\n$`,
      ),
    );
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    expect((await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).map((r) => r.invoiceNumber)).toEqual([
      'TAKEN-0001',
    ]);
    await journal.close();
    const right = sandbox.instances().find((i) => i.invoiceNumber === 'TAKEN-0001')!.instanceId;
    expect(
      (
        await runCliInProcess(
          ['resolve', '0000100002-TAKEN-0001', '--instance-id', right, '--base-url', sandbox.baseUrl],
          {
            cwd,
          },
        )
      ).code,
    ).toBe(0);
  });

  it('checks the instance id with the finance system: an unknown one exits 2 and records nothing, unless --no-check', async () => {
    const cwd = makeTempDir('resolve-check');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'CHECK' });
    // Short backoff (of the profile --base-url runs under): the check of a closed sandbox below gives
    // up after its attempts in a moment instead of a second or two.
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'profiles:\n  sandbox:\n    retry: { baseDelayMs: 10, maxDelayMs: 40 }\n',
    );
    sandbox.injectNext({ status: 504, body: '', route: 'create' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect(JSON.parse((await runCliInProcess(upload, { cwd })).stdout)).toMatchObject({ inDoubt: 1 });
    const resolve = (...more: string[]) =>
      runCliInProcess(['resolve', '0000100002/CHECK-0001', '--instance-id', '999999999', ...more], { cwd });

    const unknown = await resolve('--base-url', sandbox.baseUrl);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'invoice-batch: the finance system does not show instance 999999999 (refused by the finance system: E_RETCODE 4: Invoice instance 999999999 does not exist); nothing recorded: check the instance id of 0000100002/CHECK-0001\n',
    );
    const elsewhere = await resolve();
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain(
      `${sandbox.target().identity}: the instance id is checked with the finance system the invoice was sent to, but the settings name sandbox:`,
    );
    await sandbox.close();
    const unreachable = await resolve('--base-url', sandbox.baseUrl);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^invoice-batch: cannot check instance 999999999 with the finance system: not sent: /,
    );
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    expect(await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).toHaveLength(1);
    await journal.close();

    const unchecked = await resolve('--base-url', sandbox.baseUrl, '--no-check');
    expect(unchecked.code).toBe(0);
    expect(unchecked.stdout).toContain('0000100002/CHECK-0001: recorded as created as instance 999999999');
  }, 60_000);

  it('corrects a resolution as its own event, shown by journal show, and the next upload books nothing twice', async () => {
    const cwd = makeTempDir('resolve-correct');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'FIX' });
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect(JSON.parse((await runCliInProcess(upload, { cwd })).stdout)).toMatchObject({ inDoubt: 1 });
    const right = sandbox.instances()[0]!.instanceId;
    const key = '0000100002/FIX-0001';
    const base = ['--base-url', sandbox.baseUrl];
    expect((await runCliInProcess(['resolve', key, '--not-created', ...base], { cwd })).code).toBe(0);

    const noReason = await runCliInProcess(['resolve', key, '--correct', '--instance-id', right, ...base], { cwd });
    expect([noReason.code, noReason.stderr]).toEqual([
      2,
      'invoice-batch: --correct: say why with --reason "...": it is kept with the correction\n',
    ]);
    // Recorded as created, the finance system shows it: correcting back to not created would post it twice.
    const fixed = await runCliInProcess(
      ['resolve', key, '--correct', '--instance-id', right, '--reason', 'found it in the ledger', ...base],
      { cwd },
    );
    expect(fixed.stderr).toBe('');
    expect(fixed.stdout).toContain(
      `${key}: corrected from not created to created as instance ${right} (1 journal row(s), runs 1)`,
    );
    const back = await runCliInProcess(['resolve', key, '--correct', '--not-created', '--reason', 'oops', ...base], {
      cwd,
    });
    expect(back.code).toBe(2);
    expect(back.stderr).toContain(`the finance system shows instance ${right}, recorded for ${key}: it was created`);

    const shown = await runCliInProcess(['journal', 'show', key, '--json'], { cwd });
    const events = (JSON.parse(shown.stdout) as { rows: { events: { kind: string; text: string }[] }[] }).rows[0]!
      .events;
    expect(events.map((event) => event.kind)).toEqual(['staged', 'sending', 'answer', 'resolved', 'corrected']);
    expect(events[3]!.text).toMatch(
      /^resolved: not created; resolved on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by .+@.+ \(in doubt since [^)]+ UTC\): not created; the next upload posts it$/,
    );
    expect(events[4]!.text).toMatch(
      new RegExp(
        `^resolved: created; corrected on .*: created as instance ${right} \\(was not created; by .+@.+: found it in the ledger\\)$`,
      ),
    );
    expect(JSON.parse((await runCliInProcess(upload, { cwd })).stdout)).toMatchObject({ created: 0, skipped: 1 });
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    expect(sandbox.instances()).toHaveLength(1);
  }, 90_000);

  it('exits 2 with a clear message for an invoice that is not in doubt or an instance id that is not digits', async () => {
    const cwd = makeTempDir('resolve-usage');
    await (await openJournal(join(cwd, 'output', 'journal.sqlite'))).close();
    const unknown = await runCliInProcess(['resolve', 'AP-404', '--not-created'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'invoice-batch: no invoice with InvoiceId or PayeeId/Invoice_Number "AP-404" is in the journal\n',
    );
    const both = await runCliProcess(['resolve', 'AP-404', '--not-created', '--instance-id', '12'], { cwd });
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/mutually exclusive|conflict/i);
  });

  it('words the refusals about how it was asked with its own flags', async () => {
    const cwd = makeTempDir('resolve-flags');
    const journalFile = join(cwd, 'journal.sqlite');
    const journal = await openJournal(journalFile);
    const run = await addRun(journal);
    for (const [number, target] of [
      ['N1', 'https://erp.example/erp/invoicing/qa'],
      ['N7', 'https://erp.example/erp/invoicing/qa'],
      ['N1', 'sandbox:/x'],
    ] as const) {
      const row = await addInvoice(journal, run, number, { targetIdentity: target, invoiceId: 'ID-N1' });
      await journal.send.markSending(row, '2025-01-31T10:00:02Z');
      await journal.send.recordOutcome(row, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    }
    await journal.close();
    const io: CommandIo = {
      stdout: () => undefined,
      stderr: () => undefined,
      isTTY: false,
      signal: new AbortController().signal,
      env: {},
      cwd,
    };
    const resolve = (argv: object) =>
      runCommand(resolveCommand, { references: ['ID-N1'], journal: journalFile, ...argv }, io);
    await expect(resolve({})).rejects.toThrow(
      new UsageError(
        'say what the finance system shows: --instance-id N (it was created) or --not-created (it was not)',
      ),
    );
    await expect(resolve({ instanceId: '12a' })).rejects.toThrow(
      new UsageError('--instance-id: expected the digits of an instance id, got "12a"'),
    );
    await expect(resolve({ notCreated: true })).rejects.toThrow(
      /^"ID-N1" names several in-doubt invoices: .*; name one by its key, e\.g\. invoice-batch resolve 0000100001\/N1, and add --target <identity> to pick the target$/,
    );
    await expect(resolve({ notCreated: true, target: 'sandbox:/x' })).resolves.toBe(0);
    // The target as a user may type it: the identity is the normalized address.
    await expect(
      resolve({
        notCreated: true,
        references: ['0000100001/N1'],
        target: 'HTTPS://ERP.example:443/./erp/invoicing/qa/',
      }),
    ).resolves.toBe(0);
  });
});
