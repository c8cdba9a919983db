/**
 * The amounts of a run per currency and outcome, read from the journal a page at a time before the
 * workbook is written, so the Summary sheet can come first and say what was already created.
 */
import { CurrencyTotals, parseScaled, sumAmounts } from '../../invoice/decimal-amount.js';
import { totalledAmount } from '../../invoice/totalled-amount.js';
import type { RunTotal } from '../../journal/summarize-run.js';
import type { ResultRow } from '../../journal/report-rows.js';
import type { ResultsSource } from './results-source.js';
import { resultOutcome } from './results-sheet-columns.js';
import { HELD_DIFFERS, RESOLVED_NOT_CREATED, type OutcomeWord } from '../outcome-words.js';
import { NOT_CREATED_OUTCOMES } from '../not-created-outcomes.js';
import { isHeldDiffers } from '../../journal/invoice-state.js';

const PAGE = 1000;

/**
 * Totals by outcome word; `all` is every invoice whose amount and currency were read, and `held`
 * the skipped ones held because their key was created with other content (not in `skipped`).
 */
export type RunAmounts = Map<OutcomeWord | 'all' | 'held', CurrencyTotals>;

/** @param see told of every row on the way, so that one pass over the run serves other tallies too @default none */
export async function tallyRunAmounts(
  journal: ResultsSource,
  runId: number,
  see?: (row: ResultRow) => void,
): Promise<RunAmounts> {
  const amounts: RunAmounts = new Map([['all', new CurrencyTotals()]]);
  for (let after = 0; ;) {
    const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
    for (const row of rows) {
      see?.(row);
      const totalled = totalledAmount(row.currencyCode, row.invoiceAmount);
      if (!totalled) continue;
      // Invalid in this file but created by an earlier run: with the already created, as the journal keeps it.
      const word = isHeldDiffers(row) ? 'held' : row.createdEarlier ? 'skipped' : resultOutcome(row);
      if (!amounts.has(word)) amounts.set(word, new CurrencyTotals());
      amounts.get(word)?.add(totalled.currency, totalled.amount);
      amounts.get('all')?.add(totalled.currency, totalled.amount);
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return amounts;
}

/**
 * The parts a currency's amount in the file splits into, labelled as the Summary's columns say them;
 * the terminal's control totals and the totals under Results say them in lower case.
 */
export const AMOUNT_PARTS = [
  'In the file',
  'Created now',
  'Already created or skipped',
  HELD_DIFFERS.column,
  'In doubt',
  RESOLVED_NOT_CREATED.column,
  'Not created',
] as const;

/**
 * The amounts of `currency` in the order of AMOUNT_PARTS. In doubt has a part of its own: those
 * invoices may exist in the finance system, so counting them as not created would invite posting or
 * paying them a second time. So has held: the finance system holds other content under their keys,
 * so counting them as already created would show money as posted that is not. So has resolved as
 * not created: a person recorded them missing, which is no refusal or failure of the finance system.
 */
export function amountParts(amounts: RunAmounts, currency: string): string[] {
  const of = (word: OutcomeWord | 'all' | 'held') => amounts.get(word)?.get(currency) ?? '0.0000';
  const notCreated = NOT_CREATED_OUTCOMES.map(of);
  const resolved = of('resolved: not created');
  // In the finance system before the run, "Created now" would overstate what was posted; the column
  // names both outcomes it sums, since the Summary counts them apart.
  const already = sumAmounts([of('skipped'), of('already created')]);
  return [of('all'), of('created'), already, of('held'), of('in doubt'), resolved, sumAmounts(notCreated)];
}

/** A run summary's total of one currency in the order of AMOUNT_PARTS. */
export function runTotalParts(total: RunTotal): string[] {
  return [
    total.source,
    total.created,
    total.skipped,
    total.held,
    total.inDoubt,
    total.resolvedNotCreated,
    total.notCreated,
  ];
}

/**
 * The parts a table of totals lists, as indexes of AMOUNT_PARTS, given each currency's parts: in
 * the file and created now always, each other part when any currency has some of it. The terminal's
 * control totals and the totals under Results both take their parts from here, so they say the same.
 */
export function listedAmountParts(currencies: readonly (readonly string[])[]): number[] {
  return AMOUNT_PARTS.flatMap((_, part) =>
    part <= 1 || currencies.some((amounts) => parseScaled(amounts[part] ?? '0') !== 0n) ? [part] : [],
  );
}
