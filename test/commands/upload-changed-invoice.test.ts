/**
 * Re-uploads of invoices changed one way each, against a sandbox: each held one's Message says what
 * differs, a vendor cell written otherwise is the same invoice, and the totals show held amounts
 * apart from created and already created, alike on screen, in --json and in the workbook.
 */
import { describe, expect, it } from 'vitest';
import { readBook } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import {
  A1,
  A1_CHANGED,
  A2,
  B1,
  lastRunDetails,
  lastRunRows,
  uploadArgs,
  writeInvoices,
} from './grouped-invoice-inputs.js';

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
          `^a different invoice with the same PayeeId and Invoice_Number was created as instance \\d+ on [\\d-]+ \\(run \\d+\\): ${what}\\. NOT POSTED`,
        ),
      );
    expect(Object.fromEntries(details)).toEqual({
      'D-1': expect.stringMatching(/^created by an earlier upload \(run \d+ on .*\) as instance \d+/),
      'D-2': held('date 2026-11-01 -> 2026-11-02'),
      'D-3': held('line 1 description "x" -> "changed text"'),
      'D-4': held('amount 119\\.00 -> 238\\.00, line 1 amount 100\\.00 -> 200\\.00, line 1 tax 19\\.00 -> 38\\.00'),
      // The vendor cell written with its leading zeros changes only the InvoiceId built from it.
      'D-5': expect.stringMatching(/^created by an earlier upload \(run \d+ on .*\) as instance \d+/),
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
      EUR: {
        source: '535.5000',
        created: '0.0000',
        skipped: '297.5000',
        held: '238.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '0.0000',
      },
    });
    const summary = await summaryOf(report.results);
    expect(summary.get('Status')![0]).toMatch(/^nothing posted: 1 invoice\(s\) held/);
    // Held is an outcome of its own: not among the skipped ones, which were created before as they are.
    expect(summary.get('skipped')).toEqual([2]);
    expect(summary.get('held: differs')).toEqual([1]);
    expect(summary.get('Currency')).toEqual([
      'In the file',
      'Created now',
      'Already created or skipped',
      'Held (differs, not posted)',
      'In doubt',
      'Resolved (not created)',
      'Not created',
    ]);
    // In the file = created + already created + held + in doubt + resolved + not created: 535.50 = 0 + 297.50 + 238 + 0 + 0 + 0.
    expect(summary.get('EUR')).toEqual([535.5, 0, 297.5, 238, 0, 0, 0]);
    expect(summary.get('Held: what to do')![0]).toMatch(/^Held invoices were NOT POSTED/);

    const results = (await readBook(report.results)).getWorksheet('Results')!;
    // Columns no invoice fills (Vendor, Due date, Sheet) are left out: find the number by its header.
    const headers = results.getRow(1).values as unknown[];
    const numberColumn = headers.indexOf('Invoice number');
    expect(numberColumn).toBeGreaterThan(0);
    const outcomes = new Map<string, unknown>();
    const totals: unknown[] = [];
    results.eachRow((row, n) => {
      // A total's label sits beside its amount, wherever the Amount column is.
      const label = (row.values as unknown[]).find((value) => typeof value === 'string' && value.startsWith('Total'));
      if (typeof label === 'string') totals.push(label);
      else if (n > 1) outcomes.set(String(row.getCell(numberColumn).value), row.getCell(1).value);
    });
    // The totals say what they add, the held part apart (none was created now, nothing else is left).
    expect(totals).toEqual([
      'Total: in the file',
      'Total: created now',
      'Total: already created or skipped',
      'Total: held (differs, not posted)',
    ]);
    expect(Object.fromEntries(outcomes)).toEqual({ 'A-1': 'held: differs', 'A-2': 'skipped', 'B-1': 'skipped' });

    const screen = await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(screen.code).toBe(1);
    expect(screen.stdout).toMatch(/^ {2}skipped +2$/m);
    expect(screen.stdout).toMatch(/^ {2}held: differs +1$/m);
    // The run's last progress line says so too: a run that held an invoice does not read as a clean one;
    // below it, the exit's reason line.
    const lines = screen.stderr.trim().split('\n');
    expect(lines.at(-2)).toMatch(/ 3\/3 \(100%\), created 0, skipped 2, held: differs 1, /);
    expect(lines.at(-1)).toMatch(/^invoice-batch: upload: /);
    expect(screen.stdout).toMatch(
      /Control totals +in the file +created now +already created or skipped +held \(differs, not posted\)\n +EUR +535\.50 +0\.00 +297\.50 +238\.00\n/,
    );
    expect(screen.stdout).toContain('1 invoice(s) are held: differs. Held invoices were NOT POSTED');
  });
});
