import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeLegendSheet } from '../../src/report/write-legend-sheet.js';
import { OUTCOME_MEANINGS, type OutcomeWord } from '../../src/report/outcome-words.js';
import { NOT_CREATED_OUTCOMES } from '../../src/report/not-created-outcomes.js';
import { AMOUNT_PARTS, amountParts, type RunAmounts } from '../../src/report/results/tally-run-amounts.js';
import { CurrencyTotals } from '../../src/invoice/decimal-amount.js';

const NOT_CREATED = AMOUNT_PARTS.indexOf('Not created');

describe('the "Not created" total and the Legend', () => {
  it('the Legend explains "Not created" by naming each outcome the total adds, and those are outcomes it lists', () => {
    const workbook = new ExcelJS.Workbook();
    const legend = writeLegendSheet(workbook);
    const lines: [string, string][] = [];
    legend.eachRow((row) => lines.push([String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? '')]));
    const line = lines.find(([word]) => word === 'Not created');
    expect(line).toBeDefined();
    const words = OUTCOME_MEANINGS.map((meaning) => meaning.word);
    for (const outcome of NOT_CREATED_OUTCOMES) {
      expect(line![1]).toContain(outcome);
      expect(words).toContain(outcome);
    }
  });

  it.each(OUTCOME_MEANINGS.map((meaning) => [meaning.word]))(
    'an invoice whose outcome is %s counts in "Not created" exactly when the list names it',
    (word) => {
      const amounts: RunAmounts = new Map([['all', new CurrencyTotals()]]);
      // The tally keeps held invoices under 'held' (tally-run-amounts.ts).
      const key = word === 'held: differs' ? 'held' : word;
      amounts.set(key as OutcomeWord | 'held', new CurrencyTotals());
      amounts.get(key as OutcomeWord | 'held')!.add('EUR', '12.3400');
      amounts.get('all')!.add('EUR', '12.3400');
      const parts = amountParts(amounts, 'EUR');
      expect(parts[NOT_CREATED]).toBe(NOT_CREATED_OUTCOMES.includes(word) ? '12.3400' : '0.0000');
      // Every amount of the file lands in one part after "In the file", never two.
      const inParts = parts.slice(1).filter((part) => part !== '0.0000');
      expect(inParts).toEqual(['12.3400']);
    },
  );
});
