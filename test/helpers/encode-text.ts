/**
 * Test helper: text as a CSV writer stores it, in UTF-8 or a single-byte encoding (Windows-1252,
 * ISO-8859-1, Mac Roman), encoded here apart from the decoders under test.
 */

/**
 * Mac Roman bytes of the German, French, Spanish, Portuguese and Swedish letters, from Apple's mapping file
 * (https://www.unicode.org/Public/MAPPINGS/VENDORS/APPLE/ROMAN.TXT), kept apart from the decoder under test.
 */
const MAC_ROMAN: Record<string, number> = {
  Ä: 0x80,
  Å: 0x81,
  Ç: 0x82,
  É: 0x83,
  Ñ: 0x84,
  Ö: 0x85,
  Ü: 0x86,
  á: 0x87,
  à: 0x88,
  â: 0x89,
  ä: 0x8a,
  ã: 0x8b,
  å: 0x8c,
  ç: 0x8d,
  é: 0x8e,
  è: 0x8f,
  ê: 0x90,
  ë: 0x91,
  í: 0x92,
  ì: 0x93,
  î: 0x94,
  ï: 0x95,
  ñ: 0x96,
  ó: 0x97,
  ò: 0x98,
  ô: 0x99,
  ö: 0x9a,
  õ: 0x9b,
  ú: 0x9c,
  ù: 0x9d,
  û: 0x9e,
  ü: 0x9f,
  ß: 0xa7,
  œ: 0xcf,
};

/** The encodings the spreadsheet programs and accounting systems of these tests write CSV in. */
export type TextWriter = 'utf-8' | 'windows-1252' | 'iso-8859-1' | 'macintosh';

export function encodeText(text: string, writer: TextWriter): Buffer {
  if (writer === 'utf-8') return Buffer.from(text, 'utf8');
  return Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code < 0x80) return code;
      // A letter the encoding lacks becomes '?', as the writers store it
      if (writer === 'macintosh') return MAC_ROMAN[char] ?? 0x3f;
      // Windows-1252 is Latin-1 for these letters but for œ, which Latin-1 lacks
      if (char === 'œ') return writer === 'windows-1252' ? 0x9c : 0x3f;
      return code;
    }),
  );
}
