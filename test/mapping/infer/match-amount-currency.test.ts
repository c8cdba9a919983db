/**
 * Expense exports list each bill in its own currency and in the book's (Quaderno's
 * `original_currency`/`original_amount` beside `accounting_currency`/`total_amount`). The proposal
 * pairs CurrencyCode with the currency the proposed amounts are written in, whichever the header
 * words suggest; a file whose two currencies never differ, or whose amounts are the invoice's own,
 * keeps its currency column. Generated over languages, rates and which rows are foreign.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Words {
  type: string;
  date: string;
  number: string;
  ownCurrency: string;
  ownTotal: string;
  bookCurrency: string;
  bookTotal: string;
  net: string;
}

const ENGLISH: Words = {
  type: 'document_type',
  date: 'date',
  number: 'invoice_number',
  ownCurrency: 'original_currency',
  ownTotal: 'original_amount',
  bookCurrency: 'accounting_currency',
  bookTotal: 'total_amount',
  net: 'net_amount',
};
const SPANISH: Words = {
  type: 'Tipo',
  date: 'Fecha',
  number: 'Número de factura',
  ownCurrency: 'Moneda original',
  ownTotal: 'Importe original',
  bookCurrency: 'Moneda contable',
  bookTotal: 'Total',
  net: 'Base imponible',
};

const cents = (n: number) => (n / 100).toFixed(2);

/** A CSV of `foreign.length` bills; a true entry is a USD bill booked in EUR at `rate`. */
function writeExport(words: Words, foreign: readonly boolean[], rate: number): string {
  const header = [
    words.type,
    words.date,
    words.number,
    words.ownCurrency,
    words.ownTotal,
    words.bookCurrency,
    words.bookTotal,
    words.net,
  ];
  const rows = foreign.map((isForeign, i) => {
    const own = 10_000 + i * 1_237;
    const booked = isForeign ? Math.round(own * rate) : own;
    return [
      'expense',
      `2026-11-${String(i + 2).padStart(2, '0')}`,
      `INV-${4100 + i}`,
      isForeign ? 'USD' : 'EUR',
      cents(own),
      'EUR',
      cents(booked),
      cents(Math.round(booked / 1.21)),
    ];
  });
  const file = join(makeTempDir('amount-currency'), 'expenses.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\n')}\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice: Record<string, unknown> }).invoice;

describe('the currency posted is the one the proposed amounts are written in', () => {
  it('takes the book currency for the book amounts when some bills are foreign', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(ENGLISH, SPANISH),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 12 }).filter((f) => f.some(Boolean) && !f.every(Boolean)),
        fc.constantFrom(0.92, 1.17, 0.8537),
        async (words, foreign, rate) => {
          const yaml = await inferMapping(writeExport(words, foreign, rate));
          const invoice = invoiceOf(yaml);
          // The amounts proposed, whichever they are, and the currency they are written in.
          expect([words.bookTotal, words.ownTotal], yaml).toContain(invoice.Invoice_Amount);
          const currency = invoice.Invoice_Amount === words.bookTotal ? words.bookCurrency : words.ownCurrency;
          expect(invoice.CurrencyCode, yaml).toBe(currency);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps the invoice currency where no bill is foreign (nothing shows the amounts are converted)', async () => {
    const yaml = await inferMapping(writeExport(ENGLISH, [false, false, false, false, false, false], 1));
    expect(yaml).not.toContain('the amounts are written in it');
  });

  it('names the invoice own currency and total in a note', async () => {
    const yaml = await inferMapping(writeExport(ENGLISH, [false, true, false, true, false, false], 0.92));
    const invoice = invoiceOf(yaml);
    expect(invoice.Invoice_Amount, yaml).toBe('total_amount');
    expect(invoice.CurrencyCode, yaml).toBe('accounting_currency');
    expect(yaml).toContain('"original_currency" and "original_amount" hold each invoice\'s own currency and total');
  });

  it('never leaves a line in the invoice own currency under a total in the book currency', async () => {
    // No net column: the only other amount is the invoice's own total (Quaderno without net_amount).
    const rows = [
      'number,date,contact_name,original_currency,original_amount,accounting_currency,total_amount',
      'B-101,2026-03-02,Acme Ltd,GBP,3500.00,GBP,3500.00',
      'B-102,2026-03-04,Globex Inc,USD,12000.00,GBP,9480.00',
      'B-103,2026-03-09,Initech Ltd,GBP,800.00,GBP,800.00',
      'B-104,2026-03-11,Umbrella SA,EUR,2000.00,GBP,1710.00',
      'B-105,2026-03-15,Acme Ltd,GBP,1250.00,GBP,1250.00',
    ];
    const file = join(makeTempDir('amount-currency'), 'bills.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    const yaml = await inferMapping(file);
    const proposal = parse(yaml) as { invoice: Record<string, unknown>; items: Record<string, unknown> };
    expect(proposal.invoice.CurrencyCode, yaml).toBe('accounting_currency');
    expect(proposal.invoice.Invoice_Amount, yaml).toBe('total_amount');
    expect(proposal.items.Amount, yaml).toBe('total_amount');
  });
});
