/**
 * Numbers and dates written in other digit scripts (Arabic-Indic `١٢٣٤٫٥٠` by Daftra, Wafeq,
 * Qoyod and Egyptian and Gulf e-invoices; Persian `۱۲۳۴٫۵۰` by Sepidar, Hamkaran and Urdu
 * writers; Devanagari `१२३` by some Hindi exports) turned into ASCII digits, once, before a number
 * or a date is read. The value is the one the sheet shows: a text that could be read two ways is
 * refused, never guessed. Pure.
 */

export type FoldedText = { ok: true; text: string } | { ok: false; message: string };

/** The separators a number is read with: the Arabic ones (U+066B, U+066C) become these. */
export interface NumberMarks {
  decimal: string;
  group: string;
}

const SCRIPTS: readonly { name: string; zero: number }[] = [
  { name: 'Arabic-Indic', zero: 0x660 },
  { name: 'Persian', zero: 0x6f0 },
  { name: 'Devanagari', zero: 0x966 },
];

const ARABIC_DECIMAL = 0x66b;
const ARABIC_GROUP = 0x66c;
const ARABIC_PERCENT = 0x66a;

/**
 * Direction marks RTL writers put around or inside a number (RLM, LRM, ALM, the embeddings and
 * isolates): invisible, they change how it shows, never which number it is.
 */
const DIRECTION_MARK = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const FOREIGN = /[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The script of the digit at `code`, or undefined for a character that is no digit. */
function scriptOf(code: number): { name: string; zero: number } | undefined {
  if (code >= 0x30 && code <= 0x39) return { name: 'Latin', zero: 0x30 };
  return SCRIPTS.find((script) => code >= script.zero && code <= script.zero + 9);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && scriptOf(char.charCodeAt(0)) !== undefined;
}

/**
 * `text` with its digits in ASCII, direction marks dropped, the Arabic percent sign as `%` and,
 * when `marks` is given, the Arabic decimal and thousands separators as `marks` says (without it
 * they are kept as written). Refused: digits of two scripts in one value, and Arabic separators
 * beside Latin ones, since which one is the decimal mark is then a guess.
 */
export function foldDigitScripts(text: string, marks?: NumberMarks): FoldedText {
  if (!FOREIGN.test(text)) return { ok: true, text };
  const chars = [...text].filter((char) => !DIRECTION_MARK.test(char));
  const scripts = new Set<string>();
  let arabicSeparator = false;
  let latinSeparator = false;
  let folded = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const code = char.charCodeAt(0);
    const script = scriptOf(code);
    if (script) {
      scripts.add(script.name);
      folded += String.fromCharCode(0x30 + code - script.zero);
    } else if (code === ARABIC_DECIMAL || code === ARABIC_GROUP) {
      arabicSeparator = true;
      // Without grouping in the format, the Arabic thousands mark is read as a space, which groups.
      folded += marks === undefined ? char : code === ARABIC_DECIMAL ? marks.decimal : marks.group || '\u00a0';
    } else if (code === ARABIC_PERCENT) folded += '%';
    else {
      if ((char === '.' || char === ',') && (isDigit(chars[i - 1]) || isDigit(chars[i + 1]))) latinSeparator = true;
      folded += char;
    }
  }
  if (scripts.size > 1)
    return {
      ok: false,
      message: `digits of two scripts in one value (${[...scripts].join(' and ')}): which number is meant is not certain; write it in one script`,
    };
  if (arabicSeparator && latinSeparator)
    return {
      ok: false,
      message:
        'Arabic separators (٫ ٬) and Latin ones (. ,) in one value: which is the decimal mark is not certain; write it with one kind',
    };
  return { ok: true, text: folded };
}
