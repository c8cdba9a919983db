/**
 * What a word of Arabic (Windows-1256), Hebrew (Windows-1255) or Thai (Windows-874) looks like:
 * letters of that one script throughout, with no Latin letter inside, spelled as the script
 * allows. A Latin file read in these code pages glues Arabic, Hebrew or Thai letters to Latin ones
 * ("Größe" is "Grِكe" in Windows-1256), and a file of another script read in them breaks the
 * spelling rules below: a Hebrew final letter inside a word, a Thai vowel sign with no consonant
 * before it. Pure.
 */

/** Whether `word` (a span of letters and marks) is a word of the script, spelled as it allows. */
export type ScriptSpelling = (word: string) => boolean;

const ARABIC = /^[\p{Script=Arabic}\u064B-\u0652]+$/u;
/** Tā' marbūṭa and alif maqṣūra end a word only. */
const ARABIC_INNER_FINAL = /[\u0629\u0649]\p{Script=Arabic}/u;
/** A harakah or shadda comes after a letter. */
const ARABIC_LEADING_MARK = /^\p{M}/u;

const HEBREW = /^\p{Script=Hebrew}+$/u;
/** Final kaf, mem, nun, pe and tsadi end a word only (points may follow them). */
const HEBREW_INNER_FINAL = /[ךםןףץ]\p{M}*[\u05D0-\u05EA]/u;
const HEBREW_LEADING_MARK = /^\p{M}/u;
/** ... and a word ends in the final form of those letters, not in kaf, mem, nun, pe or tsadi. */
const HEBREW_OPEN_END = /[כמנפצ]\p{M}*$/u;

const THAI = /^\p{Script=Thai}+$/u;
const THAI_CONSONANT = '\u0E01-\u0E2E';
/** A vowel sign, tone mark or sara a/aa/am follows a consonant (or another sign), never starts a word. */
const THAI_LEADING_SIGN = /^[\p{M}\u0E30\u0E32\u0E33\u0E45\u0E46\u0E2F]/u;
/** A sign after a leading vowel (เ แ โ ใ ไ) or after a digit or mark-less symbol has no consonant to sit on. */
const THAI_SIGN_WITHOUT_CONSONANT = new RegExp(`[\\u0E40-\\u0E44\\u0E4F-\\u0E5B][\\p{M}\\u0E30\\u0E32\\u0E33]`, 'u');
/** A leading vowel is followed by a consonant. */
const THAI_LEADING_VOWEL_ALONE = new RegExp(`[\\u0E40-\\u0E44](?![${THAI_CONSONANT}])`, 'u');
/** Thai digits and signs such as ๏ ๚ ๛ are no letters of a word. */
const THAI_NOT_LETTER = /[\u0E4F-\u0E5B\u0E3F]/u;

/** No script writes one letter three times running: KOI8-R "аааа" reads as Windows-1256 "ءءءء". */
const TRIPLED = /(\p{L})\1\1/u;

export const SCRIPT_SPELLINGS = {
  arabic: (word: string) =>
    ARABIC.test(word) && !TRIPLED.test(word) && !ARABIC_INNER_FINAL.test(word) && !ARABIC_LEADING_MARK.test(word),
  hebrew: (word: string) =>
    HEBREW.test(word) &&
    !TRIPLED.test(word) &&
    !HEBREW_INNER_FINAL.test(word) &&
    !HEBREW_LEADING_MARK.test(word) &&
    !HEBREW_OPEN_END.test(word),
  thai: (word: string) =>
    THAI.test(word) &&
    !TRIPLED.test(word) &&
    !THAI_LEADING_SIGN.test(word) &&
    !THAI_SIGN_WITHOUT_CONSONANT.test(word) &&
    !THAI_LEADING_VOWEL_ALONE.test(word) &&
    !THAI_NOT_LETTER.test(word),
} satisfies Record<string, ScriptSpelling>;
