/**
 * The Coupa sample whose Tax rows `taxRows` folds into their lines, end to end: validate finds
 * every invoice valid and upload posts each once to a sandbox, credit memo negative.
 */
import { describe, expect, it } from 'vitest';
import { cliInFolder, copySampleFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
const SAMPLE = 'coupa-tax-rows.csv';
const MAPPING = 'coupa-tax-rows.yaml';

describe('samples/coupa-tax-rows.csv through the CLI', () => {
  it('validates 6 of 6 and posts each invoice once with its gross amount', async () => {
    const dir = copySampleFolder('coupa-tax-rows-cli', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);
    const validate = await run(['validate', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(validate.code, validate.stderr).toBe(0);
    expect(JSON.parse(validate.stdout)).toMatchObject({ invoices: 6, valid: 6, problems: [] });
    const upload = await run(['upload', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(upload.code, upload.stderr).toBe(0);
    const posted = sandbox.instances().map((i) => [i.invoiceNumber, i.amount, i.currency]);
    expect(posted.sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
      ['CM-C-0042', '-324.0000', 'USD'],
      ['INV-C-1001', '1321.0000', 'USD'],
      ['INV-C-1002', '432.4300', 'USD'],
      ['INV-C-1003', '5450.0000', 'USD'],
      ['INV-C-1004', '1190.0000', 'EUR'],
      ['INV-C-1005', '750.0000', 'USD'],
    ]);
  }, 90_000);
});
