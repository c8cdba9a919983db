/**
 * The currency signs ICU writes (`T$`, `DA`, `د.ج.`, `F CFA`, `VT`), asked of Intl: each currency
 * in each language, and each region's own currency in each language of the world. Too slow to run
 * while reading a file (about a minute), so scripts/generate-currency-signs.ts writes its result
 * into intl-currency-signs.ts, and a test checks that table against Intl. Pure.
 */

/** Marks ICU puts around a sign that do not show: direction marks, no-break and zero-width spaces. */
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u00a0\u202f]/g;

/** The languages and regions Intl knows, and the currencies. */
export interface SignSources {
  languages: readonly string[];
  regions: readonly string[];
  currencies: readonly string[];
}

/** Every language (two or three letters) and region (two letters) this Node's ICU has data for. */
export function intlSignSources(): SignSources {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const two = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  const three = two.flatMap((ab) => [...letters].map((c) => ab + c));
  // The lookup matcher only keeps a tag whose language ICU has (no fallback to the default locale).
  const languages = Intl.NumberFormat.supportedLocalesOf([...two, ...three], { localeMatcher: 'lookup' });
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });
  const regions = two.map((pair) => pair.toUpperCase()).filter((code) => names.of(code) !== code);
  return { languages, regions, currencies: Intl.supportedValuesOf('currency') };
}

/** The sign `locale` writes for `currency` (its symbol and its narrow symbol), without invisible marks. */
export function signsWritten(locale: string, currency: string): string[] {
  const signs: string[] = [];
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
    const sign = parts
      .find((part) => part.type === 'currency')
      ?.value.replace(INVISIBLE, ' ')
      .trim();
    // The ISO code itself is read as a code, whatever the table says.
    if (sign && sign !== currency && !signs.includes(sign)) signs.push(sign);
  }
  return signs;
}

/**
 * Languages written in many regions with their own signs there (en-KE Ksh, fr-DZ DA, en-VU VT):
 * asking all 400 languages in all 250 regions would take an hour, most of it the same answers.
 */
const WIDE = [
  'en',
  'fr',
  'es',
  'pt',
  'ar',
  'de',
  'it',
  'nl',
  'ru',
  'zh',
  'sw',
  'ms',
  'ta',
  'ca',
  'sv',
  'da',
  'nb',
  'el',
  'tr',
  'fa',
];

/** Currencies many regions use: asked in every region, whatever its own is. */
const SHARED = ['EUR', 'USD', 'XOF', 'XAF', 'XCD', 'XPF', 'GBP', 'AUD', 'NZD', 'ZAR', 'INR', 'CHF', 'DKK', 'NOK'];

/** Each sign with the currencies written with it, from `sources`. */
export function deriveCurrencySigns(sources: SignSources): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>();
  const add = (locale: string, currency: string) => {
    for (const sign of signsWritten(locale, currency)) {
      const set = table.get(sign) ?? new Set<string>();
      set.add(currency);
      table.set(sign, set);
    }
  };
  for (const language of sources.languages) for (const currency of sources.currencies) add(language, currency);
  const known = new Set(sources.languages);
  for (const region of sources.regions) {
    const likely = new Intl.Locale(`und-${region}`).maximize().language;
    const own = regionCurrencies(region, likely, sources.currencies);
    const languages = new Set([likely, ...WIDE].filter((language) => known.has(language)));
    for (const language of languages) for (const currency of own) add(`${language}-${region}`, currency);
  }
  return table;
}

/**
 * The currencies a region may write otherwise than its languages do elsewhere, since Intl names
 * no region's currency: one named for it (Kenyan Shilling), one its likely language writes
 * otherwise there (kr in Norway), and the shared ones.
 */
function regionCurrencies(region: string, likely: string, currencies: readonly string[]): string[] {
  const regionName = new Intl.DisplayNames('en', { type: 'region' }).of(region) ?? region;
  const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
  const stem = regionName.slice(0, 5);
  return currencies.filter(
    (currency) =>
      SHARED.includes(currency) ||
      (currencyNames.of(currency) ?? '').includes(stem) ||
      signsWritten(`${likely}-${region}`, currency).join('|') !== signsWritten(likely, currency).join('|'),
  );
}
