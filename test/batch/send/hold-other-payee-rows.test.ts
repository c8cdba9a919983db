/**
 * An invoice whose PayeeId was corrected after posting is held, not posted a second time under the
 * new vendor; the same number with another date or amount (another vendor's own invoice) is posted.
 * Real sandbox, real SQLite journal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeUploadInputs } from '../cli-inputs.js';

/** Rewrites cells of invoice `number` of invoices.csv (columns: Vendor, Number, Date, Currency, Total, Net, Tax). */
function editInvoice(cwd: string, number: string, cells: Record<number, string>): void {
  const file = join(cwd, 'invoices.csv');
  const lines = readFileSync(file, 'utf8').split('\n');
  const edited = lines.map((line) => {
    const row = line.split(',');
    if (row[1] !== number) return line;
    for (const [column, value] of Object.entries(cells)) row[Number(column)] = value;
    return row.join(',');
  });
  writeFileSync(file, edited.join('\n'));
}

async function posted() {
  const cwd = makeTempDir('hold-other-payee');
  const sandbox = await startTestSandbox();
  const upload = (...more: string[]) =>
    runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...more],
      { cwd },
    );
  writeUploadInputs(cwd, { count: 3, prefix: 'JAN' });
  expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 3 });
  return { cwd, sandbox, upload };
}

const held = async (cwd: string, number: string) => {
  const listed = await runCliInProcess(['journal', '--json'], { cwd });
  const rows = JSON.parse(listed.stdout).invoices as {
    invoiceNumber: string;
    payeeId: string;
    detail: string | null;
  }[];
  return rows.filter((row) => row.invoiceNumber === number && row.detail?.startsWith('held:'));
};

describe('an invoice number created for another PayeeId', () => {
  it('holds the invoice whose PayeeId was corrected, naming the first payee and its instance; --force posts it', async () => {
    const { cwd, sandbox, upload } = await posted();
    const creates = sandbox.stats().createRequests;
    // JAN-0002 was posted for 0000100003; the vendor is corrected to 0000100009, same date and amount.
    editInvoice(cwd, 'JAN-0002', { 0: '0000100009' });
    const again = await upload();
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 3, conflicts: { count: 1 } });
    expect(sandbox.stats().createRequests).toBe(creates);
    expect((await held(cwd, 'JAN-0002')).map((row) => row.detail)).toEqual([
      expect.stringMatching(
        /^held: an invoice with this number, date, amount and currency was created for vendor id 0000100003 \(instance \d+\); if the vendor id was corrected, the first one must be cancelled in the finance system; --force to post anyway$/,
      ),
    ]);
    const forced = await upload('--force');
    expect(JSON.parse(forced.stdout)).toMatchObject({ created: 1, skipped: 2 });
    expect(sandbox.stats().createRequests).toBe(creates + 1);
  });

  it.each([
    ['another amount', { 0: '0000100009', 4: '999.00' }],
    ['another date', { 0: '0000100009', 2: '20250228' }],
    ['another currency', { 0: '0000100009', 3: 'CHF' }],
  ])('posts the same number under another PayeeId with %s: another vendor re-uses the number', async (_what, cells) => {
    const { cwd, sandbox, upload } = await posted();
    const creates = sandbox.stats().createRequests;
    editInvoice(cwd, 'JAN-0002', cells);
    const again = await upload();
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 1, skipped: 2, conflicts: { count: 0 } });
    expect(sandbox.stats().createRequests).toBe(creates + 1);
    expect(await held(cwd, 'JAN-0002')).toEqual([]);
  });

  it('holds the invoice whose PayeeId was corrected while the first is in doubt, saying so; nothing sent', async () => {
    const cwd = makeTempDir('hold-other-payee-doubt');
    const sandbox = await startTestSandbox();
    const upload = () =>
      runCliInProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
        {
          cwd,
        },
      );
    writeUploadInputs(cwd, { count: 1, prefix: 'DBT' });
    // Created, but the gateway's answer says nothing of it: in doubt.
    sandbox.injectNext({ status: 504, route: 'create', afterProcessing: true, body: 'Gateway Timeout' });
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 0, inDoubt: 1 });
    const creates = sandbox.stats().createRequests;
    editInvoice(cwd, 'DBT-0001', { 0: '0000100009' });
    const again = await upload();
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 1, conflicts: { count: 1 } });
    expect(sandbox.stats().createRequests).toBe(creates);
    expect((await held(cwd, 'DBT-0001')).map((row) => row.detail)).toEqual([
      expect.stringMatching(
        /^held: an invoice with this number, date, amount and currency is in doubt for vendor id 0000100002 \(run 1\): it may have been created/,
      ),
    ]);
  });

  it('posts the same number, date and amount under another PayeeId when the first was rejected', async () => {
    const cwd = makeTempDir('hold-other-payee-rejected');
    const sandbox = await startTestSandbox();
    const upload = () =>
      runCliInProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
        {
          cwd,
        },
      );
    writeUploadInputs(cwd, { count: 1, prefix: 'REJ', unknownPayee: [1] });
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 0, rejected: 1 });
    editInvoice(cwd, 'REJ-0001', { 0: '0000100009' });
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 1, conflicts: { count: 0 } });
  });
});
