/**
 * A totals block under a table: a row of labels that name totals (`PurchaseTotalAED`,
 * `VATTotalAED`, `TransactionCountTotal`; `Total net`, `Summe MwSt`), then one row of their figures,
 * as an audit file's listing or a ledger export ends. Both rows are no invoice: the proposal skips
 * them by a rule on what they hold. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { totalRowWords } from './header-words/total-words.js';
import { headerKey } from './match-headers.js';
import { looksLikeData } from './read-sample-table.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

const TOTAL_KEYS = new Set(totalRowWords().map(headerKey));

/** Words of a label, camel case split too: `VATTotalAED` is VAT, Total, AED. */
const wordsOf = (label: string) => label.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{L}+/gu) ?? [];

const namesTotal = (label: string) =>
  TOTAL_KEYS.has(headerKey(label)) || wordsOf(label).some((w) => TOTAL_KEYS.has(headerKey(w)));

const filledAt = (row: SheetRow) =>
  row.cells.flatMap((c, index) => (c && c.kind !== 'empty' ? [{ index, text: cellText(c).trim() }] : []));

export interface TotalsBlock {
  rows: SheetRow[];
  skip: SkipProposal;
}

// A figure as a totals row writes it: digits, separators, a sign or brackets, nothing else.
const FIGURE = /^[-+(]?\d[\d.,' ]*\)?$/;
const FIGURE_RULE = "-?\\(?[0-9][0-9.,' ]*\\)?";

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/**
 * When the sample reached the end and its last two rows are such a block (the labels, every one
 * naming a total, over the figures in the same columns, fewer than the headed columns filled): those
 * rows, and a rule that skips them by what they hold. A position rule (`trailerRows: 2`) would drop
 * the last two invoices of a month exported without the block; the rule tests a headed column
 * under the labels whose invoices never hold the label nor a bare figure there.
 */
export function findTotalsBlock(table: SampledTable): TotalsBlock | undefined {
  const [labels, figures] = table.rows.slice(-2);
  if (!table.complete || table.rows.length < 3 || !labels || !figures) return undefined;
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  const above = filledAt(labels);
  const below = filledAt(figures);
  const sameColumns = above.length === below.length && above.every((a, k) => a.index === below[k]!.index);
  if (!sameColumns || above.length === 0 || above.length >= headed) return undefined;
  const named = above.every((a) => !looksLikeData(a.text) && namesTotal(a.text));
  if (!named || !below.every((b) => looksLikeData(b.text))) return undefined;
  const data = table.rows.slice(0, -2);
  const ruled = above.find((a, k) => {
    const header = table.headers[a.index] ?? '';
    const texts = data.map((r) => cellText(r.cells[a.index]).trim());
    return header.trim() !== '' && FIGURE.test(below[k]!.text) && !texts.some((t) => t === a.text || FIGURE.test(t));
  });
  if (!ruled) return undefined;
  const column = table.headers[ruled.index]!;
  return {
    rows: [labels, figures],
    skip: {
      name: 'totals block',
      letter: '',
      column,
      matches: `^(?:${literal(ruled.text)}|${FIGURE_RULE})$`,
      why: `totals under the table: the label "${ruled.text}", then its figure, under "${column}"`,
    },
  };
}
