import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeAge, parseMaxAge } from '../../src/health/parse-max-age.js';

describe('parseMaxAge', () => {
  it.each([
    ['5m', 300_000],
    ['90s', 90_000],
    ['90', 90_000],
    ['1h', 3_600_000],
    ['2d', 172_800_000],
    ['500ms', 500],
    ['1.5m', 90_000],
    [' 10 M ', 600_000],
    ['30S', 30_000],
  ])('reads %j as %d ms', (text, ms) => {
    expect(parseMaxAge(text)).toEqual({ ms });
  });

  it.each(['', 'soon', '5 minutes', '-5m', '0', '0s', '5w', 'm5', '1e3', '5m30s', '0.0001ms'])(
    'refuses %j, naming what it expected',
    (text) => {
      const parsed = parseMaxAge(text);
      expect(parsed).toHaveProperty('problem');
      expect((parsed as { problem: string }).problem).toBe(
        `expected a positive number with a unit, e.g. 90s, 5m, 1h (a bare number is seconds), got "${text}"`,
      );
    },
  );

  it('reads every whole number with every unit as that many of the unit', () => {
    const units = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...Object.keys(units)), (n, unit) => {
        expect(parseMaxAge(`${n}${unit}`)).toEqual({ ms: n * units[unit as keyof typeof units] });
      }),
    );
  });
});

describe('describeAge', () => {
  it.each([
    [0, '0 s'],
    [250, '250 ms'],
    [45_000, '45 s'],
    [119_999, '119 s'],
    [120_000, '2 min'],
    [3_600_000 * 2 - 1, '119 min'],
    [3_600_000 * 3, '3 h'],
    [3_600_000 * 3 + 5 * 60_000, '3 h 5 min'],
    [86_400_000 * 2, '2 d'],
    [86_400_000 * 2 + 4 * 3_600_000, '2 d 4 h'],
  ])('says %d ms as %j', (ms, text) => {
    expect(describeAge(ms)).toBe(text);
  });

  it('says the age of every --max-age it reads in the same or a coarser unit, never longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 86_400_000 }), (ms) => {
        const text = describeAge(ms);
        const [, n, unit] = /^(\d+) (ms|s|min|h|d)/.exec(text)!;
        const unitMs = { ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[unit!]!;
        expect(Number(n) * unitMs).toBeLessThanOrEqual(ms);
      }),
    );
  });
});
