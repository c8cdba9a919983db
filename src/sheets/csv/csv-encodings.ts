/**
 * The encodings a CSV may be read in, by their WHATWG names, which the runtime's TextDecoder reads:
 * UTF-8 and UTF-16, and the single-byte code pages Excel writes "CSV" in per Windows locale
 * (Windows-1250 Central European ... 1258 Vietnamese, 874 Thai), their ISO-8859 and KOI8 kin, and
 * Mac Roman (not ISO-8859-16, which Node's ICU lacks). The double-byte ones (Shift-JIS, GBK, Big5, EUC-KR) are not among them: a file in one
 * is read after it is saved as "CSV UTF-8".
 */
export const CSV_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'iso-8859-1',
  'macintosh',
  'windows-1250',
  'windows-1251',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'windows-1258',
  'windows-874',
  'iso-8859-2',
  'iso-8859-3',
  'iso-8859-4',
  'iso-8859-5',
  'iso-8859-6',
  'iso-8859-7',
  'iso-8859-8',
  'iso-8859-10',
  'iso-8859-13',
  'iso-8859-14',
  'iso-8859-15',
  'koi8-r',
  'koi8-u',
] as const;

export type CsvEncodingName = (typeof CSV_ENCODINGS)[number];
