/**
 * The QuickBooks "Transaction List by Vendor" sample through the compiled CLI (`npx tsc -p .`
 * first) and a sandbox: the vendor of each bill comes from the heading row above it, every row
 * that is not a bill is skipped and counted by its rule, and every bill is posted once with the
 * vendor, number and amount this test reads from the workbook itself.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { cliInFolder, copySampleFolder, repoFile as root } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
const SAMPLE = 'quickbooks-vendor-report.xlsx';
const MAPPING = 'quickbooks-vendor-report.yaml';

interface Expected {
  bills: { number: string; payeeId: string; amount: string }[];
  counts: Record<string, number>;
}

/** What a person reading the report sees: each vendor heading, its bills, and the other rows by kind. */
async function readReport(): Promise<Expected> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(root(`samples/${SAMPLE}`));
  const ws = wb.worksheets[0]!;
  const ids = new Map(SANDBOX_ADVERTISERS.map((a) => [a.advertiserName, a.id]));
  const counts: Record<string, number> = {};
  const add = (kind: string) => (counts[kind] = (counts[kind] ?? 0) + 1);
  const bills: Expected['bills'] = [];
  let vendor = '';
  ws.eachRow((row, n) => {
    if (n <= 5) return;
    const a = String(row.getCell(1).value ?? '');
    const type = String(row.getCell(3).value ?? '');
    if (a.startsWith('Total for ')) add('subtotal');
    else if (a === 'TOTAL') add('total');
    else if (a.startsWith('Accrual Basis')) add('footer');
    else if (a !== '') {
      vendor = a;
      add('heading Vendor');
    } else if (type.startsWith('Bill Payment')) add('payment');
    else if (type === 'Bill') {
      const amount = (row.getCell(9).value as number).toFixed(2);
      bills.push({ number: String(row.getCell(4).value), payeeId: ids.get(vendor)!, amount: `${amount}00` });
    }
  });
  return { bills, counts };
}

describe('a QuickBooks Transaction List by Vendor', () => {
  it('validates every bill with the vendor of its heading, counts the skipped rows by rule, and posts each once', async () => {
    const expected = await readReport();
    expect(expected.bills).toHaveLength(38);
    const dir = copySampleFolder('qb-report', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    // validate checks names against the list of the system the settings name, as upload does.
    const run = cliInFolder(dir, sandbox.baseUrl);
    expect((await run(['advertisers', '--refresh'])).code).toBe(0);

    const validate = await run(['validate', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(validate.stderr).toBe('');
    const validation = JSON.parse(validate.stdout) as Record<string, unknown>;
    expect(validation).toMatchObject({ invoices: 38, valid: 38, invalid: 0, problems: [] });
    expect(validation.totals).toEqual({ USD: '448067.3300' });
    const skipped = validation.skippedRows as { rule: string; rows: number }[];
    expect(Object.fromEntries(skipped.map((s) => [s.rule, s.rows]))).toEqual(expected.counts);

    const text = await run(['validate', SAMPLE, '--mapping', MAPPING, '--no-workbook']);
    const total = Object.values(expected.counts).reduce((a, b) => a + b, 0);
    expect(text.stdout).toContain(`rows left out by the mapping  ${total}\n`);
    expect(text.stdout).toContain(`    ${expected.counts.subtotal}  subtotal\n`);

    const upload = await run(['upload', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(upload.stderr).toBe('');
    expect(upload.code).toBe(0);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 38, invalid: 0 });
    const posted = sandbox.instances().map((i) => ({ number: i.invoiceNumber, payeeId: i.payeeId, amount: i.amount }));
    const byNumber = (x: { number: string }, y: { number: string }) => x.number.localeCompare(y.number);
    expect(posted.sort(byNumber)).toEqual([...expected.bills].sort(byNumber));
  });
});
