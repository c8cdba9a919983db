/**
 * Errors whose message has several lines (a mapping or config file with several problems) are
 * printed as lines through the compiled CLI (build first: npx tsc -p .), not with literal \n.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from './helpers/run-cli.js';
import { makeTempDir } from './helpers/temp-dir.js';

const CSV = 'Vendor,Number,Date,Cur,Amount\n0000100001,A-1,2024-01-31,EUR,10.00\n';

const MAPPING_TWO_UNKNOWN_KEYS = `source:
  type: csv
layout:
  type: one-row
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  payeeid: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Cur
  invoice_amount: Amount
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Amount
`;

const CONFIG_TWO_UNKNOWN_KEYS =
  'jornal: j.sqlite\nprofiles:\n  night:\n    baseUrl: http://127.0.0.1:1\n    concurency: 2\n';

describe('a message of several lines', () => {
  it.each([
    ['a mapping with two unknown keys (ConfigError)', 'mapping'],
    ['a config file with two unknown keys (ConfigError)', 'config'],
  ])('%s is printed one problem a line, exit 2', async (_name, kind) => {
    const dir = makeTempDir('message-lines');
    writeFileSync(join(dir, 'in.csv'), CSV);
    writeFileSync(join(dir, 'm.yaml'), MAPPING_TWO_UNKNOWN_KEYS);
    writeFileSync(join(dir, 'c.yaml'), CONFIG_TWO_UNKNOWN_KEYS);
    const args =
      kind === 'mapping'
        ? ['validate', 'in.csv', '--mapping', 'm.yaml']
        : ['validate', 'in.csv', '--mapping', 'm.yaml', '--config', 'c.yaml', '--profile', 'night'];
    const result = await runCliProcess(args, { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('\\n');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^invoice-batch: /);
    expect(lines[1]).toMatch(/^ {2}\S+\.yaml:\d+:\d+: /);
  });
});
