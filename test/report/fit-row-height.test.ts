import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitRowHeight, LINE_HEIGHT, wrappedLines } from '../../src/report/fit-row-height.js';
import { OUTCOME_MEANINGS } from '../../src/report/outcome-words.js';

/**
 * The lines each Legend row's text takes as LibreOffice renders the results workbook (columns 14,
 * 60 and 60 wide; counted on the PDF of a real upload): the tallest cell of the row.
 */
const RENDERED_LINES: Record<string, number> = {
  created: 1,
  skipped: 2,
  'held: differs': 6,
  invalid: 3,
  rejected: 1,
  failed: 2,
  'not sent': 3,
  'resolved: not created': 3,
  'in doubt': 5,
};

describe('wrappedLines', () => {
  it('counts the messages the results write as the lines they take in the column', () => {
    expect(wrappedLines('Invoice W-0000001 created', 40)).toBe(1);
    expect(wrappedLines('Payee 0000100001 is blocked for posting in company code 1000', 40)).toBe(2);
    expect(wrappedLines('', 40)).toBe(1);
    expect(wrappedLines('first\nsecond\n\nfourth', 40)).toBe(4);
    expect(wrappedLines('0'.repeat(41), 40)).toBe(2);
  });

  it.each(Object.entries(RENDERED_LINES))('gives the Legend row of %s the %i lines its text takes', (word, lines) => {
    const outcome = OUTCOME_MEANINGS.find((o) => o.word === word)!;
    expect(fitRowHeight([outcome.word, outcome.meaning, outcome.todo], [14, 60, 60])).toBe(lines * LINE_HEIGHT);
  });

  it('never gives text of digits and capitals (a whole width unit each) fewer lines than its characters fill', () => {
    const text = fc.string({ unit: fc.constantFrom('0', '7', 'W', 'M', '\n'), maxLength: 400 });
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 120 }), (value, width) => {
        const least = value.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / width)), 0);
        expect(wrappedLines(value, width)).toBeGreaterThanOrEqual(least);
      }),
      { numRuns: 500 },
    );
  });

  it('never gives a text more lines than one word per line, nor fewer than one per line break', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', 'é', 'W'), maxLength: 300 });
    fc.assert(
      fc.property(text, fc.integer({ min: 8, max: 120 }), (value, width) => {
        const lines = wrappedLines(value, width);
        const words = value.split('\n').reduce((sum, line) => sum + Math.max(1, line.split(' ').length), 0);
        const longest = Math.max(...value.split(/[ \n]/).map((word) => word.length));
        expect(lines).toBeGreaterThanOrEqual(value.split('\n').length);
        // W, the widest of these, prints about 1.56 digits wide: a word of them at most that per character fits.
        if (longest * 1.56 <= width - 1) expect(lines).toBeLessThanOrEqual(words);
      }),
      { numRuns: 500 },
    );
  });

  it('gives Chinese, Japanese and Korean text (two width units a character, UAX #11 Wide) two units a character', () => {
    // Vendor names and problem texts of East Asian files, full-width Latin and digits among them.
    const unit = fc.constantFrom('株', '式', '会', '社', 'カ', 'ぁ', '한', '국', '０', 'Ａ', '。');
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: 1, maxLength: 200 }),
        fc.integer({ min: 2, max: 120 }),
        (value, width) => {
          // A line holds at most floor(width / 2) such characters; none is broken in half.
          const perLine = Math.max(1, Math.floor(width / 2));
          expect(wrappedLines(value, width)).toBeGreaterThanOrEqual(Math.ceil([...value].length / perLine));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('makes a row as high as its tallest wrapped cell, unwrapped cells aside', () => {
    expect(fitRowHeight(['short', 'a\nb\nc', 'x'.repeat(500)], [10, 10, 0])).toBe(3 * LINE_HEIGHT);
    expect(fitRowHeight([12, null, 'ok'], [10, 10, 10])).toBe(LINE_HEIGHT);
  });
});
