/**
 * The amounts of a run per currency and outcome, read from the journal a page at a time before the
 * workbook is written, so the Summary sheet can come first and say what was already created.
 */
import { CurrencyTotals } from '../../invoice/decimal-amount.js';
import type { ResultsSource } from './results-source.js';
import { resultOutcome } from './results-sheet-columns.js';
import type { OutcomeWord } from '../outcome-words.js';
import { isHeldDiffers } from '../../journal/invoice-state.js';

const PAGE = 1000;

/**
 * Totals by outcome word; `all` is every invoice whose amount and currency were read, and `held`
 * the skipped ones held because their key was created with other content (not in `skipped`).
 */
export type RunAmounts = Map<OutcomeWord | 'all' | 'held', CurrencyTotals>;

export async function tallyRunAmounts(journal: ResultsSource, runId: number): Promise<RunAmounts> {
  const amounts: RunAmounts = new Map([['all', new CurrencyTotals()]]);
  for (let after = 0; ;) {
    const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
    for (const row of rows) {
      if (row.currencyCode === null || row.invoiceAmount === null) continue;
      const word = isHeldDiffers(row) ? 'held' : resultOutcome(row);
      if (!amounts.has(word)) amounts.set(word, new CurrencyTotals());
      amounts.get(word)?.add(row.currencyCode, row.invoiceAmount);
      amounts.get('all')?.add(row.currencyCode, row.invoiceAmount);
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return amounts;
}
