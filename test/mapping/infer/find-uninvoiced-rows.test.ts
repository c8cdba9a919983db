/**
 * A job cost report lists costs not yet invoiced (`ACCRUED`: no voucher, no invoice number, date or
 * total) beside the invoiced ones: the proposal skips them by their status and reads the invoices'
 * key from the invoiced rows. A status whose rows fill the invoice's columns (`OPEN` beside
 * `PAID`, only the payment date blank) is no such status.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  source?: { skipRows?: { column?: string; equals?: string | string[] }[] };
  layout?: { key?: unknown };
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

function report(states: readonly [string, string], blankInvoice: boolean): string {
  const rows = [
    'Status,Job No,Charge Code,Creditor,AP Voucher,Creditor Inv No,Inv Date,Currency,Cost Amount,GST Code,GST Amount,Invoice Total,Paid On',
  ];
  for (let v = 0; v < 12; v++)
    for (let l = 0; l < 3; l++)
      rows.push(
        `${states[0]},SEA24003${10 + v},FRT,Carrier ${v % 4},AP24-${2201 + v},${138 + v}/24,${10 + v}-Jan-24,SGD,100.00,SR,9.00,327.00,2${v}-Feb-24`,
      );
  for (let a = 0; a < 4; a++)
    rows.push(
      blankInvoice
        ? `${states[1]},SEA24003${10 + a},WHS,Carrier ${a},,,,SGD,180.00,SR,16.20,,`
        : `${states[1]},SEA24003${10 + a},WHS,Carrier ${a},AP24-${2301 + a},${238 + a}/24,${12 + a}-Jan-24,SGD,180.00,SR,16.20,196.20,`,
    );
  const file = join(makeTempDir('uninvoiced-rows'), 'job_cost_report.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer on costs not yet invoiced beside invoiced ones', () => {
  it('skips the accrued rows by their status, the job as CostObject and the GST code as TaxCode', async () => {
    const yaml = await inferMapping(report(['POSTED', 'ACCRUED'], true));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.source?.skipRows, yaml).toContainEqual(
      expect.objectContaining({ column: 'Status', equals: 'ACCRUED' }),
    );
    expect(proposal.items?.CostObject, yaml).toBe('Job No');
    expect(proposal.items?.TaxCode, yaml).toBe('GST Code');
  });

  it('skips nothing where the rows of the other status fill the invoice columns', async () => {
    const yaml = await inferMapping(report(['PAID', 'OPEN'], false));
    const skips = (parse(yaml) as Proposal).source?.skipRows ?? [];
    expect(
      skips.filter((s) => s.column === 'Status'),
      yaml,
    ).toEqual([]);
  });
});
