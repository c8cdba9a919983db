/**
 * Re-uploading a file after one invoice changed (the amount of A-1 from 119.00 to 238.00), against
 * a back-end that books a second invoice of the same PayeeId and Invoice_Number (`booksDuplicates`,
 * as one without a duplicate check does): the change is held, and `--force` posts that one invoice,
 * never the unchanged ones already created, however often it is given.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { readBook } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** The trial's grouped CSV mapping: InvoiceId built from the vendor cell as written, PayeeId padded. */
const GROUPED_MAPPING = `source:
  type: csv
  delimiter: ","
  dateFormats: [YYYY-MM-DD]
layout:
  type: grouped
  key: [Vendor, InvNo]
invoice:
  InvoiceId: { template: "{Vendor}-{InvNo}" }
  PayeeId: { column: Vendor, transform: { pad: 10 } }
  Invoice_Number: InvNo
  Invoice_Date: Date
  CurrencyCode: { value: EUR }
  Invoice_Amount: Total
  Invoice_Status: { value: Posted }
items:
  Line_Number: Line
  Description: Desc
  Amount: Net
  Tax: Tax
checks:
  sumLines: gross
`;

const HEADER = 'Vendor,InvNo,Date,Total,Line,Desc,Net,Tax';
const A1 = '100001,A-1,2026-11-01,119.00,1,x,100.00,19.00';
const A2 = '100001,A-2,2026-11-02,238.00,1,x,200.00,38.00';
const B1 = '100002,B-1,2026-11-03,59.50,1,x,50.00,9.50';
const A1_CHANGED = '100001,A-1,2026-11-01,238.00,1,x,200.00,38.00';

/** A folder with the mapping and `inv.csv` of these lines. */
function writeInvoices(cwd: string, lines: readonly string[]): void {
  writeFileSync(join(cwd, 'm.yaml'), GROUPED_MAPPING);
  writeFileSync(join(cwd, 'inv.csv'), `${[HEADER, ...lines].join('\n')}\n`);
}

const uploadArgs = (sandbox: TestSandbox, ...more: string[]) => [
  'upload',
  'inv.csv',
  '--mapping',
  'm.yaml',
  '--base-url',
  sandbox.baseUrl,
  ...more,
];

interface UploadJson {
  created: number;
  skipped: number;
}

describe('upload --force after an invoice changed', () => {
  it('posts the changed invoice once and never the unchanged ones, on a back-end that books duplicates', async () => {
    const cwd = makeTempDir('upload-force');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    const upload = async (...more: string[]) => {
      const result = await runCliInProcess(uploadArgs(sandbox, '--json', ...more), { cwd });
      return JSON.parse(result.stdout) as UploadJson;
    };
    writeInvoices(cwd, [A1, A2, B1]);
    expect(await upload()).toMatchObject({ created: 3 });
    expect(sandbox.stats().createRequests).toBe(3);

    writeInvoices(cwd, [A1_CHANGED, A2, B1]);
    expect(await upload()).toMatchObject({ created: 0 });
    expect(sandbox.stats().createRequests).toBe(3);

    // What the user meant: the changed A-1 is booked as well; A-2 and B-1 are not booked again.
    expect(await upload('--force')).toMatchObject({ created: 1, skipped: 2 });
    expect(sandbox.stats().createRequests).toBe(4);
    expect(sandbox.instances().map((i) => `${i.invoiceNumber} ${i.amount}`)).toEqual([
      'A-1 119.0000',
      'A-2 238.0000',
      'B-1 59.5000',
      'A-1 238.0000',
    ]);

    // Everything in the file is now created as it is: --force again posts nothing.
    expect(await upload('--force')).toMatchObject({ created: 0, skipped: 3 });
    expect(sandbox.stats().createRequests).toBe(4);
  });
});

