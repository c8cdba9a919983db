/**
 * A purchasing-card programme's transaction download names the payee `Merchant Name` and dates the
 * purchase `Transaction Date` beside the bank's `Posting Date`: infer reads them as the PayeeId and
 * the Invoice_Date, however the date columns are ordered. A progress claim's reference is the
 * subcontractor's invoice number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../src/mapping/infer/infer-mapping.js';
import { headerCandidates } from '../../src/mapping/infer/match-headers.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MERCHANTS = ['Office Depot', 'Amazon Marketplace', 'Fisher Scientific'];

function cardDownload(headers: readonly string[]): string {
  const rows = [headers.join(',')];
  for (let i = 0; i < 8; i++) {
    const cells: Record<string, string> = {
      'Transaction ID': String(24030000 + i * 137),
      'Posting Date': `01/${String(12 + i).padStart(2, '0')}/2024`,
      'Transaction Date': `01/${String(10 + i).padStart(2, '0')}/2024`,
      Merchant: MERCHANTS[i % 3]!,
      'Merchant Name': MERCHANTS[i % 3]!,
      Description: 'Lab supplies',
      Amount: `${(120 + i * 37.5).toFixed(2)}`,
    };
    rows.push(headers.map((h) => cells[h]).join(','));
  }
  const file = join(makeTempDir('card-download'), 'transactions.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('a card programme transaction download', () => {
  it.each([
    [['Transaction ID', 'Posting Date', 'Transaction Date', 'Merchant Name', 'Description', 'Amount'], 'Merchant Name'],
    [['Transaction ID', 'Transaction Date', 'Posting Date', 'Merchant', 'Description', 'Amount'], 'Merchant'],
  ])('reads %j: the merchant as the payee, the transaction date as the invoice date', async (headers, merchant) => {
    const yaml = await inferMapping(cardDownload(headers));
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(invoice.PayeeId, yaml).toBe(merchant);
    expect(invoice.Invoice_Date, yaml).toBe('Transaction Date');
  });
});

// A subcontractor's progress claim is its tax invoice: the claim's reference is the invoice's number.
describe('a progress claims register', () => {
  it.each(['Claim Ref', 'Claim No', 'Claim Number', 'Progress Claim No'])(
    'reads "%s" as the Invoice_Number',
    (header) => {
      expect(headerCandidates([header])[0]?.field).toBe('Invoice_Number');
    },
  );
});

// A British or Commonwealth ledger's text of a posting.
it('reads "Narrative" as the Description', () => {
  expect(headerCandidates(['Narrative'])[0]?.field).toBe('Description');
});
