/**
 * What a file's values say of its currency without a currency column: a tax id written in the one
 * shape only one country gives it (a Russian ИНН of 10 or 12 digits under its name, a Saudi VAT
 * number of 15 digits from 3 to 3, a UAE TRN, an Indian GSTIN, a Brazilian CNPJ, a Swiss enterprise
 * number CHE-123.456.789, a Kenyan KRA PIN, an Egyptian registration number, a Croatian OIB, a
 * Slovenian VAT id, an Argentine CUIT, and the ids of country-tax-ids.ts), or a VAT rate
 * only one currency area charges (Switzerland's 8.1 % and 7.7 %). Every filled value of the column
 * must have the shape: one that does not makes the column no evidence. Pure.
 */
import { foldDigitScripts } from '../../invoice/fold-digit-scripts.js';
import { COUNTRY_TAX_IDS } from './country-tax-ids.js';
import { FRANC_ZONE_TAX_IDS } from './franc-zone-tax-ids.js';
import type { ColumnProfile } from './profile-column.js';
import type { CurrencyEvidence } from './read-currency-words.js';

interface Column {
  header: string;
  texts: readonly (string | undefined)[];
  share?: Pick<ColumnProfile['share'], 'percent'>;
}

const TAX_IDS: readonly { header?: RegExp; value: RegExp; currency: string; why: string }[] = [
  // ИНН of a company (10 digits) or a person (12), with the КПП after a slash as purchase books write it.
  {
    header: /(?:^|[^\p{L}])инн(?:[^\p{L}]|$)/iu,
    value: /^(?:\d{10}|\d{12})(?:\s*\/\s*\d{9})?$/,
    currency: 'RUB',
    why: "its values are Russian ИНН numbers (10 or 12 digits), Russia's taxpayer number",
  },
  // ZATCA gives every VAT registrant 15 digits beginning and ending with 3.
  {
    value: /^3\d{13}3$/,
    currency: 'SAR',
    why: 'its values are Saudi VAT numbers (15 digits from 3 to 3)',
  },
  // The UAE's tax registration number: 15 digits from 100, under a header that names a tax number.
  {
    header: /trn|tax|vat|ضريب/iu,
    value: /^100\d{12}$/,
    currency: 'AED',
    why: 'its values are UAE tax registration numbers (15 digits from 100)',
  },
  // India's GSTIN: the state's two digits, the PAN (five letters, four digits, a letter), an entity digit, Z, a check character.
  {
    value: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/i,
    currency: 'INR',
    why: "its values are GSTINs, India's GST registration numbers",
  },
  // Brazil's CNPJ as printed: 12.345.678/0001-90.
  {
    value: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
    currency: 'BRL',
    why: "its values are CNPJ numbers, Brazil's company register",
  },
  // Kenya's KRA PIN: A (a person) or P (any other taxpayer), nine digits, a check letter.
  {
    header: /pin|kra/i,
    value: /^[AP]\d{9}[A-Z]$/,
    currency: 'KES',
    why: "its values are KRA PINs, Kenya's taxpayer number",
  },
  // Egypt's tax registration number: nine digits, printed in threes, under an Arabic header that names a registration or a tax.
  {
    header: /تسجيل|ضريب/u,
    value: /^\d{3}-?\d{3}-?\d{3}$/,
    currency: 'EGP',
    why: 'its values are Egyptian tax registration numbers (nine digits, 123-456-789)',
  },
  // Croatia's OIB, eleven digits; Croatia books in EUR since 2023.
  {
    header: /(?:^|[^\p{L}])oib(?:[^\p{L}]|$)/iu,
    value: /^(?:HR)?\d{11}$/,
    currency: 'EUR',
    why: "its values are OIB numbers, Croatia's tax id, and Croatia books in EUR",
  },
  // Slovenia's VAT id: SI and eight digits.
  {
    value: /^SI\s?\d{8}$/,
    currency: 'EUR',
    why: 'its values are Slovenian VAT ids (SI and eight digits), and Slovenia books in EUR',
  },
  // Argentina's CUIT as printed: its kind (20, 23, 24, 27 a person; 30, 33, 34 a company), eight digits, a check digit.
  {
    value: /^(?:20|23|24|27|30|33|34)-\d{8}-\d$/,
    currency: 'ARS',
    why: "its values are CUIT numbers (30-12345678-9), Argentina's tax id",
  },
  {
    value: /^CHE[-\s]?\d{3}\.?\d{3}\.?\d{3}(?:\s*(?:MWST|TVA|IVA|VAT))?$/i,
    currency: 'CHF',
    why: 'its values are Swiss enterprise numbers (CHE-123.456.789)',
  },
  ...COUNTRY_TAX_IDS,
  ...FRANC_ZONE_TAX_IDS,
];

/** Swiss VAT rates since 2018, in percent; the standard ones (8.1, 7.7) are no other country's. */
const SWISS_RATES = new Set([0, 2.5, 2.6, 3.7, 3.8, 7.7, 8.1]);
const SWISS_STANDARD = new Set([7.7, 8.1]);
const RATE_HEADER = /%|rate|satz|taux|tasa|aliquota|ставка|税率/i;

/** The text with its digits in ASCII, or the text as written when it cannot be folded. */
function folded(text: string): string {
  const result = foldDigitScripts(text);
  return result.ok ? result.text.trim() : text.trim();
}

/** A rate as a percent: `8.1%`, `8,1 %`, `8.10`, or the fraction 0.081 a percent cell holds. */
function percentOf(text: string): number | undefined {
  const match = /^(\d{1,2}(?:[.,]\d{1,4})?)\s*%?$/.exec(folded(text));
  if (!match) return undefined;
  const value = Number(match[1]!.replace(',', '.'));
  return !text.includes('%') && value > 0 && value < 1 ? Math.round(value * 10000) / 100 : value;
}

function filledTexts(column: Column): string[] {
  return column.texts.filter((t): t is string => t !== undefined && t.trim() !== '');
}

/** Currencies the values of tax-id and rate columns point to, each with its column. */
export function valueCurrencies(columns: readonly Column[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const column of columns) {
    const texts = filledTexts(column);
    if (texts.length < 2) continue;
    for (const id of TAX_IDS) {
      if (id.header && !id.header.test(column.header)) continue;
      if (texts.every((t) => id.value.test(folded(t))))
        found.push({ currency: id.currency, headers: [column.header], why: id.why });
    }
    const rated = RATE_HEADER.test(column.header) || (column.share?.percent ?? 0) >= 0.9;
    const rates = rated ? texts.map(percentOf) : [];
    if (
      rates.length > 0 &&
      rates.every((r) => r !== undefined && SWISS_RATES.has(r)) &&
      rates.some((r) => SWISS_STANDARD.has(r!))
    )
      found.push({ currency: 'CHF', headers: [column.header], why: "its VAT rates (8.1 %, 7.7 %) are Switzerland's" });
  }
  return found;
}
