/**
 * The encodings a CSV may be read in, by their WHATWG names, which the runtime's TextDecoder reads:
 * UTF-8 and UTF-16, and the single-byte code pages Excel writes "CSV" in per Windows locale
 * (Windows-1250 Central European ... 1258 Vietnamese, 874 Thai), their ISO-8859 and KOI8 kin, and
 * Mac Roman (not ISO-8859-16, which Node's ICU lacks); and the double-byte ones Japanese, Chinese
 * and Korean Excel writes (Shift-JIS, GBK and GB18030, Big5, EUC-KR), which are read but have no
 * encoder: the annotated copy of such a file is written in UTF-8 (csv-text-codec.ts).
 */
/** The double-byte encodings a CSV may be read in, which the runtime decodes but cannot encode. */
export const MULTI_BYTE_CSV_ENCODINGS = ['shift_jis', 'euc-jp', 'gbk', 'gb18030', 'big5', 'euc-kr'] as const;

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
  ...MULTI_BYTE_CSV_ENCODINGS,
] as const;

export type CsvEncodingName = (typeof CSV_ENCODINGS)[number];

/** Whether `encoding` is a double-byte one, read but never written. */
export function isMultiByteEncoding(encoding: string): boolean {
  return (MULTI_BYTE_CSV_ENCODINGS as readonly string[]).includes(encoding);
}
