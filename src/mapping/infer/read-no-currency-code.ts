/**
 * A column of currency codes that writes `XXX`, ISO 4217's code for "no currency", beside real
 * codes: an IRAS Audit File's FCYCode is the invoice's foreign currency, and `XXX` where there is
 * none, the amounts being in the book's own currency. No one value is the invoices' currency, and
 * the file does not say the book's: the proposal is a commented formula for the user to complete. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import type { FieldDoubt } from './choose-fields.js';

interface CodeColumn {
  header: string;
  texts: readonly (string | undefined)[];
}

/** The commented CurrencyCode of a column of ISO codes and `XXX`, or undefined where there is none. */
export function noCurrencyCodeDoubt(columns: readonly CodeColumn[]): FieldDoubt | undefined {
  const column = columns.find((c) => {
    const texts = c.texts.filter((t): t is string => t !== undefined).map((t) => t.trim());
    const codes = new Set(texts);
    return (
      texts.length >= 2 &&
      codes.size >= 2 &&
      codes.has('XXX') &&
      texts.every((t) => /^[A-Z]{3}$/.test(t) && isIsoCurrency(t))
    );
  });
  if (!column) return undefined;
  const at = `[${column.header.replace(/]/g, ']]')}]`;
  const formula = `IF(${at} = "XXX", "<home currency code>", ${at})`;
  return {
    scope: 'invoice',
    field: 'CurrencyCode',
    headers: [column.header],
    spec: `{ formula: '${formula.replace(/'/g, "''")}' }`,
    reason: `"${column.header}" holds currency codes and XXX, ISO 4217's code for no currency (written where an invoice is in the book's own currency): write that currency's code in the formula, and check which amount columns are in which currency`,
  };
}
