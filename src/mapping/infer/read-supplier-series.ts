/**
 * Numbers each under its supplier's own letter series, written with no separator (Türkiye's
 * e-invoice numbers: the issuer's three letters, the year and a nine-digit count, RKM2024000000412
 * beside MDY2024000000444): the amount reader takes the letters for a currency code, and the
 * counts of a month's invoices run close, but the series follow the suppliers, one each, so two
 * suppliers may write the same count: the supplier's number, no id alone. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** Letters then digits, nothing else: a series and its count. */
const SERIES_NUMBER = /^(\p{L}{2,5})\d{4,}$/u;
/** Series enough that their following the suppliers is no chance. */
const FEWEST_SERIES = 3;

/** True when every number is a letter series and a count, each series one supplier's and each supplier one series. */
export function inSupplierSeries(number: ColumnProfile, supplier: ColumnProfile): boolean {
  const seriesOf = new Map<string, string>();
  const supplierOf = new Map<string, string>();
  for (let row = 0; row < number.texts.length; row++) {
    const series = SERIES_NUMBER.exec(number.texts[row] ?? '')?.[1];
    const name = supplier.texts[row];
    if (series === undefined || name === undefined) return false;
    if ((seriesOf.get(name) ?? series) !== series || (supplierOf.get(series) ?? name) !== name) return false;
    seriesOf.set(name, series);
    supplierOf.set(series, name);
  }
  return supplierOf.size >= FEWEST_SERIES;
}
