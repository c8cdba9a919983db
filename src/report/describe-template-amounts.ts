/**
 * What the template's Instructions sheet says about amounts: the decimal places come from the
 * currency (ISO 4217's minor unit), as the check of every amount reads them. Pure.
 */
import { currencyPlaces, describeCurrencyPlaces } from '../invoice/currency-minor-units.js';
import type { Mapping } from '../mapping/compiled-mapping.js';

/** Currencies of no, two and three decimal places, the examples for a file of any currency. */
const EXAMPLES = ['EUR', 'JPY', 'KWD'];

/** The currency every invoice of `mapping` has, when the mapping fixes it (`CurrencyCode: { value: USD }`). */
function fixedCurrency(mapping: Mapping): string | undefined {
  const rule = mapping.invoice.find((r) => r.field === 'CurrencyCode');
  if (rule === undefined) return undefined;
  const text =
    rule.source.type === 'value' ? rule.source.text : rule.source.type === 'none' ? rule.defaultText : undefined;
  const code = text?.trim().toUpperCase();
  return code !== undefined && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/**
 * `amounts: a number cell; EUR amounts have 2 decimal places at most; ...` for a mapping of one
 * currency, the places of a few currencies as examples for a file of several.
 */
export function describeTemplateAmounts(mapping: Mapping): string {
  const currency = fixedCurrency(mapping);
  const places =
    currency !== undefined
      ? `${describeCurrencyPlaces(currency, currencyPlaces(currency))} at most`
      : `at most as many decimal places as its currency has (${EXAMPLES.map((code) => `${code} ${currencyPlaces(code) || 'none'}`).join(', ')})`;
  return `amounts: a number cell; ${places}; credit notes are negative.`;
}
