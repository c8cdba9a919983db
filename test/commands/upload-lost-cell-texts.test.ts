/**
 * `upload` of a database export writing NULL and of a PowerShell 5.1 ASCII export: the invoices
 * with such a cell are not posted (a problem at the cell, as `validate` shows), the others are, and
 * nothing posted holds the word NULL or the replaced letters. With `source.nullText` the NULL cells
 * read as empty and those invoices are posted without them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordCreates } from '../helpers/record-creates.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MAPPING = `
source:
  delimiter: "\\t"
invoice:
  InvoiceId: { template: "{Vendor}-{Invoice}" }
  PayeeId: Vendor
  Invoice_Number: Invoice
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Amount
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Amount
  Description: Description
vendorName: Vendor Name
`;

/** As SSMS's "Save results as" writes a query's results: tab-separated, CRLF, NULL for an empty value. */
const SSMS = [
  'Vendor\tVendor Name\tInvoice\tDate\tCurrency\tAmount\tDescription',
  '0000100004\tNull Ltd\tW-1001\t2024-03-15\tEUR\t1234.50\tPublicité été',
  '0000100005\tMüller & Söhne GmbH\tW-1002\t2024-03-16\tEUR\t2000.00\tNULL',
  '0000100006\tOrsted A/S\tW-1003\t2024-03-17\tEUR\t99.99\tM?ller Kaffee',
]
  .map((line) => `${line}\r\n`)
  .join('');

async function upload(mapping: string) {
  const cwd = makeTempDir('ib-lost-cell-texts');
  const sandbox = await startTestSandbox();
  const recorder = await recordCreates(sandbox.baseUrl);
  writeFileSync(join(cwd, 'mapping.yaml'), mapping);
  writeFileSync(join(cwd, 'results.txt'), SSMS);
  const common = ['results.txt', '--mapping', 'mapping.yaml', '--journal', join(cwd, 'j.sqlite'), '--out', 'out'];
  const env = withSandboxKey();
  const validate = await runCliInProcess(['validate', ...common], { cwd, env });
  const result = await runCliInProcess(['upload', ...common, '--base-url', recorder.baseUrl, '--partial'], {
    cwd,
    env,
  });
  return { validate, result, bodies: recorder.bodies };
}

describe('upload of cells a database or an old export wrote', () => {
  it('posts neither NULL nor lost letters, and says where they are', async () => {
    const { validate, result, bodies } = await upload(MAPPING);
    expect(validate.stdout + validate.stderr).toContain(
      'row 3, column "Description": reads NULL, the empty value a database export writes',
    );
    expect(validate.stdout + validate.stderr).toContain('row 4, column "Description": holds ? where letters were');
    expect(result.stdout).toMatch(/invalid\s+2\n/);
    expect(bodies.map((body) => body.Invoice_Number)).toEqual(['W-1001']);
    expect(JSON.stringify(bodies)).not.toMatch(/NULL|M\?ller/);
  });

  it('posts a NULL cell as empty where source.nullText lists it', async () => {
    const { result, bodies } = await upload(MAPPING.replace('source:\n', 'source:\n  nullText: [NULL]\n'));
    expect(result.stdout + result.stderr).not.toContain('reads NULL');
    expect(bodies.map((body) => body.Invoice_Number)).toEqual(['W-1001', 'W-1002']);
    const lines = bodies[1]!.InvoiceItems as Record<string, unknown>[];
    expect(lines[0]!.Description).toBeUndefined();
    expect(lines[0]!.Amount).toBe('2000.0000');
  });
});
