/** How the fourteenth set's layouts write and order the corpus dates. */
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';

export type Day = CorpusInvoice['date'];

export const p2 = (n: number) => String(n).padStart(2, '0');

/** A day some days later in the same month (the corpus days stop at 28). */
export const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });

/** `05.01.2024`. */
export const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;

/** `05/01/2024`. */
export const slashed = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;

/** In date order, as registers and journals list documents. */
export const byDate = (a: CorpusInvoice, b: CorpusInvoice) => a.date.m - b.date.m || a.date.d - b.date.d;
