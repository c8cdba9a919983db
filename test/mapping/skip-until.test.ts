/**
 * A skip rule with `until` leaves out a run of rows: from a section's end mark through its next
 * start mark, so the sections between (returns in the same columns) are never read as invoices and
 * the section written again later is. Each row of the run is counted under the rule.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const READ = { knownAdvertisers: [], knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };
const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';
const row = (vendor: string, number: string) => `${vendor},${number},2024-03-01,SGD,109.00,100.00,9.00`;

function sections(): string {
  const file = join(makeTempDir('skip-until'), 'sections.csv');
  const lines = [
    'PurchasesStart,,,,,,',
    HEADER,
    row('Alpha Pte', 'A-1'),
    row('Beta Pte', 'B-7'),
    'PurchasesEnd,,,,,,',
    'ReturnsStart,,,,,,',
    HEADER,
    row('Alpha Pte', 'CN-1'),
    'ReturnsEnd,,,,,,',
    'PurchasesStart,,,,,,',
    row('Gamma Pte', 'G-3'),
    'PurchasesEnd,,,,,,',
    'ReturnsStart,,,,,,',
    row('Beta Pte', 'CN-2'),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function numbersRead(until: string): Promise<string[]> {
  const yaml = `source:
  type: csv
  headerRow: 2
  skipRows:
    - { name: section, column: Vendor, matches: "^PurchasesEnd$"${until} }
${ONE_ROW_MAPPING}`;
  const mapping = await parseMapping(yaml, 'sections.yaml');
  const read: string[] = [];
  for await (const invoice of readInvoices(sections(), mapping, READ))
    if (invoice.problems.length === 0) read.push(String(invoice.draft.Invoice_Number));
  return read;
}

describe('a skip rule with until', () => {
  it('skips from the end mark through the next start mark, and reads the section written again', async () => {
    expect(await numbersRead(', until: "^PurchasesStart$"')).toEqual(['A-1', 'B-7', 'G-3']);
  });

  it('without until, skips only the rows it matches: the returns are read', async () => {
    expect(await numbersRead('')).toEqual(expect.arrayContaining(['CN-1', 'CN-2']));
  });

  it('refuses an until that is no regular expression, naming it', async () => {
    await expect(
      parseMapping(
        `source:\n  skipRows:\n    - { column: Vendor, matches: "^End$", until: "(" }\n${ONE_ROW_MAPPING}`,
        'bad.yaml',
      ),
    ).rejects.toThrow(/until/);
  });
});
