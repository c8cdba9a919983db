/**
 * What a file's headers say of its currency without a currency column: a currency code or a sign
 * that stands for one currency in a header's brackets or at its end (`Amount (AUD)`, `Kwota (zł)`,
 * `Valor R$`), and words that only one currency area's exports write: a language spoken in one
 * currency area, a tax's name or a tax id used in one country. Each entry says why, for the
 * proposal's comment. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { signCurrencies } from '../currency-marker.js';
import { headerKey } from './match-headers.js';

export interface CurrencyEvidence {
  currency: string;
  /** The headers that say it. */
  headers: string[];
  why: string;
}

/**
 * Header words, compared as `headerKey` compares them, that only one currency area writes. Swedish
 * `moms` is no evidence (Finland's Swedish speakers write it too), nor Spanish `NIT` (several
 * American countries), nor `GST` (Australia, Canada, India, Singapore, New Zealand ...).
 */
const AREA_WORDS: readonly { words: RegExp; currency: string; why: string }[] = [
  // Merverdiavgift: Norway's VAT; Denmark and Sweden write moms.
  { words: /^mva|mva$|mvasats|mvakode|inklmva|eksmva/, currency: 'NOK', why: "MVA is Norway's VAT" },
  // Danish spells beløb (Norwegian beløp) and forfald (Norwegian forfall); CVR is Denmark's company register.
  {
    words: /beløb|forfald|^cvr(?:nr|nummer)?$/,
    currency: 'DKK',
    why: 'Danish (beløb, forfald, CVR), written in Denmark, which books in DKK',
  },
  // Arvonlisävero and Y-tunnus: Finland's VAT and business id; Finland's currency is the euro.
  { words: /^alv|alv$|alvprosentti|alvmaara|^ytunnus$/, currency: 'EUR', why: "ALV and Y-tunnus are Finland's" },
  // Partita IVA, imponibile and the SDI exchange are Italy's; Swiss Italian writes numero IVA.
  {
    words: /^piva$|partitaiva|imponibile|^statosdi$|^sdi$/,
    currency: 'EUR',
    why: "P.IVA, Imponibile and SDI are Italy's",
  },
  // Umsatzsteuer is the VAT's name in Germany and Austria (both euro); Switzerland writes MWST.
  {
    words: /^ust(?:betrag|satz|idnr|id)?$|^umsatzsteuer/,
    currency: 'EUR',
    why: 'USt is the VAT of Germany and Austria, which book in EUR',
  },
  // Polish is written in Poland; NIP is its tax id. Czech and Slovak write `faktury` too (Číslo
  // faktury, faktúry once accents drop): only Polish words before it say Polish.
  {
    words:
      /^nip(?:dostawcy|kontrahenta)?$|wystawienia|wewnetrzn|wplywu|kwota|stawka|dostawc|kontrahent|(?:numer|nr|data|wartosc)faktury|zakupu/,
    currency: 'PLN',
    why: 'Polish (NIP, data wystawienia, kwota ...), written in Poland, which books in PLN',
  },
  // CNPJ and CPF are Brazil's company and personal tax ids; a nota fiscal is Brazil's invoice.
  {
    words: /^cnpj|^cpf|cnpjcpf|notafiscal|^nfe$/,
    currency: 'BRL',
    why: "CNPJ, CPF and the nota fiscal are Brazil's",
  },
  // India's GST is split into central, state and integrated parts, and its registration is the GSTIN.
  { words: /cgst|sgst|igst|utgst|gstin/, currency: 'INR', why: "CGST, SGST, IGST and the GSTIN are India's" },
  // The ABN is Australia's business number.
  { words: /^abn(?:no|nr|number)?$|supplierabn|vendorabn/, currency: 'AUD', why: "the ABN is Australia's" },
  // Harmonized and Quebec sales taxes are Canada's.
  { words: /^hst|hst$|^qst|qst$|^tvq|tvq$/, currency: 'CAD', why: "HST and QST are Canada's" },
  // RFC and CFDI: Mexico's tax id and electronic invoice.
  { words: /^rfc|rfcproveedor|^cfdi|foliofiscal/, currency: 'MXN', why: "RFC and CFDI are Mexico's" },
  // CUIT: Argentina's tax id.
  { words: /^cuit/, currency: 'ARS', why: "the CUIT is Argentina's" },
  // ÁFA and adószám: Hungary's VAT and tax number.
  { words: /^afa(?:kulcs|osszeg|ertek)?$|^adoszam/, currency: 'HUF', why: "ÁFA and adószám are Hungary's" },
  // VSK (virðisaukaskattur) is Iceland's VAT, and the kennitala its id of persons and companies.
  { words: /^vsk|vsk$|^kennitala/, currency: 'ISK', why: "VSK and the kennitala are Iceland's" },
  // KDV: Turkey's VAT.
  { words: /^kdv|kdv$|kdvtutari|kdvorani/, currency: 'TRY', why: "KDV is Turkey's VAT" },
  // Slovak, not Czech, spellings: IČ DPH (Czech DIČ), dodávateľa (dodavatele), oslobodené (osvobozené), celkom, prijatia (přijetí).
  {
    words: /^icdph|dodavatela|oslobodene|^celkom|prijatia/,
    currency: 'EUR',
    why: 'Slovak (IČ DPH, dodávateľa, oslobodené ...), written in Slovakia, which books in EUR',
  },
  // Czech, not Slovak, spellings: celkem (Slovak celkom), vystaveno (vystavené), k likvidaci, DUZP; splatnost is both once accents drop.
  {
    words: /celkem|^vystaveno$|likvidaci|^duzp$/,
    currency: 'CZK',
    why: 'Czech (celkem, vystaveno, DUZP ...), written in the Czech Republic, which books in CZK',
  },
];

