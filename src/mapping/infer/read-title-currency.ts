/**
 * What a file's titles and group headers say of its currency where no column holds it: a
 * currency's name (`Montants (FCFA)`, `Ariary`, `MONTO_BALBOAS`, `Pula`), a tax only one country
 * charges (Panama's ITBMS); the country a title names (`BOTSWANA UNIFIED REVENUE SERVICE`) only as
 * a suggestion.
 * `FCFA` names two currencies, the West African XOF and the Central African XAF: it is taken only
 * where a second piece of evidence (a country's tax id or name) says which. Pure.
 */
import type { CurrencyEvidence } from './read-currency-words.js';
import { FRANC_ZONE_PLACES } from './franc-zone-places.js';

const word = (text: string) => new RegExp(`(?<![\\p{L}])(?:${text})(?![\\p{L}])`, 'iu');

/** Currencies and taxes of one currency area, as titles and headers write them. */
const NAMES: readonly { words: RegExp; currency: string; why: string }[] = [
  { words: word('ariary'), currency: 'MGA', why: "the ariary is Madagascar's currency" },
  { words: word('pula'), currency: 'BWP', why: "the pula is Botswana's currency" },
  // The balboa is at par with the US dollar, which Panama's invoices and banks are in.
  {
    words: word('balboas?|itbms'),
    currency: 'USD',
    why: "balboas and ITBMS (Panama's VAT) are Panama's, where the balboa is at par and invoices are in US dollars",
  },
  { words: word('vatu'), currency: 'VUV', why: "the vatu is Vanuatu's currency" },
  { words: word("pa['’]?anga"), currency: 'TOP', why: "the pa'anga is Tonga's currency" },
  // Arabic writes the article and a preposition onto the word (بالدينار): no letter boundary before it.
  {
    words: /(?<![\p{L}])dinars?\s+alg[ée]riens?(?![\p{L}])|دينار\s+جزائري|الدينار\s+الجزائري/iu,
    currency: 'DZD',
    why: "the Algerian dinar is Algeria's currency",
  },
  // Value added goods and services tax: Samoa's alone (its neighbours charge VAT, GST or CT).
  { words: word('vagst'), currency: 'WST', why: "VAGST is Samoa's tax, which Samoa books in tala (WST)" },
];

/** Countries that book in one currency, by their names in English, French, Spanish or Portuguese. */
const COUNTRIES: readonly { name: RegExp; currency: string; alsoName?: boolean; country?: string }[] = [
  { name: word('botswana'), currency: 'BWP' },
  { name: word('madagascar|malagasy'), currency: 'MGA' },
  { name: word('panam[aá]'), currency: 'USD' },
  { name: word('namibi[ae]|namíbia'), currency: 'NAD' },
  { name: word('trinidad'), currency: 'TTD' },
  // American Samoa is in US dollars; English `island` is no Ísland.
  { name: word('(?<!american\\s)samoan?'), currency: 'WST' },
  { name: word('iceland|icelandic|ísland'), currency: 'ISK' },
  { name: word('s[ée]n[ée]gal'), currency: 'XOF' },
  { name: word("c[ôo]te d['’]ivoire|ivory coast"), currency: 'XOF' },
  { name: word('burkina faso|b[ée]nin|guin[ée]e-bissau'), currency: 'XOF' },
  // The Republic of the Congo (Brazzaville) is in the CEMAC; the Democratic Republic is not, and is never `du Congo`.
  { name: word('r[ée]publique du congo|republic of (?:the )?congo|congo[- ]brazzaville'), currency: 'XAF' },
  { name: /(?<![\p{L}])(?:alg[ée]rie|algeria)(?![\p{L}])|الجزائر/iu, currency: 'DZD' },
  { name: word('tonga'), currency: 'TOP' },
  { name: word('vanuatu'), currency: 'VUV' },
  { name: word('cameroun|cameroon|camer[úu]n|gabon|tchad|centrafrique|central african republic'), currency: 'XAF' },
  // Also first names (Chad Wilson, Togo Mensah): a suggestion at most, whatever else the title says.
  { name: word('togo'), currency: 'XOF', alsoName: true },
  { name: word('chad'), currency: 'XAF', alsoName: true },
  // A franc zone country's capital, city or people, as its titles name it.
  ...FRANC_ZONE_PLACES,
];

/** A tax authority's name: English revenue service or authority, French DGI/DGID and impôts, Spanish and Portuguese. */
const AUTHORITY = word(
  'revenue (?:service|authority)|tax (?:authority|administration)|dgid?|imp[ôo]ts|administraci[óo]n tributaria|receita federal',
);

const CFA = word('f\\.?\\s?cfa|francs?\\s+cfa');

/** Currencies the texts of titles and headers name, by a currency's or tax's name. */
export function titleCurrencies(texts: readonly string[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const { words, currency, why } of NAMES) {
    const named = texts.filter((t) => words.test(t));
    if (named.length > 0) found.push({ currency, headers: named.slice(0, 2), why });
  }
  return found;
}

/**
 * Currencies of the countries the texts name: a suggestion, never enough alone, since a file about
 * a country may be kept in another currency, and some names are a person's too (Chad, Togo);
 * `filed` where a title names the country with its tax authority, which is enough.
 */
export function countryCurrencies(texts: readonly string[]): (CurrencyEvidence & { filed: boolean })[] {
  const found: (CurrencyEvidence & { filed: boolean })[] = [];
  for (const { name, currency, alsoName, country: of } of COUNTRIES) {
    const named = texts.find((t) => name.test(t));
    const place = named && name.exec(named)![0];
    const country = of ? `${place} (${of})` : place;
    // A title naming the country's tax authority heads a return filed there, in its currency.
    const filed = !alsoName && texts.some((t) => name.test(t) && AUTHORITY.test(t));
    if (named)
      found.push({
        currency,
        headers: [named],
        filed,
        why: `the title names ${country}${filed ? ' and its tax authority' : ''}, which books in ${currency}${alsoName ? `, but ${country} is a first name too` : ''}`,
      });
  }
  return found;
}

/**
 * The franc CFA a title or header writes (`FCFA`), settled by the rest of `evidence`: the one of
 * XOF and XAF the evidence names, or, where it names neither, the reason to ask.
 */
export function francCfa(
  texts: readonly string[],
  evidence: readonly CurrencyEvidence[],
): { evidence?: CurrencyEvidence; ask?: string } {
  const written = texts.find((t) => CFA.test(t));
  if (!written) return {};
  const zones = [...new Set(evidence.map((e) => e.currency).filter((c) => c === 'XOF' || c === 'XAF'))];
  const why = `"${written}" writes the franc CFA`;
  if (zones.length === 1) return { evidence: { currency: zones[0]!, headers: [written], why } };
  return {
    ask: `${why}, which is XOF in West Africa (UEMOA) and XAF in Central Africa (CEMAC), and nothing else in the file says which`,
  };
}
