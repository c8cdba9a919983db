/**
 * An old amount kept in a hidden column under the same header as the amount the sheet shows, end
 * to end through the compiled CLI (build first: npx tsc -p .) against a sandbox: nothing is posted
 * until the mapping names the column to read, and then only the value the sheet shows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { recordCreates } from '../helpers/record-creates.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';

/** Column E "Total" hidden with the old 110.00, column H "Total" shown with 119.00. */
async function writeInvoices(cwd: string): Promise<void> {
  await writeWorkbook(join(cwd, 'invoices.xlsx'), (workbook) => {
    const sheet = workbook.addWorksheet('Invoices');
    sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Total']);
    sheet.addRow(['0000100001', 'HC-1', '2025-01-05', 'EUR', 110, 100, 19, 119]);
    sheet.getColumn(5).hidden = true;
  });
}

describe('upload of a sheet with an old amount in a hidden column of the same header', () => {
  it('posts nothing and says which columns and how to pick one; posts the shown amount once the mapping picks it', async () => {
    const cwd = makeTempDir('hidden-column-upload');
    await writeInvoices(cwd);
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    const sandbox = await startTestSandbox();
    const relay = await recordCreates(sandbox.baseUrl);
    const args = ['upload', 'invoices.xlsx', '--mapping', 'mapping.yaml', '--base-url', relay.baseUrl];

    const refused = await runCliProcess(args, { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'is the header of 2 columns of row 1: E (hidden) and H; name the one to read by its letter (e.g. { letter: H })',
    );
    expect(relay.bodies).toEqual([]);

    writeFileSync(
      join(cwd, 'picked.yaml'),
      ONE_ROW_MAPPING.replace('Invoice_Amount: Total', 'Invoice_Amount: { letter: H }'),
    );
    const posted = await runCliProcess([...args.slice(0, 3), 'picked.yaml', ...args.slice(4)], { cwd });
    expect(posted.code, posted.stderr).toBe(0);
    expect(relay.bodies.map((body) => body.Invoice_Amount)).toEqual(['119.0000']);
    expect(sandbox.stats().createRequests).toBe(1);
  });
});
