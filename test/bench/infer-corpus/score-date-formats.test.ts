/**
 * The scorer judges a proposal's date format by what the reader reads with it: `M` and `MM`, `D`
 * and `DD` each take one digit or two, so forms that differ only so are scored alike, and each of
 * them reads the same days from the same text. Forms that read differently still differ.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoredKeys } from '../../../bench/infer-corpus/score-proposal.js';
import { compileDateFormat, parseDateText } from '../../../src/mapping/parse-date-text.js';

/** The format compiled, as a mapping's is. */
function compiled(format: string) {
  const c = compileDateFormat(format);
  if (typeof c === 'string') throw new Error(c);
  return c;
}

const scoredFormat = (format: string) =>
  scoredKeys(`source:\n  type: csv\n  dateFormats: ["${format}"]\n`).get('source.dateFormats');

describe('date formats scored by how they read', () => {
  it.each([
    ['M/D/YYYY', 'MM/DD/YYYY'],
    ['D.M.YYYY', 'DD.MM.YYYY'],
    ['D-MMM-YY', 'DD-MMM-YY'],
    ['M/D/YYYY h:mm A', 'MM/DD/YYYY h:mm A'],
  ])('scores %s as %s', (written, alike) => {
    expect(scoredFormat(written)).toBe(scoredFormat(alike));
  });

  it.each([
    ['M/D/YYYY', 'DD/MM/YYYY'],
    ['D-MMM-YY', 'DD-MM-YY'],
    ['YYYY/MM/DD', 'DD/MM/YYYY'],
  ])('still tells %s from %s', (one, other) => {
    expect(scoredFormat(one)).not.toBe(scoredFormat(other));
  });

  it('reads the same day from any date written with or without a leading zero', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }), (d) => {
        const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        for (const text of [`${m}/${day}/${y}`, `${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`])
          expect(parseDateText(text, [compiled('MM/DD/YYYY')])).toBe(parseDateText(text, [compiled('M/D/YYYY')]));
      }),
    );
  });
});