/** A currency as exports write it in a currency column instead of its code: its name or its sign. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  人民币: 'CNY',
  人民幣: 'CNY',
  美元: 'USD',
  欧元: 'EUR',
  歐元: 'EUR',
  日元: 'JPY',
  日本円: 'JPY',
  円: 'JPY',
  港币: 'HKD',
  港幣: 'HKD',
  港元: 'HKD',
  新台币: 'TWD',
  新台幣: 'TWD',
  英镑: 'GBP',
  英鎊: 'GBP',
  韩元: 'KRW',
  원: 'KRW',
  'ש"ח': 'ILS',
  שח: 'ILS',
  'ש״ח': 'ILS',
  Kč: 'CZK',
  zł: 'PLN',
  Ft: 'HUF',
  '₪': 'ILS',
  '€': 'EUR',
  '₩': 'KRW',
  '₹': 'INR',
  // Russian and Ukrainian exports write the currency's short name: 1C's Валюта column holds `руб.`.
  'руб.': 'RUB',
  руб: 'RUB',
  '₽': 'RUB',
  грн: 'UAH',
  'грн.': 'UAH',
  '₴': 'UAH',
  'ر.س': 'SAR',
  'ر.س.': 'SAR',
  'ريال سعودي': 'SAR',
  '฿': 'THB',
  บาท: 'THB',
  '₺': 'TRY',
  // Turkish software writes the lira TL (its sign's letters), in a column of codes beside EUR and USD.
  TL: 'TRY',
};

/** The ISO code of a currency written by its local name or sign (`TL`, `zł`, `руб.`), or undefined. */
export const isoOfCurrencyName = (text: string): string | undefined =>
  Object.hasOwn(CURRENCY_NAMES, text) ? CURRENCY_NAMES[text] : undefined;

/** A column that names one currency, by its name or sign, on every row (`币种` with `人民币`). */
export function namedCurrency(
  columns: readonly { header: string; texts: readonly (string | undefined)[] }[],
): CurrencyEvidence | undefined {
  for (const c of columns) {
    const values = new Set(c.texts.map((t) => t?.trim()));
    const [value] = values;
    const currency = value === undefined ? undefined : CURRENCY_NAMES[value];
    if (values.size === 1 && currency)
      return { currency, headers: [c.header], why: `"${value}" on every row names ${currency}` };
  }
  return undefined;
}

