/**
 * A journal with a partner column on each side of the entry: infer proposes the side whose account
 * is the payables account on most rows (the credit side of a purchase, whatever the columns'
 * order and however many returns swap the sides), and where no account says, a doubt.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = [
  { id: '0000100001', advertiserName: 'Müller & Söhne GmbH' },
  { id: '0000100002', advertiserName: 'Nordlicht Verlag AG' },
  { id: '0000100003', advertiserName: 'Ibérica de Medios S.L.' },
];

/** How journals name each side's account, partner and amount, and their expense and payables accounts. */
const WRITERS = [
  {
    debit: ['借方勘定科目', '借方取引先', '借方金額'],
    credit: ['貸方勘定科目', '貸方取引先', '貸方金額'],
    expense: '広告宣伝費',
    payable: '買掛金',
  },
  {
    debit: ['Debit Account', 'Debit Partner', 'Debit Amount'],
    credit: ['Credit Account', 'Credit Partner', 'Credit Amount'],
    expense: 'Advertising',
    payable: 'Accounts Payable',
  },
  {
    debit: ['Konto Soll', 'Partner Soll', 'Betrag Soll'],
    credit: ['Konto Haben', 'Partner Haben', 'Betrag Haben'],
    expense: 'Werbekosten',
    payable: 'Verbindlichkeiten aus Lieferungen und Leistungen',
  },
  {
    debit: ['Cuenta Debe', 'Tercero Debe', 'Importe Debe'],
    credit: ['Cuenta Haber', 'Tercero Haber', 'Importe Haber'],
    expense: 'Publicidad',
    payable: 'Proveedores',
  },
] as const;

type Writer = (typeof WRITERS)[number];

/** Entries of purchases (payable credited) and returns (payable debited), the debit or the credit block first. */
function writeJournal(writer: Writer, returns: readonly boolean[], creditFirst: boolean, payable: string): string {
  const blocks = (debit: string[], credit: string[]) => (creditFirst ? [...credit, ...debit] : [...debit, ...credit]);
  const header = ['No', 'Date', ...blocks([...writer.debit], [...writer.credit])];
  const rows = returns.map((isReturn, i) => {
    const vendor = ADVERTISERS[i % 3]!.advertiserName;
    const amount = String(1000 + i * 37);
    const expense = [writer.expense, vendor, amount];
    const payables = [payable, vendor, amount];
    return [String(i + 1), '2024-03-04', ...blocks(isReturn ? payables : expense, isReturn ? expense : payables)];
  });
  const file = join(makeTempDir('journal-side'), 'journal.csv');
  const quote = (c: string) => (c.includes(',') ? `"${c}"` : c);
  writeFileSync(file, `${[header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`);
  return file;
}

/** Mostly purchases: fewer returns than half the entries. */
const entries = fc
  .array(fc.boolean(), { minLength: 8, maxLength: 14 })
  .filter((r) => r.filter(Boolean).length * 2 < r.length);

describe('mapping infer and the two sides of a journal entry', () => {
  it('proposes the partner on the side of the payables account', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITERS), entries, fc.boolean(), async (writer, returns, creditFirst) => {
        const yaml = await inferMapping(writeJournal(writer, returns, creditFirst, writer.payable), {
          advertisers: ADVERTISERS,
        });
        const payee = yaml.split('\n').find((l) => l.startsWith('  PayeeId: '));
        expect(payee, yaml).toContain(writer.credit[1]);
        expect(payee, yaml).toContain(`its side's account "${writer.credit[0]}" is the payables account`);
      }),
      { numRuns: 16 },
    );
  });

  it('leaves PayeeId commented where no account column names the payables account', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITERS), entries, fc.boolean(), async (writer, returns, creditFirst) => {
        // Accounts written as numbers only: nothing says which side is the supplier's.
        const yaml = await inferMapping(writeJournal(writer, returns, creditFirst, '4400'), {
          advertisers: ADVERTISERS,
        });
        expect(
          yaml.split('\n').some((l) => l.startsWith('  PayeeId: ')),
          yaml,
        ).toBe(false);
        expect(yaml).toContain('are the two sides of each entry and no account column shows which holds');
      }),
      { numRuns: 8 },
    );
  });
});
