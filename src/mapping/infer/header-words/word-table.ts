/**
 * The shape of a table of header words: one field, and for each language the words real exports
 * write over that field's column, as they are written (`Č. faktury`, `Fecha de emisión`, `מע"מ`);
 * `mapping infer` compares them as it compares headers (case, accents, dots and spaces not counting).
 * To read a new language, add its row to each table. Pure data.
 */

/**
 * ISO 639-1 codes of the languages business software ships in; `zh-Hant` is Chinese in traditional
 * letters, `mn` Mongolian in Cyrillic, `az` Azerbaijani in Latin letters, `is` Icelandic, `sq` Albanian (Albania's
 * e-invoicing portal and Kosovo's tax administration write their exports in it), `lo` Lao, `tg` Tajik
 * in Cyrillic, `my` Burmese, `tk` Turkmen in Latin letters.
 */
export type Language =
  | 'de'
  | 'fr'
  | 'it'
  | 'es'
  | 'pt'
  | 'nl'
  | 'sv'
  | 'da'
  | 'nb'
  | 'is'
  | 'fi'
  | 'et'
  | 'lv'
  | 'lt'
  | 'pl'
  | 'cs'
  | 'sk'
  | 'sl'
  | 'hr'
  | 'sr'
  | 'hu'
  | 'ro'
  | 'bg'
  | 'el'
  | 'tr'
  | 'ru'
  | 'uk'
  | 'ka'
  | 'he'
  | 'ar'
  | 'fa'
  | 'ja'
  | 'zh'
  | 'zh-Hant'
  | 'ko'
  | 'vi'
  | 'th'
  | 'id'
  | 'ms'
  | 'hi'
  | 'hy'
  | 'mn'
  | 'az'
  | 'sq'
  | 'lo'
  | 'tg'
  | 'my'
  | 'tk';

export interface WordTable {
  /** The model field the words name, or a meaning infer reads beside the fields (`dueDate`). */
  field: string;
  words: Readonly<Partial<Record<Language, readonly string[]>>>;
}

/** A table's words in one list, language by language. */
export function tableWords(table: WordTable): string[] {
  return Object.values(table.words).flatMap((w) => [...(w ?? [])]);
}
