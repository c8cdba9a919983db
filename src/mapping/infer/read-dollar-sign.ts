/**
 * Amounts written with `$` alone: the sign of some twenty currencies (US, Canadian and Australian
 * dollars, Mexican, Colombian, Argentine and Chilean pesos...), so the sign is no evidence of US
 * dollars by itself. The file must say which: a country's tax ids or words among the sign's
 * currencies, or dates written month first, as the United States write them. Pure.
 */
import { signCurrencies } from '../currency-marker.js';
import { amountCurrencyMarkers } from '../parse-amount-text.js';
import type { CurrencyEvidence } from './read-currency-words.js';
import type { FieldDoubt } from './choose-fields.js';
import type { FieldLine } from './render-proposal.js';

const DOLLARS: readonly string[] = signCurrencies('$') ?? [];

/** True when the marked samples are written with `$` alone (not `US$`, `C$` or a code). */
export function writtenWithBareDollar(samples: readonly string[]): boolean {
  const markers = new Set(samples.flatMap((s) => [...amountCurrencyMarkers(s)]));
  return markers.size === 1 && markers.has('$');
}

// A date of two numbers and a year, the day and month in either order.
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{2}|\d{4})(?:[ T].*)?$/;

/** True when a column's dates all put a month first and one of them shows it (`03/31/2024`). */
function monthFirst(texts: readonly (string | undefined)[]): boolean {
  const filled = texts.map((t) => t?.trim()).filter((t): t is string => t !== undefined && t !== '');
  const parts = filled.map((t) => SLASHED.exec(t));
  if (filled.length < 2 || parts.some((p) => p === null)) return false;
  return parts.every((p) => Number(p![1]) <= 12) && parts.some((p) => Number(p![2]) > 12);
}

interface Column {
  header: string;
  texts: readonly (string | undefined)[];
}

const quoted = (headers: readonly string[]) => headers.map((h) => `"${h}"`).join(', ');

/**
 * The CurrencyCode of amounts written with `$` alone: the one currency of the sign the file's
 * other evidence names, or USD where its dates are written month first; else USD left as a doubt
 * that says why.
 */
export function dollarCurrency(
  evidence: readonly CurrencyEvidence[],
  columns: readonly Column[],
): { line?: FieldLine; doubt?: FieldDoubt } {
  const signs = evidence.filter((e) => DOLLARS.includes(e.currency));
  const currencies = [...new Set(signs.map((e) => e.currency))];
  if (currencies.length === 1) {
    const why = signs.map((e) => `${quoted(e.headers)}: ${e.why}`).join('; ');
    const comment = `no currency column; amounts are written with $, which ${currencies[0]} writes; ${why}`;
    return { line: { field: 'CurrencyCode', spec: `{ value: ${currencies[0]} }`, comment } };
  }
  const dated = columns.find((c) => monthFirst(c.texts));
  if (currencies.length === 0 && dated) {
    const comment = `no currency column; amounts are written with $ and "${dated.header}" puts the month first, as the United States write dates`;
    return { line: { field: 'CurrencyCode', spec: '{ value: USD }', comment } };
  }
  const reason = `no currency column; amounts are written with $ alone, the sign of ${DOLLARS.slice(0, 9).join(', ')} and more, and nothing in the file says which: write the ISO code of the amounts' currency, or run mapping infer again with --currency <code>`;
  return { doubt: { scope: 'invoice', field: 'CurrencyCode', headers: [], spec: '{ value: USD }', reason } };
}
