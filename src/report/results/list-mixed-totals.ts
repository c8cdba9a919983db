/**
 * The totals of each currency that mixes invoices and credit notes, one per part that holds any, in
 * the order of the currency table's columns: the Summary sheet and the terminal list each with the
 * gross amount of both beside the net, which alone can show more created than the file holds, or a
 * negative in doubt. Every such part, those of invoices alone too, so the parts add up to the file.
 */
import { currencyLabel } from '../../invoice/format-money.js';
import { mixesSigns, type SignSplit } from '../../invoice/split-by-sign.js';
import type { RunTotal, TotalPart } from '../../journal/summarize-run.js';
import { AMOUNT_PARTS } from './tally-run-amounts.js';

/** RunTotal's parts in the order of AMOUNT_PARTS. */
const TOTAL_PARTS: readonly TotalPart[] = [
  'source',
  'created',
  'skipped',
  'held',
  'inDoubt',
  'resolvedNotCreated',
  'notCreated',
];

/** The table's title and its columns after it, as the Summary heads them (the terminal in lower case). */
export const MIXED_TOTALS_HEADER = ['Invoices and credit notes', 'Invoices', 'Amount', 'Credit notes', 'Amount', 'Net'];

export interface MixedTotal {
  currency: string;
  /** `USD in doubt`: the currency and the part as the currency table heads it. */
  label: string;
  split: SignSplit;
  /** The part's net, as the currency table shows it. */
  net: string;
}

export function listMixedTotals(totals: Readonly<Record<string, RunTotal>>): MixedTotal[] {
  return Object.entries(totals)
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, total]) => TOTAL_PARTS.some((part) => mixesSigns(total.bySign?.[part])))
    .flatMap(([currency, total]) =>
      TOTAL_PARTS.flatMap((part, index) => {
        const split = total.bySign?.[part];
        if (split === undefined || split.invoices + split.creditNotes === 0) return [];
        const label = `${currencyLabel(currency)} ${AMOUNT_PARTS[index]!.toLowerCase()}`;
        return [{ currency, label, split, net: total[part] }];
      }),
    );
}

/**
 * The line under the mixed totals naming the run's currencies without a credit note, so a reader
 * can tell "none in USD" from "USD left out"; nothing when no table is shown or every currency is in it.
 */
export function noCreditNotesLine(totals: Readonly<Record<string, RunTotal>>): string | undefined {
  if (listMixedTotals(totals).length === 0) return undefined;
  const without = Object.entries(totals)
    .filter(([, total]) => total.bySign === undefined)
    .map(([currency]) => currencyLabel(currency))
    .sort((a, b) => a.localeCompare(b));
  if (without.length === 0) return undefined;
  const named = without.length === 1 ? without[0] : `${without.slice(0, -1).join(', ')} or ${without.at(-1)}`;
  return `No credit notes in ${named}.`;
}
