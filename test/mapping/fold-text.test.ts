import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../../src/mapping/fold-text.js';

// Text as exports write it: Latin with accents, Greek, Cyrillic (Kazakh's own letters too),
// Turkish, Polish, Vietnamese, Arabic with its stretching stroke, in either case, composed or not.
const LETTERS = [...'aAéÉüÜçÇñÑłŁıİđĐßẞøØσςΣάΆпПёЁқҚғҒұҰүҮيىهةـأ日本ệỆủỦ Ǆǅǆ'];
const written = fc
  .array(fc.constantFrom(...LETTERS), { maxLength: 20 })
  .chain((chars) => fc.constantFrom('NFC', 'NFD').map((form) => chars.join('').normalize(form)));
const anyText = fc.oneof(written, fc.string({ unit: 'grapheme', maxLength: 20 }));

describe('foldText', () => {
  it('is idempotent, lower case and free of combining marks and of the letters it folds', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(folded.toLowerCase()).toBe(folded);
        expect(folded).not.toMatch(/[\p{M}\u0640łıđßςқғұүىة]/u);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves ASCII as it is but for case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (text) => {
        expect(foldText(text)).toBe(text.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a word typed without its accents or special letters as the word', () => {
    const pairs: [string, string][] = [
      ['Płatność', 'platnosc'],
      ['PŁATNOŚĆ', 'platnosc'],
      ['İptal', 'iptal'],
      ['Yanıt', 'yanit'],
      ['Hủy', 'huy'],
      ['Đã hủy', 'da huy'],
      ['Straße', 'strasse'],
      ['ΠΙΣΤΩΤΙΚΌΣ', 'πιστωτικοσ'],
      ['Қабылданбаған', 'кабылданбаган'],
      ['فـاتـورة', 'فاتوره'],
      ['Währung'.normalize('NFD'), 'wahrung'],
    ];
    for (const [text, folded] of pairs) expect(foldText(text)).toBe(folded);
  });
});
