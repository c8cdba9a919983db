/** How the thirteenth set's layouts split an invoice's lines over a country's VAT rates. */
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { localRate } from '../infer-held-out-fresh/fresh-formats.js';

/**
 * An invoice's nets by rate: its first line at the country's rate for the corpus rate, and after a
 * standard-rate first line every odd line at the `mixed` rate, as goods and services are mixed.
 */
export function splitNetsByRate(
  invoice: CorpusInvoice,
  standard: number,
  reduced: number,
  mixed: number,
): Map<number, number> {
  const nets = new Map<number, number>();
  const first = localRate(invoice.lines[0]!.ratePercent, standard, reduced);
  invoice.lines.forEach((l, n) => {
    const rate = n > 0 && first === standard && n % 2 === 1 ? mixed : first;
    nets.set(rate, (nets.get(rate) ?? 0) + l.netCents);
  });
  return nets;
}