/** The journal's rows of the newest run. */
async function lastRunRows(cwd: string): Promise<InvoiceRow[]> {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    const rows = await journal.lists.listInvoices({ limit: -1 });
    const last = Math.max(...rows.map((row) => row.runId));
    return rows.filter((row) => row.runId === last);
  } finally {
    await journal.close();
  }
}

/** The journal's detail of each invoice of the newest run, by Invoice_Number. */
async function lastRunDetails(cwd: string): Promise<Map<string, string>> {
  return new Map((await lastRunRows(cwd)).map((row) => [row.invoiceNumber!, row.detail ?? '']));
}

describe('an invoice uploaded again with a change', () => {
  it('is held with what differs, and the same invoice written otherwise is skipped as already created', async () => {
    const cwd = makeTempDir('upload-changed');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    const line = (number: string, rest = '2026-11-01,119.00,1,x,100.00,19.00', vendor = '100001') =>
      `${vendor},${number},${rest}`;
    writeInvoices(
      cwd,
      ['D-1', 'D-2', 'D-3', 'D-4', 'D-5', 'D-6'].map((n) => line(n)),
    );
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(sandbox.stats().createRequests).toBe(6);

    writeInvoices(cwd, [
      line('D-1', '2026-11-01,119,1,x,100,19'),
      line('D-2', '2026-11-02,119.00,1,x,100.00,19.00'),
      line('D-3', '2026-11-01,119.00,1,changed text,100.00,19.00'),
      line('D-4', '2026-11-01,238.00,1,x,200.00,38.00'),
      line('D-5', undefined, '0000100001'),
      line('D-6', '2026-11-01,119.00,1,x,50.00,9.50'),
      line('D-6', '2026-11-01,119.00,2,y,50.00,9.50'),
    ]);
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(sandbox.stats().createRequests).toBe(6);
    const details = await lastRunDetails(cwd);
    const held = (what: string) =>
      expect.stringMatching(
        new RegExp(
          `^a different invoice with the same PayeeId and Invoice_Number was created as instance \\d+ on [\\d-]+: ${what}\\. NOT POSTED`,
        ),
      );
    expect(Object.fromEntries(details)).toEqual({
      'D-1': expect.stringMatching(/^already created as instance \d+ on /),
      'D-2': held('date 2026-11-01 -> 2026-11-02'),
      'D-3': held('line 1 description "x" -> "changed text"'),
      'D-4': held('amount 119\\.00 -> 238\\.00, line 1 amount 100\\.00 -> 200\\.00, line 1 tax 19\\.00 -> 38\\.00'),
      // The vendor cell written with its leading zeros changes only the InvoiceId built from it.
      'D-5': expect.stringMatching(/^already created as instance \d+ on /),
      'D-6': held('lines 1 -> 2'),
    });
    // A held invoice is not the instance created under its key: it does not carry that instance's id.
    const instances = new Map((await lastRunRows(cwd)).map((row) => [row.invoiceNumber!, row.instanceId]));
    expect(instances.get('D-1')).toMatch(/^\d{10}$/);
    expect(instances.get('D-5')).toMatch(/^\d{10}$/);
    for (const number of ['D-2', 'D-3', 'D-4', 'D-6']) expect(instances.get(number), number).toBeNull();
  });
});

/** The Summary sheet's rows by their first cell: the values after it. */
async function summaryOf(file: string): Promise<Map<string, unknown[]>> {
  const sheet = (await readBook(file)).getWorksheet('Summary')!;
  const rows = new Map<string, unknown[]>();
  sheet.eachRow((row) => {
    const [label, ...values] = (row.values as unknown[]).slice(1);
    if (typeof label === 'string') rows.set(label, values);
  });
  return rows;
}

