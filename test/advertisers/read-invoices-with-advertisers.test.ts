import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advertiserReadOptions } from '../../src/advertisers/advertiser-read-options.js';
import { storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { readInvoices, type ReadInvoicesOptions } from '../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MAPPING = (advertisers: string) => `
invoice:
  InvoiceId: { template: "A-{Number}" }
  PayeeId: Advertiser
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Total
advertisers: ${advertisers}
`;

async function readAll(file: string, yaml: string, options: ReadInvoicesOptions): Promise<MappedInvoice[]> {
  const out: MappedInvoice[] = [];
  for await (const invoice of readInvoices(file, await parseMapping(yaml, 'm.yaml'), options)) out.push(invoice);
  return out;
}

function csv(dir: string, rows: string[]): string {
  const file = join(dir, 'names.csv');
  writeFileSync(file, `Advertiser,Number,Date,Currency,Total\n${rows.join('\n')}\n`);
  return file;
}

describe('readInvoices with the advertisers section of a mapping', () => {
  it('finds PayeeId by advertiser name in the cached list and reports unknown names at their cell', async () => {
    const dir = makeTempDir('ib-adv-read');
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      await storeAdvertiserList(journal, 'erp-qa', SANDBOX_ADVERTISERS, '2026-05-01T06:00:00.000Z');
      const yaml = MAPPING('{ payeeIdBy: name }');
      const file = csv(dir, [
        '"MULLER & SOHNE GMBH",N-1,2026-05-01,EUR,10',
        'Cafe Lumiere SARL,N-2,2026-05-01,EUR,20',
        'Nordlicht Verlagg AG,N-3,2026-05-01,EUR,30',
      ]);
      const { options } = await advertiserReadOptions(journal, await parseMapping(yaml, 'm.yaml'), 'erp-qa');
      const invoices = await readAll(file, yaml, options);
      expect(invoices.map((i) => i.invoice?.PayeeId ?? null)).toEqual(['0000100001', '0000100002', null]);
      // The results show the name as written next to the id it was turned into.
      expect(invoices.map((i) => [i.draft.PayeeId, i.draft.vendorName])).toEqual([
        ['0000100001', 'MULLER & SOHNE GMBH'],
        ['0000100002', 'Cafe Lumiere SARL'],
        ['Nordlicht Verlagg AG', 'Nordlicht Verlagg AG'],
      ]);
      expect(invoices[2]!.problems).toEqual([
        {
          file: 'names.csv',
          sheet: undefined,
          row: 4,
          column: 'Advertiser',
          field: 'PayeeId',
          value: 'Nordlicht Verlagg AG',
          message:
            'expected the name of an advertiser in the advertiser list fetched 2026-05-01 06:00 UTC; closest: Nordlicht Verlag AG (0000100004)',
        },
      ]);
    } finally {
      await journal.close();
    }
  });

  it('looks the name up before the duplicate-key check: two spellings of one advertiser with one number make the later row a problem', async () => {
    const dir = makeTempDir('ib-adv-read');
    const file = csv(dir, [
      'Müller & Söhne GmbH,TR-INV-1,2026-05-01,EUR,10',
      'MULLER & SOHNE GMBH,TR-INV-1,2026-05-01,EUR,10',
      ',TR-INV-2,2026-05-01,EUR,10',
    ]);
    const invoices = await readAll(file, MAPPING('{ payeeIdBy: name }'), { knownAdvertisers: SANDBOX_ADVERTISERS });
    expect(invoices[0]!.invoice?.PayeeId).toBe('0000100001');
    expect(invoices[1]!.invoice).toBeUndefined();
    expect(invoices[1]!.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [
        3,
        'Number',
        'expected each (PayeeId, Invoice_Number) once in a file; PayeeId 0000100001 already has this number at row 2',
      ],
    ]);
    // An empty PayeeId is left to the model check, not looked up.
    expect(invoices[2]!.problems.map((p) => p.field)).toEqual(['PayeeId']);
  });

  it('requires a known advertiser id when asked to', async () => {
    const dir = makeTempDir('ib-adv-read');
    const file = csv(dir, ['0000100003,N-1,2026-05-01,EUR,10', '0000999999,N-2,2026-05-01,EUR,20']);
    const invoices = await readAll(file, MAPPING('{ requireKnown: true }'), { knownAdvertisers: SANDBOX_ADVERTISERS });
    expect(invoices.map((i) => i.problems.map((p) => p.message))).toEqual([
      [],
      ['expected the id of an advertiser: not in the advertiser list (registered since? refresh the list)'],
    ]);
  });

  it('stops the file with a ConfigError when the mapping needs a list and none is cached', async () => {
    const dir = makeTempDir('ib-adv-read');
    const file = csv(dir, ['Atelier Noël,N-1,2026-05-01,EUR,10']);
    await expect(readAll(file, MAPPING('{ payeeIdBy: name }'), {})).rejects.toThrow(
      'no list is cached; run "invoice-batch advertisers --refresh" first',
    );
  });
});
