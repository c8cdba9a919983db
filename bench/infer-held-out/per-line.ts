/** One row per invoice line, for the layout writers. */
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';

export const perLine = (
  invoices: readonly CorpusInvoice[],
  row: (i: CorpusInvoice, l: CorpusInvoice['lines'][number], n: number) => CorpusCell[],
): CorpusCell[][] => invoices.flatMap((i) => i.lines.map((l, n) => row(i, l, n + 1)));
