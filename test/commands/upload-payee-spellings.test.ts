/**
 * One invoice whose PayeeId is written `0000100001` in one upload and `100001` in the next (a
 * spreadsheet re-saved as CSV drops the leading zeros) is one bill to one vendor: the second upload
 * must not post it again. Real CLI runs upload to a real sandbox on loopback.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { openJournal } from '../../src/journal/open-journal.js';

function writeInvoice(cwd: string, payeeId: string): void {
  writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING.replace('{Vendor}-{Number}', '{Number}'));
  writeFileSync(
    join(cwd, 'invoices.csv'),
    `Vendor,Number,Date,Currency,Total,Net,Tax\n${payeeId},INV-1,20250131,EUR,11.19,10.00,1.19\n`,
  );
}

async function journalRows(cwd: string) {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    return await journal.lists.listInvoices({ limit: -1 });
  } finally {
    await journal.close();
  }
}

describe('a PayeeId written with and without its leading zeros', () => {
  it.each([
    ['bare', '0000100001', '100001'],
    ['numeric-ids', '100001', '0000100001'],
  ] as const)(
    'is not posted twice (%s list: %s, then %s)',
    async (shape, first, second) => {
      const cwd = makeTempDir('upload-payee-spellings');
      const sandbox = await startTestSandbox({ advertiserShape: shape });
      const upload = () =>
        runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], {
          cwd,
        });
      writeInvoice(cwd, first);
      expect((await upload()).code).toBe(0);
      writeInvoice(cwd, second);
      await upload();
      expect(sandbox.stats().createRequests).toBe(1);
      const rows = (await journalRows(cwd)).sort((a, b) => a.id - b.id);
      expect(rows.map((row) => [row.payeeId, row.state])).toEqual([
        [first, 'created'],
        [second, 'skipped'],
      ]);
      expect(rows[1]?.detail).toContain(`created for vendor id ${first}`);
    },
    120_000,
  );
});
