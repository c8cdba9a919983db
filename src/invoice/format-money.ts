/**
 * Amounts as the terminal shows them: thousands grouped, the currency's decimal places
 * (`149,913.76` EUR, `1,200` JPY, `12.500` BHD). Only zeros past those places are dropped, so a
 * figure is never rounded on screen: `-45.1250` USD shows as `-45.125`.
 */
import { currencyPlaces, isIsoCurrency } from './currency-minor-units.js';

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `1234567.8900` EUR -> `1,234,567.89`; text that is no plain decimal is returned as it is. */
export function formatMoney(amount: string, currency: string): string {
  const plain = formatAmount(amount, currency);
  const point = plain.indexOf('.');
  const head = point < 0 ? plain : plain.slice(0, point);
  return head.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + plain.slice(head.length);
}

/**
 * `1513151.0000` JPY -> `1513151`, `-45.1250` USD -> `-45.125`: the currency's places, more only
 * where digits are not zero, without grouping, for problem messages that quote a figure next to a
 * cell's own text. Text that is no plain decimal is returned as it is.
 */
export function formatAmount(amount: string, currency: string): string {
  const match = PLAIN.exec(amount);
  if (!match) return amount;
  const [, sign = '', whole = '', fraction = ''] = match;
  const places = currencyPlaces(currency);
  const kept = fraction.replace(/0+$/, '');
  const digits = kept.length > places ? kept : fraction.padEnd(places, '0').slice(0, places);
  return `${sign}${whole}${digits ? `.${digits}` : ''}`;
}

/** The label of a total's currency: the code, or the code marked when ISO 4217 does not list it. */
export function currencyLabel(code: string): string {
  return isIsoCurrency(code) ? code : `${code} (not an ISO currency code)`;
}
