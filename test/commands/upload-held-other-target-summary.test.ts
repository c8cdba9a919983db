/**
 * What an upload tells about invoices it held in doubt behind a post in doubt under another target
 * (the same back-end reached by another address): the resolve commands of that target, which the
 * rows' Message names, in the terminal, `--json` and the Summary sheet, never the upload's own,
 * which would resolve nothing there. Real sandboxes on loopback, two addresses being two targets.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { summaryValues } from '../helpers/read-workbook.js';

const upload = (cwd: string, baseUrl: string, ...more: string[]) =>
  runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, ...more], { cwd });

describe('an upload holding invoices in doubt behind another target', () => {
  it('prints the resolve commands of that target, which resolve them, and then posts each once', async () => {
    const cwd = makeTempDir('held-summary');
    const first = await startTestSandbox({ lostRate: 1 });
    const second = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'HS' });
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    const held = await upload(cwd, second.baseUrl);
    expect(held.code).toBe(1);
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    const there = `invoice-batch resolve --target ${other} --base-url ${first.baseUrl}`;

    // The terminal: that target's commands, none with this upload's address.
    expect(held.stdout).toContain(`2 invoice(s) are IN DOUBT behind another target, ${other}:`);
    expect(held.stdout).toContain(`  ${there} <PayeeId/Invoice_Number> --not-created `);
    expect(held.stdout).not.toContain(`resolve --base-url ${second.baseUrl}`);
    const { invoices } = await readCliJournal(cwd);
    const keys = [...new Set(invoices.map((row) => `${row.payeeId}/${row.invoiceNumber}`))];
    expect(keys).toHaveLength(2);
    // Each row's Message names the same command with its key.
    for (const row of invoices.filter((r) => r.targetIdentity !== other))
      expect(row.detail).toContain(`${there} ${row.payeeId}/${row.invoiceNumber} --not-created (it was not)`);

    // --json: each held invoice with its target and command; the Summary sheet with them too.
    const json = await upload(cwd, second.baseUrl, '--json');
    const report = JSON.parse(json.stdout) as {
      results: string;
      inDoubtInvoices: { payeeId: string; invoiceNumber: string; heldBehind?: { target: string; resolve: string } }[];
    };
    expect(report.inDoubtInvoices.map((key) => key.heldBehind)).toEqual(
      report.inDoubtInvoices.map((key) => ({ target: other, resolve: `${there} ${key.payeeId}/${key.invoiceNumber}` })),
    );
    const summary = await summaryValues(report.results);
    const next = String(summary.get('In doubt elsewhere: what to do'));
    expect(next).toContain(`${there} <PayeeId/Invoice_Number> --not-created (it was not: the next upload posts it)`);
    expect(summary.has('In doubt: what to do')).toBe(false);

    // The printed line, run as printed for each key, settles both the post there and the rows held here.
    const printed = held.stdout.split('\n').find((line) => line.includes('--not-created'))!;
    const words = printed.split('(')[0]!.trim().split(/\s+/).slice(1);
    for (const key of keys) {
      const run = await runCliInProcess(
        words.map((word) => (word === '<PayeeId/Invoice_Number> ' || word === '<PayeeId/Invoice_Number>' ? key : word)),
        { cwd },
      );
      expect(run.code, run.stderr).toBe(0);
    }
    const again = await upload(cwd, second.baseUrl);
    expect(again.code, again.stdout).toBe(0);
    expect(second.stats().createRequests).toBe(2);
    // Exactly once: a further upload through either address posts nothing.
    expect((await upload(cwd, second.baseUrl)).code).toBe(0);
    // Through the first address they are skipped as created under the second: not posted here (exit 1).
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    expect(second.instances()).toHaveLength(2);
    expect(second.stats().createRequests).toBe(2);
  }, 120_000);
  it('says, when one is resolved here as not created, that the next upload holds it again and what resolves it there', async () => {
    const cwd = makeTempDir('held-loop');
    const first = await startTestSandbox({ lostRate: 1 });
    const second = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'HL' });
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    expect((await upload(cwd, second.baseUrl)).code).toBe(1);
    const { invoices } = await readCliJournal(cwd);
    const key = `${invoices[0]!.payeeId}/${invoices[0]!.invoiceNumber}`;
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    const there = `invoice-batch resolve --target ${other} --base-url ${first.baseUrl} ${key}`;
    const here = await runCliInProcess(
      ['resolve', key, '--not-created', '--target', `${second.baseUrl}/erp/invoicing/qa`, '--base-url', second.baseUrl],
      { cwd },
    );
    expect(here.code, here.stderr).toBe(0);
    expect(here.stdout).not.toContain('the next upload posts it');
    expect(here.stdout).toContain(
      `but it was held behind a post in doubt under another target, ${other}: the next upload holds it again until that one is resolved there: ${there} --instance-id <N>`,
    );
    // As it said: held again, nothing sent, and the summary names the command that resolves it there.
    const again = await upload(cwd, second.baseUrl);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(`1 invoice(s) are IN DOUBT behind another target, ${other}:`);
    expect(second.stats().createRequests).toBe(0);
    // Resolved there, the next upload posts it, once.
    const settled = await runCliInProcess([...there.split(' ').slice(1), '--not-created'], { cwd });
    expect(settled.code, settled.stderr).toBe(0);
    expect((await upload(cwd, second.baseUrl)).code).toBe(0);
    expect((await upload(cwd, second.baseUrl)).code).toBe(0);
    expect(second.stats().createRequests).toBe(1);
    expect(second.instances()).toHaveLength(1);
  }, 120_000);
});
