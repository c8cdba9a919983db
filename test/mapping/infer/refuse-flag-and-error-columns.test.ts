/**
 * `mapping infer` on a Google Sheets export (the trial's AP register): a checkbox column
 * `Approved` (TRUE/FALSE) is not proposed as Authorizer, however close the header is to
 * "approver", and a column whose every value is a spreadsheet error (`#REF!` of an IMPORTRANGE
 * that lost its access) is not proposed at all; both are named in the notes instead.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const HEADER =
  'Vendor No.,Vendor Name,Invoice No.,Invoice Date,Curr.,Net,VAT,Gross,GL Account,Cost Center,Description,Approved,Budget';

/** The register with the flag and budget columns as each program writes them. */
function register(flags: readonly string[], budget: string): string {
  const rows = [HEADER];
  for (let k = 0; k < 8; k++) {
    const net = 100 + k * 10;
    const vat = net * 0.19;
    const amounts = [net, vat, net + vat].map((n) => n.toFixed(2));
    rows.push(
      [
        `10000${k}`,
        `Vendor ${k}`,
        `GSC-20${k}`,
        `2024-01-${String(k + 10)}`,
        'EUR',
        ...amounts,
        '610100',
        'CC2000',
        'Media buy',
        flags[k % flags.length],
        budget,
      ].join(','),
    );
  }
  const file = join(makeTempDir('infer-flags'), 'register.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer on checkbox and error columns', () => {
  it.each([
    ['Google Sheets checkboxes', ['TRUE', 'FALSE'], '#REF!'],
    ['LibreOffice booleans', ['TRUE', 'FALSE', 'TRUE'], 'Err:502'],
    ['Excel yes/no', ['Yes', 'No'], '#N/A'],
  ])('%s: neither column is proposed', async (_, flags, error) => {
    const yaml = await inferMapping(register(flags, error));
    const proposal = parse(yaml) as { invoice: Record<string, unknown>; items?: Record<string, unknown> };
    expect(proposal.invoice['Authorizer']).toBeUndefined();
    expect(Object.values({ ...proposal.invoice, ...proposal.items })).not.toContain('Budget');
    expect(Object.values({ ...proposal.invoice, ...proposal.items })).not.toContain('Approved');
    expect(yaml).toContain('"Budget" was not proposed as BudgetName: BudgetName needs values, not spreadsheet errors');
  });
});
