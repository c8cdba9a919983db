/**
 * A currency column that writes each row's currency, some by ISO code and some by the local name
 * the exporting country's software gives its own (Mikro's `Döviz`: `TL` beside `EUR` and `USD`):
 * the invoices' currencies differ, so no one value is right, and the column as it is fails the
 * code check. The CurrencyCode is the column with each local name turned into its ISO code. The
 * names are read-currency-words' one list. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import type { Filled } from './fill-missing-fields.js';
import { headerCandidates } from './match-headers.js';
import { isoOfCurrencyName } from './read-currency-words.js';
import { formulaSpec } from './render-proposal.js';

/** The fewest filled rows that make the evidence. */
const ENOUGH_ROWS = 3;

/** CurrencyCode as a formula over a currency column of ISO codes and local names, or nothing. */
export function mapLocalCurrency(
  columns: readonly { header: string; texts: readonly (string | undefined)[] }[],
): Filled {
  const named = new Set(
    headerCandidates(columns.map((c) => c.header))
      .filter((c) => c.field === 'CurrencyCode')
      .map((c) => c.index),
  );
  for (const [index, column] of columns.entries()) {
    if (!named.has(index)) continue;
    const texts = column.texts.filter((t): t is string => t !== undefined && t.trim() !== '').map((t) => t.trim());
    const values = [...new Set(texts)];
    const local = values.filter((v) => !isIsoCurrency(v) && isoOfCurrencyName(v) !== undefined);
    // Every value a code or a name known, a name and an ISO code among them: the column is the codes but
    // for the names. A column of names only (`人民币`, `美元`) is another shape, left to the other rules.
    const known = values.every((v) => isIsoCurrency(v) || local.includes(v));
    const coded = values.some((v) => isIsoCurrency(v));
    if (texts.length < ENOUGH_ROWS || local.length === 0 || !known || !coded) continue;
    const formula = local.reduce(
      (rest, name) => `IF([${column.header}] = "${name}", "${isoOfCurrencyName(name)!}", ${rest})`,
      `[${column.header}]`,
    );
    const names = local.map((n) => `"${n}" is ${isoOfCurrencyName(n)!}`).join(', ');
    return {
      line: {
        field: 'CurrencyCode',
        spec: formulaSpec(formula),
        comment: `"${column.header}" holds each row's currency, some by local name: ${names}`,
      },
    };
  }
  return {};
}
