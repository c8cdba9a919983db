/**
 * Section headings that each name the currency of the rows below them (`Factures en gourdes
 * (HTG)`, `Factures en dollars US (USD)`), where no column holds it: a heading rule carries each
 * heading's code onto its rows, which a CurrencyCode column then reads. The rule matches the words
 * the headings open with and a code in brackets at their end. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { headerCandidates } from './match-headers.js';

/** A currency code in brackets closing a heading. */
const CLOSING_CODE = /\(([A-Z]{3})\)\s*$/;

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** The words every text opens with, short of its last word (`Factures en`), or ''. */
function openingWords(texts: readonly string[]): string {
  const split = texts.map((t) => t.trim().split(/\s+/));
  const shared: string[] = [];
  for (const [i, word] of split[0]!.entries()) {
    if (split.some((w) => i >= w.length - 1 || w[i]!.toLowerCase() !== word.toLowerCase())) break;
    shared.push(word);
  }
  return shared.join(' ');
}

/**
 * The `matches` rule of headings that each close on a currency code, two codes at least among
 * them, where no header names a currency, and why; undefined otherwise.
 */
export function currencyHeading(
  headings: readonly string[],
  headers: readonly string[],
): { matches: string; why: string } | undefined {
  if (headerCandidates(headers).some((c) => c.field === 'CurrencyCode' && c.score >= 0.9)) return undefined;
  const codes = headings.map((h) => CLOSING_CODE.exec(h.trim())?.[1]);
  if (codes.some((c) => c === undefined || !isIsoCurrency(c))) return undefined;
  const distinct = [...new Set(codes as string[])];
  if (distinct.length < 2) return undefined;
  const words = openingWords(headings);
  return {
    matches: `^${words === '' ? '' : `${literal(words)} `}.*\\((${distinct.join('|')})\\)$`,
    why: `${headings.length} rows in the sample each name the currency of the rows below them ("${headings[0]}")`,
  };
}
