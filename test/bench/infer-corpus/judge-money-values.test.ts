/**
 * The scorer counts a money field right where its text differs from the reference's but it reads
 * the same money from every row of the file, and only then: an unsigned total beside a signed
 * one, or another column, stays wrong.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeMoneyByValues, readsSameMoney } from '../../../bench/infer-corpus/judge-money-values.js';
import { scoreProposal } from '../../../bench/infer-corpus/score-proposal.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeFile(): string {
  const rows = [['Type', 'Vendor', 'Invoice No.', 'Date', 'Net', 'Total']];
  for (let i = 0; i < 6; i++)
    rows.push([
      i === 4 ? 'Credit note / Avoir' : 'Tax invoice / Facture',
      `000010001${i % 3}`,
      `V-${100 + i}`,
      '2024-02-0' + String(i + 1),
      `${1000 + i * 10}.00`,
      `${1150 + i * 10}.00`,
    ]);
  const file = join(makeTempDir('judge-money'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
  return file;
}

const mapping = (total: string) => `source:
  type: csv
  dateFormats: [YYYY-MM-DD]
layout:
  type: one-row
invoice:
  InvoiceId: Invoice No.
  PayeeId: Vendor
  Invoice_Number: Invoice No.
  Invoice_Date: Date
  CurrencyCode: { value: EUR }
  Invoice_Amount: ${total}
items:
  Line_Number: { sequence: true }
  Amount: { formula: 'IF(LEFT([Type], 6) = "Credit", -1, 1) * [Net]' }
  Tax: { formula: 'IF(LEFT([Type], 6) = "Credit", -1, 1) * ([Total] - [Net])' }
`;

const REFERENCE = mapping(`{ formula: 'IF(LEFT([Type], 6) = "Credit", -1, 1) * [Total]' }`);

describe('judging a money field by the values it reads', () => {
  it('counts a formula that reads the same money on every row as right', async () => {
    const file = writeFile();
    const proposal = mapping(`{ formula: 'IF([Type] = "Credit note / Avoir", -1, 1) * [Total]' }`);
    expect(await readsSameMoney(file, REFERENCE, proposal, 'invoice.Invoice_Amount')).toBe(true);
    const judged = await judgeMoneyByValues(scoreProposal(REFERENCE, proposal), file, REFERENCE, proposal);
    expect(judged.keys.find((k) => k.key === 'invoice.Invoice_Amount')).toMatchObject({
      verdict: 'right',
      byValues: true,
    });
    expect(judged.wrong).toBe(0);
  });

  it('keeps the unsigned column and another column wrong', async () => {
    const file = writeFile();
    for (const total of ['Total', 'Net', `{ formula: '[Total] - 0.01' }`]) {
      const proposal = mapping(total);
      expect(await readsSameMoney(file, REFERENCE, proposal, 'invoice.Invoice_Amount'), total).toBe(false);
      const judged = await judgeMoneyByValues(scoreProposal(REFERENCE, proposal), file, REFERENCE, proposal);
      expect(judged.keys.find((k) => k.key === 'invoice.Invoice_Amount')?.verdict, total).toBe('wrong');
    }
  });

  it('judges only the money keys', async () => {
    const file = writeFile();
    const proposal = REFERENCE.replace('PayeeId: Vendor', "PayeeId: { formula: '[Vendor]' }");
    const judged = await judgeMoneyByValues(scoreProposal(REFERENCE, proposal), file, REFERENCE, proposal);
    expect(judged.keys.find((k) => k.key === 'invoice.PayeeId')?.verdict).toBe('wrong');
  });
});
