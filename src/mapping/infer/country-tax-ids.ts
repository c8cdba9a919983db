/**
 * Tax ids of countries that book in one currency, each in the shape its tax office gives it and
 * under the header exports print over it: Chile's RUT, Kazakhstan's BIN and IIN, Uzbekistan's STIR
 * (ИНН) and PINFL, Türkiye's VKN and TCKN, Spain's NIF (CIF and NIE alike), Georgia's
 * identification number, Indonesia's NPWP, Pakistan's NTN, Bangladesh's BIN, Moldova's IDNO,
 * Armenia's ՀՎՀՀ, Mongolia's ТТД, Azerbaijan's VÖEN, North Macedonia's ЕДБ, Côte d'Ivoire's NCC, Oman's VAT number, Jamaica's TRN. A file whose supplier ids are all one
 * country's is in that country's currency, which registers of domestic purchases do not write.
 * Pure data.
 */

export interface CountryTaxId {
  /** The header the ids stand under; ids of common shapes count only under their own name. */
  header?: RegExp;
  /** One id, its digits in ASCII, trimmed. */
  value: RegExp;
  currency: string;
  why: string;
}

export const COUNTRY_TAX_IDS: readonly CountryTaxId[] = [
  // Chile's RUT: up to eight digits, dotted in threes or not, a dash and a check digit or K.
  {
    header: /(?:^|[^\p{L}])r\.?u\.?t(?:[^\p{L}]|$)/iu,
    value: /^\d{1,2}(?:\.\d{3}\.\d{3}|\d{6})-[\dkK]$/,
    currency: 'CLP',
    why: "its values are RUT numbers (76.123.456-7), Chile's tax id",
  },
  // Kazakhstan's BIN (a business) and IIN (a person): twelve digits, under their Russian or Kazakh (БСН, ЖСН) names.
  {
    header: /(?:^|[^\p{L}])(?:бин|иин|бсн|жсн|bin\s*\/\s*iin|iin\s*\/\s*bin|iin)(?:[^\p{L}]|$)/iu,
    value: /^\d{12}$/,
    currency: 'KZT',
    why: "its values are BIN/IIN numbers (12 digits), Kazakhstan's taxpayer number",
  },
  // Uzbekistan's STIR, written ИНН in Russian: nine digits (Russia's ИНН has 10 or 12); a person's PINFL has 14.
  {
    header: /(?:^|[^\p{L}])(?:инн|стир|stir)(?:[^\p{L}]|$)/iu,
    value: /^[2-7]\d{8}$/,
    currency: 'UZS',
    why: "its values are STIR numbers (ИНН of 9 digits), Uzbekistan's taxpayer number",
  },
  {
    header: /(?:^|[^\p{L}])(?:пинфл|jshshir|pinfl)(?:[^\p{L}]|$)/iu,
    value: /^\d{14}$/,
    currency: 'UZS',
    why: "its values are PINFL numbers (14 digits), Uzbekistan's personal taxpayer number",
  },
  // Türkiye's VKN (a company, ten digits) and TCKN (a person, eleven digits not starting with 0).
  {
    header: /(?:^|[^\p{L}])(?:vkn|tckn|vergi\s+(?:kimlik\s+)?no|vergi\s+numarası)(?:[^\p{L}]|$)/iu,
    value: /^(?:\d{10}|[1-9]\d{10})$/,
    currency: 'TRY',
    why: "its values are VKN/TCKN numbers, Türkiye's tax id",
  },
  // Spain's NIF: a company's CIF (a letter, seven digits, a check), a person's DNI (eight digits, a letter), a NIE (X, Y or Z, seven digits, a letter).
  {
    header: /(?:^|[^\p{L}])(?:nif|cif|n\.i\.f\.?|c\.i\.f\.?)(?:[^\p{L}]|$)/iu,
    value: /^(?:ES)?[\s-]?(?:[ABCDEFGHJNPQRSUVW]-?\d{7}-?[\dA-J]|\d{8}-?[A-Z]|[XYZ]-?\d{7}-?[A-Z])$/i,
    currency: 'EUR',
    why: 'its values are Spanish NIFs (B12345678), and Spain books in EUR',
  },
  // Georgia's identification number: nine digits a company's, eleven a person's, under ს/ნ or საიდენტიფიკაციო კოდი.
  {
    header: /ს\/ნ|საიდენტიფიკაციო|პირადი ნომერი/u,
    value: /^(?:\d{9}|\d{11})$/,
    currency: 'GEL',
    why: 'its values are Georgian identification numbers (9 or 11 digits)',
  },
  // Oman's VAT number: OM and ten digits, under a header that names a tax (VAT Reg. No., رقم التسجيل الضريبي).
  {
    header: /vat|tax|trn|ضريب/iu,
    value: /^OM\d{10}$/,
    currency: 'OMR',
    why: 'its values are Omani VAT numbers (OM and ten digits)',
  },
  // Indonesia's NPWP: fifteen digits (bare in e-Faktur's CSV, printed 01.234.567.8-901.000), sixteen since 2024, under its name.
  {
    header: /(?:^|[^\p{L}])npwp(?:[^\p{L}]|$)/iu,
    value: /^(?:\d{15,16}|\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3})$/,
    currency: 'IDR',
    why: "its values are NPWP numbers (15 or 16 digits), Indonesia's taxpayer number",
  },
  // Pakistan's NTN: seven digits, a dash and a check digit; a person's is the CNIC, thirteen digits, printed 12345-1234567-1.
  {
    header: /(?:^|[^\p{L}])ntn(?:[^\p{L}]|$)/iu,
    value: /^(?:\d{7}-\d|\d{13}|\d{5}-\d{7}-\d)$/,
    currency: 'PKR',
    why: "its values are NTN numbers (1234567-8), Pakistan's taxpayer number",
  },
  // Bangladesh's BIN: nine digits, a dash and the four of the branch, as the NBR's books print it.
  {
    header: /(?:^|[^\p{L}])bin(?:[^\p{L}]|$)/iu,
    value: /^\d{9}-?\d{4}$/,
    currency: 'BDT',
    why: "its values are BINs (000123456-0101), Bangladesh's VAT registration number",
  },
  // Moldova's IDNO: thirteen digits.
  {
    header: /(?:^|[^\p{L}])idno(?:[^\p{L}]|$)/iu,
    value: /^\d{13}$/,
    currency: 'MDL',
    why: "its values are IDNO numbers (13 digits), Moldova's state identification number",
  },
  // Armenia's taxpayer number (ՀՎՀՀ): eight digits.
  {
    header: /(?:^|[^\p{L}])հվհհ(?:[^\p{L}]|$)/iu,
    value: /^\d{8}$/,
    currency: 'AMD',
    why: "its values are ՀՎՀՀ numbers (8 digits), Armenia's taxpayer number",
  },
  // Mongolia's taxpayer number (ТТД): seven digits a company's; a person's is the register number, two letters and eight digits.
  {
    header: /(?:^|[^\p{L}])ттд(?:[^\p{L}]|$)/iu,
    value: /^(?:\d{7}|[А-ЯӨҮ]{2}\d{8})$/u,
    currency: 'MNT',
    why: "its values are ТТД numbers (7 digits), Mongolia's taxpayer number",
  },
  // Azerbaijan's taxpayer number (VÖEN): ten digits.
  {
    header: /(?:^|[^\p{L}])v[öo]en(?:[^\p{L}]|$)/iu,
    value: /^\d{10}$/,
    currency: 'AZN',
    why: "its values are VÖEN numbers (10 digits), Azerbaijan's taxpayer number",
  },
  // North Macedonia's ЕДБ (единствен даночен број): thirteen digits, MK before them as a VAT id.
  {
    header: /(?:^|[^\p{L}])(?:едб|edb)(?:[^\p{L}]|$)/iu,
    value: /^(?:MK)?\d{13}$/,
    currency: 'MKD',
    why: "its values are ЕДБ numbers (13 digits), North Macedonia's tax number",
  },
  // Côte d'Ivoire's NCC (numéro de compte contribuable): seven digits and a letter; the franc CFA of West Africa.
  {
    header: /(?:^|[^\p{L}])ncc(?:[^\p{L}]|$)/iu,
    value: /^\d{7}[A-Z]$/,
    currency: 'XOF',
    why: "its values are NCC numbers (7 digits and a letter), Côte d'Ivoire's taxpayer number",
  },
  // Jamaica's TRN (taxpayer registration number): nine digits, printed 000-000-000; the UAE's TRN has fifteen.
  {
    header: /(?:^|[^\p{L}])trn(?:[^\p{L}]|$)/iu,
    value: /^\d{3}-?\d{3}-?\d{3}$/,
    currency: 'JMD',
    why: "its values are TRN numbers (9 digits, 000-000-000), Jamaica's taxpayer registration number",
  },
];
