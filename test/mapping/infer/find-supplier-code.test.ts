/**
 * Where no column holds an id and the supplier's code in the books stands beside its name (one code
 * per name, one name per code), InvoiceId and the grouped layout's key are built from the code and
 * the number, not the name: as church, school-district and small-business payables listings write them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const VENDORS = SANDBOX_ADVERTISERS.slice(0, 4).map((a) => a.advertiserName);

// Each listing's code header and the shape of its codes, for supplier 0 to 3.
const CODES: readonly [string, (vendor: number) => string][] = [
  ['Vendor #', (v) => String(100 + v * 3)],
  ['Vendor ID', (v) => `V${String(2031 + v * 44).padStart(6, '0')}`],
  ['Vendor No.', (v) => `V${1000 + v}`],
  ['Supplier Code', (v) => `SUP-${String(7 + v).padStart(3, '0')}`],
];

interface Listing {
  code: string;
  codeOf: (vendor: number) => string;
  /** Lines per invoice: 1 for a one-row listing. */
  lines: number;
  /** Two codes (two branches) under supplier 0's name. */
  branches?: boolean;
}

/** Nine invoices of four suppliers, each line a row with the invoice's fields repeated. */
function write({ code, codeOf, lines, branches }: Listing): string {
  const rows = [[code, 'Vendor Name', 'Invoice No.', 'Invoice Date', 'Description', 'Amount'].join(';')];
  for (let i = 0; i < 9; i++) {
    const vendor = i % 4;
    const name = branches && vendor === 1 ? VENDORS[0]! : VENDORS[vendor]!;
    for (let k = 0; k < lines; k++)
      rows.push(
        [codeOf(vendor), name, `INV-${200 + i}`, `2024-03-${10 + i}`, `Line ${k + 1}`, `${100 + i * 7 + k}.50`].join(
          ';',
        ),
      );
  }
  const file = join(makeTempDir('supplier-code'), 'payables.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

async function propose(listing: Listing): Promise<{ yaml: string; file: Record<string, Record<string, unknown>> }> {
  const yaml = await inferMapping(write(listing), { advertisers: SANDBOX_ADVERTISERS });
  return { yaml, file: parse(yaml) as Record<string, Record<string, unknown>> };
}

describe('mapping infer with the supplier code beside its name', () => {
  it.each(CODES)('builds the key and InvoiceId of grouped lines from "%s" and the number', async (code, codeOf) => {
    const { yaml, file } = await propose({ code, codeOf, lines: 3 });
    expect(file.layout?.key, yaml).toEqual([code, 'Invoice No.']);
    expect(file.invoice?.InvoiceId, yaml).toEqual({ template: `{${code}}-{Invoice No.}` });
    expect(file.invoice?.PayeeId, yaml).toBe('Vendor Name');
  });

  it.each(CODES)('builds InvoiceId of one-row invoices from "%s" and the number', async (code, codeOf) => {
    const { yaml, file } = await propose({ code, codeOf, lines: 1 });
    expect(file.invoice?.InvoiceId, yaml).toEqual({ template: `{${code}}-{Invoice No.}` });
  });

  it('keeps the name where one name stands for two codes', async () => {
    const [code, codeOf] = CODES[1]!;
    const { yaml, file } = await propose({ code, codeOf, lines: 3, branches: true });
    expect(file.invoice?.InvoiceId, yaml).toEqual({ template: '{Vendor Name}-{Invoice No.}' });
  });
});
