import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitRowHeight, LINE_HEIGHT, wrappedLines } from '../../src/report/fit-row-height.js';

/** The rule as written for any text: each line of its own, wrapped at 90 % of the width, at least one. */
const linesByRule = (text: string, width: number) =>
  text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / Math.max(1, Math.floor(width * 0.9)))), 0);

describe('wrappedLines', () => {
  it('counts the messages the results write as the lines they take in the column', () => {
    expect(wrappedLines('Invoice W-0000001 created', 40)).toBe(1);
    expect(wrappedLines('Payee 0000100001 is blocked for posting in company code 1000', 40)).toBe(2);
    expect(wrappedLines('', 40)).toBe(1);
    expect(wrappedLines('first\nsecond\n\nfourth', 40)).toBe(4);
    expect(wrappedLines('x'.repeat(37), 40)).toBe(2);
  });

  it('gives a text without a line break of its own the lines the line-by-line rule gives', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: fc.constantFrom('a', ' ', '\n', 'é'), maxLength: 300 }),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 120 }), (value, width) => {
        expect(wrappedLines(value, width)).toBe(linesByRule(value, width));
      }),
      { numRuns: 500 },
    );
  });

  it('makes a row as high as its tallest wrapped cell, unwrapped cells aside', () => {
    expect(fitRowHeight(['short', 'a\nb\nc', 'x'.repeat(500)], [10, 10, 0])).toBe(3 * LINE_HEIGHT);
    expect(fitRowHeight([12, null, 'ok'], [10, 10, 10])).toBe(LINE_HEIGHT);
  });
});
