/**
 * The form in which advertiser names are compared: case, accents, punctuation and spaces do not
 * count, so `Muller & Sohne GmbH`, `MÜLLER & SÖHNE GMBH` and `Müller&Söhne  GmbH.` are one name.
 */

/** Letters that NFD does not take apart into a base letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

export function normalizeAdvertiserName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðħıßæœþ]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');
}
