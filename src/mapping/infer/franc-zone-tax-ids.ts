/**
 * Tax and statistical ids of countries whose registers of purchases write their currency nowhere,
 * each in the shape its administration gives it and under the header exports print over it:
 * Senegal's NINEA, Benin's and Burkina Faso's IFU, Cameroon's NIU, Madagascar's STAT number,
 * Panama's RUC. The two franc CFA areas (XOF in the west, XAF in the centre) write the same
 * `FCFA`: a country's id tells which.
 * Pure data.
 */
import type { CountryTaxId } from './country-tax-ids.js';

export const FRANC_ZONE_TAX_IDS: readonly CountryTaxId[] = [
  // Senegal's NINEA: seven to nine digits, then the COFI code of a digit, a letter and a digit (2G3).
  {
    header: /(?:^|[^\p{L}])ninea(?:[^\p{L}]|$)/iu,
    value: /^\d{7,9}\s?\d[A-Z]\d$/,
    currency: 'XOF',
    why: "its values are NINEA numbers (0053848 2G3), Senegal's taxpayer number, in the franc CFA of West Africa",
  },
  // Benin's IFU: thirteen digits, from 1 (a person), 2 or 3 (a company).
  {
    header: /(?:^|[^\p{L}])ifu(?:[^\p{L}]|$)/iu,
    value: /^[123]\d{12}$/,
    currency: 'XOF',
    why: "its values are IFU numbers (3201910456781), Benin's taxpayer number, in the franc CFA of West Africa",
  },
  // Burkina Faso's IFU: eight digits and a check letter (00012345X), in XOF as Benin's.
  {
    header: /(?:^|[^\p{L}])ifu(?:[^\p{L}]|$)/iu,
    value: /^\d{8}\s?[A-Z]$/,
    currency: 'XOF',
    why: "its values are IFU numbers of eight digits and a letter (00012345X), Burkina Faso's taxpayer number, in the franc CFA of West Africa",
  },
  // Cameroon's NIU (numéro d'identifiant unique): a letter, twelve digits and a letter.
  {
    header: /(?:^|[^\p{L}])niu(?:[^\p{L}]|$)/iu,
    value: /^[A-Z]\d{12}[A-Z]$/,
    currency: 'XAF',
    why: "its values are NIU numbers (M041800012345K), Cameroon's taxpayer number, in the franc CFA of Central Africa",
  },
  // Madagascar's STAT: seventeen digits grouped 5 2 4 1 5 by INSTAT; its NIF of ten digits is not Madagascar's alone.
  {
    header: /(?:^|[^\p{L}])stat(?:[^\p{L}]|$)/iu,
    value: /^\d{5}\s?\d{2}\s?\d{4}\s?\d\s?\d{5}$/,
    currency: 'MGA',
    why: "its values are STAT numbers (73101 11 2013 0 11167), Madagascar's statistical number",
  },
  // Panama's RUC: a registration number, its book and folio, dashed (155624694-2-2017, 8-123-456); Panama books in US dollars.
  {
    header: /(?:^|[^\p{L}])r\.?u\.?c(?:[^\p{L}]|$)/iu,
    value: /^(?:\d{1,9}|PE|E|N)-\d{1,4}-\d{1,6}$/,
    currency: 'USD',
    why: "its values are RUC numbers (155624694-2-2017), Panama's taxpayer number; Panama's balboa is at par and its invoices are in US dollars",
  },
];
