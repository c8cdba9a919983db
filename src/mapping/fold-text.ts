/**
 * Text as the rules that read words compare it: lower case, accents dropped, and the letters a
 * writer without them types as another folded to that other. `Płatność`, `Platnosc` and
 * `PŁATNOŚĆ` read alike, as `İptal` and `iptal`, `Hủy` and `huy`, `ΠΙΣΤΩΤΙΚΌΣ` and `πιστωτικοσ`.
 */

/**
 * Letters no accent-stripping reaches, as writers without them type them: Polish `ł` as `l`,
 * Turkish `ı` as `i`, Vietnamese and Croatian `đ` as `d`, German `ß` as `ss`, Kazakh `қ ғ ұ ү` as
 * the Russian letters of their keyboards; and the forms of one letter: Greek's final sigma is its
 * sigma, Arabic's alif maqsura and ta marbuta are written for ya and ha.
 */
const FOLDED: Readonly<Record<string, string>> = {
  ł: 'l',
  ı: 'i',
  đ: 'd',
  ß: 'ss',
  ς: 'σ',
  қ: 'к',
  ғ: 'г',
  ұ: 'у',
  ү: 'у',
  ى: 'ي',
  ة: 'ه',
};

/** Accents and other combining marks, and the Arabic stretching stroke (ـ), a letter to Unicode but drawn as a mark. */
const MARKS = /[\p{M}\u0640]/gu;

/** Lower case, no accents, the letters of FOLDED folded: the one fold of every rule that reads words. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[łıđßςқғұүىة]/g, (c) => FOLDED[c] ?? c);
}
