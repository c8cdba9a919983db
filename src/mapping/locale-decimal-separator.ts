/**
 * The decimal separator of the locale a number format's tag names (`[$-407]`, `[$€-407]`): the
 * Windows locale identifiers (LCIDs, as [MS-LCID] lists them) of the locales whose default decimal
 * separator is certain, comma or point. A locale missing here is no evidence either way. Pure.
 */

/** Decimal comma: most of continental Europe, Latin America, Indonesia, Vietnam, Turkey. */
const COMMA: Record<number, string> = {
  0x0402: 'bg-BG',
  0x0403: 'ca-ES',
  0x0405: 'cs-CZ',
  0x0406: 'da-DK',
  0x0407: 'de-DE',
  0x0408: 'el-GR',
  0x040a: 'es-ES (traditional sort)',
  0x040b: 'fi-FI',
  0x040c: 'fr-FR',
  0x040e: 'hu-HU',
  0x040f: 'is-IS',
  0x0410: 'it-IT',
  0x0413: 'nl-NL',
  0x0414: 'nb-NO',
  0x0415: 'pl-PL',
  0x0416: 'pt-BR',
  0x0418: 'ro-RO',
  0x0419: 'ru-RU',
  0x041a: 'hr-HR',
  0x041b: 'sk-SK',
  0x041d: 'sv-SE',
  0x041f: 'tr-TR',
  0x0421: 'id-ID',
  0x0422: 'uk-UA',
  0x0424: 'sl-SI',
  0x0425: 'et-EE',
  0x0426: 'lv-LV',
  0x0427: 'lt-LT',
  0x042a: 'vi-VN',
  0x080c: 'fr-BE',
  0x0813: 'nl-BE',
  0x0814: 'nn-NO',
  0x0816: 'pt-PT',
  0x081a: 'sr-Latn-CS',
  0x0c07: 'de-AT',
  0x0c0a: 'es-ES',
  0x0c0c: 'fr-CA',
  0x1007: 'de-LU',
  0x140c: 'fr-LU',
  0x2c0a: 'es-AR',
  0x240a: 'es-CO',
  0x340a: 'es-CL',
};

/** Decimal point: the English-speaking world, Switzerland's German and Italian, East Asia, Mexico. */
const POINT: Record<number, string> = {
  0x0404: 'zh-TW',
  0x0409: 'en-US',
  0x040d: 'he-IL',
  0x0411: 'ja-JP',
  0x0412: 'ko-KR',
  0x041e: 'th-TH',
  0x0439: 'hi-IN',
  0x0804: 'zh-CN',
  0x0807: 'de-CH',
  0x0809: 'en-GB',
  0x080a: 'es-MX',
  0x0810: 'it-CH',
  0x0c04: 'zh-HK',
  0x0c09: 'en-AU',
  0x1009: 'en-CA',
  0x1409: 'en-NZ',
  0x1809: 'en-IE',
  0x4009: 'en-IN',
  0x4809: 'en-SG',
};

/** The locale `lcid` names and its decimal separator; undefined for a locale not listed (or no locale). */
export function localeDecimalSeparator(lcid: number): { locale: string; decimal: ',' | '.' } | undefined {
  // The high bits carry the calendar and digit shapes (`[$-1010407]`); the low 16 the locale.
  const locale = lcid & 0xffff;
  const comma = COMMA[locale];
  if (comma !== undefined) return { locale: comma, decimal: ',' };
  const point = POINT[locale];
  return point === undefined ? undefined : { locale: point, decimal: '.' };
}