describe('the totals of an upload that holds a changed invoice', () => {
  it('show its amount as held, apart from created and already created, alike on screen, in --json and in the workbook', async () => {
    const cwd = makeTempDir('upload-held-totals');
    const sandbox = await startTestSandbox();
    writeInvoices(cwd, [A1, A2, B1]);
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    writeInvoices(cwd, [A1_CHANGED, A2, B1]);

    const json = await runCliInProcess(uploadArgs(sandbox, '--json'), { cwd });
    const report = JSON.parse(json.stdout) as { totals: Record<string, object>; results: string };
    expect(report.totals).toEqual({
      EUR: { source: '535.5000', created: '0.0000', inDoubt: '0.0000', held: '238.0000' },
    });
    const summary = await summaryOf(report.results);
    expect(summary.get('Status')![0]).toMatch(/^nothing posted: 1 invoice\(s\) held/);
    expect(summary.get('  of which held: differs, NOT POSTED')).toEqual([1]);
    expect(summary.get('Currency')).toEqual([
      'In the file',
      'Created now',
      'Already created (skipped)',
      'Held: differs (not posted)',
      'In doubt',
      'Not created',
    ]);
    // In the file = created + already created + held + in doubt + not created: 535.50 = 0 + 297.50 + 238 + 0 + 0.
    expect(summary.get('EUR')).toEqual([535.5, 0, 297.5, 238, 0, 0]);
    expect(summary.get('Held: what to do')![0]).toMatch(/^Held invoices were NOT POSTED/);

    const screen = await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(screen.stdout).toMatch(/^ {4}1 of which held: differs, NOT POSTED$/m);
    expect(screen.stdout).toMatch(
      /Control totals +in the file +created +held: differs \(not posted\)\n +EUR +535\.50 +0\.00 +238\.00/,
    );
    expect(screen.stdout).toContain('1 of the skipped invoice(s) are held. Held invoices were NOT POSTED');
  });
});

describe('upload --force of a changed invoice against a back-end that refuses duplicates', () => {
  it('records the refusal as about the invoice this journal created, with its run, instance and amount', async () => {
    const cwd = makeTempDir('upload-force-refused');
    const sandbox = await startTestSandbox();
    writeInvoices(cwd, [A1, A2, B1]);
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    const first = sandbox.instances().find((i) => i.invoiceNumber === 'A-1')!;
    writeInvoices(cwd, [A1_CHANGED, A2, B1]);
    await runCliInProcess(uploadArgs(sandbox), { cwd });

    const forced = await runCliInProcess(uploadArgs(sandbox, '--force'), { cwd });
    expect(forced.code).not.toBe(0);
    expect(sandbox.stats()).toMatchObject({ createRequests: 4, created: 3 });
    const details = await lastRunDetails(cwd);
    expect(details.get('A-1')).toMatch(
      new RegExp(
        `^refused as a duplicate: the finance system keeps the invoice run 1 created as instance ${first.instanceId} on [\\d-]+, amount 119\\.00 EUR, and a changed invoice is not posted`,
      ),
    );
    expect(details.get('A-1')).not.toContain('no record of creating it');
  });
});

describe('upload --force of a number posted before in another case', () => {
  it('posts it when it is another invoice, and never when it is the same invoice written otherwise', async () => {
    const cwd = makeTempDir('upload-force-near');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    writeInvoices(cwd, ['100001,a-1,2026-11-01,119.00,1,x,100.00,19.00']);
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(sandbox.stats().createRequests).toBe(1);

    writeInvoices(cwd, ['100001,A-1,2026-11-01,119.00,1,x,100.00,19.00']);
    await runCliInProcess(uploadArgs(sandbox, '--force'), { cwd });
    expect(sandbox.stats().createRequests).toBe(1);
    expect((await lastRunDetails(cwd)).get('A-1')).toMatch(
      /^not sent, even with --force: the same invoice was posted before as a-1 in run 1/,
    );

    writeInvoices(cwd, ['100001,A-1,2026-11-05,59.50,1,y,50.00,9.50']);
    await runCliInProcess(uploadArgs(sandbox, '--force'), { cwd });
    expect(sandbox.stats().createRequests).toBe(2);
  });
});
