/**
 * A totals block under a table: a row of labels that name totals (`PurchaseTotalAED`,
 * `VATTotalAED`, `TransactionCountTotal`; `Total net`, `Summe MwSt`), then one row of their figures,
 * as an audit file's listing or a ledger export ends. Both rows are no invoice: the proposal drops
 * them as trailer rows. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { totalRowWords } from './header-words/total-words.js';
import { headerKey } from './match-headers.js';
import { looksLikeData } from './read-sample-table.js';
import type { SampledTable } from './sampled-table.js';

const TOTAL_KEYS = new Set(totalRowWords().map(headerKey));

/** Words of a label, camel case split too: `VATTotalAED` is VAT, Total, AED. */
const wordsOf = (label: string) => label.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{L}+/gu) ?? [];

const namesTotal = (label: string) =>
  TOTAL_KEYS.has(headerKey(label)) || wordsOf(label).some((w) => TOTAL_KEYS.has(headerKey(w)));

const filledAt = (row: SheetRow) =>
  row.cells.flatMap((c, index) => (c && c.kind !== 'empty' ? [{ index, text: cellText(c).trim() }] : []));

/**
 * 2 when the sample reached the end and its last two rows are such a block: the labels, every one
 * naming a total, over the figures in the same columns, fewer than the headed columns filled.
 */
export function totalsBlockRows(table: SampledTable): number {
  const [labels, figures] = table.rows.slice(-2);
  if (!table.complete || table.rows.length < 3 || !labels || !figures) return 0;
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  const above = filledAt(labels);
  const below = filledAt(figures);
  const sameColumns = above.length === below.length && above.every((a, k) => a.index === below[k]!.index);
  if (!sameColumns || above.length === 0 || above.length >= headed) return 0;
  const named = above.every((a) => !looksLikeData(a.text) && namesTotal(a.text));
  return named && below.every((b) => looksLikeData(b.text)) ? 2 : 0;
}