/** Scripts written in one currency area. */
const SCRIPTS: readonly { script: RegExp; currency: string; why: string }[] = [
  // Kana are written only in Japanese; consumption tax (消費税) is Japan's.
  {
    script: /[\p{Script=Hiragana}\p{Script=Katakana}]|消費税/u,
    currency: 'JPY',
    why: 'Japanese (kana, 消費税), written in Japan, which books in JPY',
  },
  { script: /\p{Script=Hangul}/u, currency: 'KRW', why: 'Korean, written in South Korea, which books in KRW' },
  { script: /\p{Script=Thai}/u, currency: 'THB', why: 'Thai, written in Thailand, which books in THB' },
  { script: /\p{Script=Lao}/u, currency: 'LAK', why: 'Lao, written in Laos, which books in LAK' },
  { script: /\p{Script=Myanmar}/u, currency: 'MMK', why: 'Burmese, written in Myanmar, which books in MMK' },
  // Two letters at least: a lone Δ or µ is a sign in any language.
  { script: /\p{Script=Greek}{2}/u, currency: 'EUR', why: 'Greek, written in Greece and Cyprus, which book in EUR' },
  { script: /\p{Script=Hebrew}/u, currency: 'ILS', why: 'Hebrew, written in Israel, which books in ILS' },
  // Є and Ї are Ukrainian letters no other national Cyrillic alphabet has.
  {
    script: /[єїЄЇ]/u,
    currency: 'UAH',
    why: 'Ukrainian (є, ї), written in Ukraine, which books in UAH',
  },
];

/** Currency areas named by the words of the headers, each with the headers that name it. */
export function wordCurrencies(headers: readonly string[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const area of AREA_WORDS) {
    const named = headers.filter((h) => area.words.test(headerKey(h)));
    if (named.length > 0) found.push({ currency: area.currency, headers: named, why: area.why });
  }
  for (const { script, currency, why } of SCRIPTS) {
    const written = headers.filter((h) => script.test(h));
    if (written.length > 0) found.push({ currency, headers: written.slice(0, 2), why });
  }
  return found;
}

/** A code or sign in brackets, or one at a header's end, after `in` or not: `Total (AUD)`, `Betrag [EUR]`, `Kwota zł`, `Amount in €`. */
const BRACKETED = /[([]\s*(?:in\s+)?([^()[\]]{1,5}?)\s*[)\]]/u;
const LAST_WORD = /\s(\S{1,4})$/u;

/**
 * Short names a country writes its own currency by in money headers, which are no ISO code and no
 * sign of amounts: Kenyan shillings `Ksh`, Egyptian pounds `ج.م` (جنيه مصري) and `L.E.`, Ugandan and
 * Tanzanian shillings, Bulgarian leva. Compared in lower case, without a last full stop.
 */
const LOCAL_NAMES: Readonly<Record<string, string>> = {
  ksh: 'KES',
  kshs: 'KES',
  'ج.م': 'EGP',
  'l.e': 'EGP',
  ush: 'UGX',
  tsh: 'TZS',
  лв: 'BGN',
};

/**
 * Short names read only in brackets, where a money header writes its currency: Bhutan's ngultrum
 * `(Nu.)`. Alone at a header's end the letters may be a word's abbreviation.
 */
const BRACKETED_NAMES: Readonly<Record<string, string>> = { nu: 'BTN' };

const shortName = (marker: string) => marker.toLowerCase().replace(/\.$/, '');

/** The one currency a header's marker names: an ISO code, a sign of one currency, or a local short name. */
function markerCurrency(marker: string): string | undefined {
  const local = LOCAL_NAMES[shortName(marker)];
  if (local) return local;
  const signs = signCurrencies(marker);
  return signs ? (signs.length === 1 ? signs[0] : undefined) : isIsoCurrency(marker) ? marker : undefined;
}

/** The marker a header writes; a last word only as a sign, or as a code in a header not all in capitals (`TOTAL ALL`). */
function headerMarker(header: string): string | undefined {
  const bracketed = BRACKETED.exec(header)?.[1];
  if (bracketed) return bracketed;
  const last = LAST_WORD.exec(header)?.[1];
  if (!last) return undefined;
  return signCurrencies(last) || LOCAL_NAMES[last.toLowerCase().replace(/\.$/, '')] || /\p{Ll}/u.test(header)
    ? last
    : undefined;
}

/** Currencies a header writes as a code, a sign that stands for one currency only, or a local short name. */
export function headerCurrencies(headers: readonly string[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const header of headers) {
    const bracketed = BRACKETED_NAMES[shortName(BRACKETED.exec(header)?.[1] ?? '')];
    const marker = headerMarker(header.trim());
    const currency = bracketed ?? (marker && markerCurrency(marker));
    if (currency) found.push({ currency, headers: [header], why: `the header names ${currency}` });
  }
  return found;
}
