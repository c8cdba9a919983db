/**
 * A back-end whose list names one company twice (the sandbox's --advertiser-duplicates): the
 * advertisers command says how many names are held twice and marks them in every format, and a
 * PayeeId written as such a name is refused at its cell naming both ids.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('duplicate advertiser names', () => {
  it('are counted by advertisers, marked in its lists, and refused as PayeeId names', async () => {
    const dir = makeTempDir('adv-dups');
    const sandbox = await startTestSandbox({ advertiserDuplicates: true });
    const journal = join(dir, 'journal.sqlite');
    const common = ['--base-url', sandbox.baseUrl, '--journal', journal];

    const refresh = await runCliInProcess(['advertisers', '--refresh', '--json', ...common], { cwd: dir });
    expect([refresh.code, refresh.stderr]).toEqual([0, '']);
    const json = JSON.parse(refresh.stdout) as {
      advertisers: { id: string; sameNameAs?: string[] }[];
      duplicateNames: { name: string; ids: string[] }[];
    };
    // The advertiser listed twice is one advertiser: 40 + 2.
    expect(json.advertisers).toHaveLength(42);
    expect(json.duplicateNames).toEqual([
      { name: 'Müller & Söhne GmbH', ids: ['0000100001', '0000100041'] },
      { name: 'Northwind Traders Ltd.', ids: ['0000100028', '0000100042'] },
    ]);
    expect(json.advertisers.find((a) => a.id === '0000100041')?.sameNameAs).toEqual(['0000100001']);
    expect(json.advertisers.find((a) => a.id === '0000100002')).not.toHaveProperty('sameNameAs');

    const table = await runCliInProcess(['advertisers', ...common], { cwd: dir });
    expect(table.stdout).toContain('0000100001  Müller & Söhne GmbH  (same name as 0000100041)');
    expect(table.stdout).toContain('2 names are held by more than one advertiser');

    const files = await runCliInProcess(['advertisers', '--out', 'list.csv', ...common], { cwd: dir });
    expect(files.stdout).toContain('2 names are held by more than one advertiser');
    const csv = readFileSync(join(dir, 'list.csv'), 'utf8').split('\r\n');
    expect(csv[0]).toBe('\uFEFFid,advertiserName,sameNameAs');
    expect(csv).toContain('0000100042,Northwind Traders Ltd,0000100028');
    expect(csv).toContain('0000100002,Café Lumière S.A.R.L.,');

    await runCliInProcess(['advertisers', '--out', 'list.xlsx', ...common], { cwd: dir });
    const book = await readBook(join(dir, 'list.xlsx'));
    expect(rowValues(book.getWorksheet('Source')!, 4)).toEqual(['Names held by more than one id', 2]);
    const sheet = book.getWorksheet('Advertisers')!;
    expect(rowValues(sheet, 1)).toEqual(['Vendor id', 'Vendor', 'Same name as']);
    expect(rowValues(sheet, 2)).toEqual(['0000100001', 'Müller & Söhne GmbH', '0000100041']);

    writeFileSync(
      join(dir, 'm.yaml'),
      'invoice:\n  InvoiceId: { template: "A-{Number}" }\n  PayeeId: Advertiser\n  Invoice_Number: Number\n  Invoice_Date: Date\n  CurrencyCode: Currency\n  Invoice_Amount: Total\nitems:\n  Amount: Total\nadvertisers: { payeeIdBy: name, requireKnown: true }\n',
    );
    writeFileSync(
      join(dir, 'names.csv'),
      'Advertiser,Number,Date,Currency,Total\nmuller & sohne gmbh,N-1,2026-05-01,EUR,10\nAtelier Noël,N-2,2026-05-01,EUR,20\n',
    );
    const validate = await runCliInProcess(
      ['validate', 'names.csv', '--mapping', 'm.yaml', '--out', 'out', ...common],
      {
        cwd: dir,
      },
    );
    expect(validate.code).toBe(1);
    expect(validate.stdout).toMatch(/names\.csv, row 2, column "Advertiser": [^\n]*0000100001[^\n]*0000100041/);
    expect(validate.stdout).not.toMatch(/row 3/);
  });
});
