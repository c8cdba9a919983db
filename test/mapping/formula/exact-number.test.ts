import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Exact, parseExact, type Rounding } from '../../../src/mapping/formula/exact-number.js';

/** The decimal.js set-up formulas used before: every result rounded half up to 100 digits. */
const Reference = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -9e15, toExpPos: 9e15 });
const MODES: [Rounding, Decimal.Rounding][] = [
  ['half-up', Decimal.ROUND_HALF_UP],
  ['up', Decimal.ROUND_UP],
  ['down', Decimal.ROUND_DOWN],
];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Decimal text of every shape formulas meet: amounts, rates, long and tiny numbers, zeros. */
function randomDecimal(random: () => number): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const kind = random();
  const sign = random() < 0.3 ? '-' : '';
  if (kind < 0.05) return `${sign}0`;
  if (kind < 0.45)
    return `${sign}${digits(1 + Math.floor(random() * 7))}.${digits(Math.floor(random() * 5))}`.replace(/\.$/, '');
  if (kind < 0.7) return `${sign}${digits(1 + Math.floor(random() * 30))}`;
  if (kind < 0.85) return `${sign}0.${'0'.repeat(Math.floor(random() * 20))}${digits(1 + Math.floor(random() * 12))}`;
  return `${sign}${digits(1 + Math.floor(random() * 15))}.${digits(1 + Math.floor(random() * 15))}`;
}

/** decimal.js keeps a negative zero (-0.00); these numbers have none. */
const noNegativeZero = (text: string) => text.replace(/^-(0(?:\.0*)?)$/, '$1');

describe('Exact against decimal.js', () => {
  it('gives the same results for every operation on 4,000 random pairs', () => {
    const random = generator(20261124);
    for (let i = 0; i < 4000; i++) {
      const [x, y] = [randomDecimal(random), randomDecimal(random)];
      const [a, b] = [new Exact(x), new Exact(y)];
      const [ra, rb] = [new Reference(x), new Reference(y)];
      const pair = `${x} and ${y}`;
      expect(a.toFixed(), pair).toBe(noNegativeZero(ra.toFixed()));
      expect(a.plus(b).toFixed(), `${pair}: +`).toBe(noNegativeZero(ra.plus(rb).toFixed()));
      expect(a.minus(b).toFixed(), `${pair}: -`).toBe(noNegativeZero(ra.minus(rb).toFixed()));
      expect(a.times(b).toFixed(), `${pair}: *`).toBe(noNegativeZero(ra.times(rb).toFixed()));
      if (!rb.isZero()) expect(a.div(b).toFixed(), `${pair}: /`).toBe(noNegativeZero(ra.div(rb).toFixed()));
      expect(a.cmp(b), `${pair}: cmp`).toBe(ra.cmp(rb));
      expect(a.decimalPlaces(), `${x}: places`).toBe(ra.decimalPlaces());
      expect(a.isInteger(), `${x}: integer`).toBe(ra.isInteger());
      expect(a.trunc().toFixed(), `${x}: trunc`).toBe(noNegativeZero(ra.trunc().toFixed()));
      expect(a.abs().toFixed(), `${x}: abs`).toBe(ra.abs().toFixed());
      expect(a.toSignificantText(12), `${x}: 12 digits`).toBe(noNegativeZero(ra.toSignificantDigits(12).toFixed()));
      const places = Math.floor(random() * 10) - 3;
      for (const [mode, reference] of MODES) {
        const expected =
          places >= 0
            ? ra.toDecimalPlaces(places, reference)
            : ra
                .div(10 ** -places)
                .toDecimalPlaces(0, reference)
                .times(10 ** -places);
        expect(a.toDecimalPlaces(places, mode).toFixed(), `${x}: ${mode} to ${places}`).toBe(
          noNegativeZero(expected.toFixed()),
        );
      }
      if (places >= 0) expect(a.toFixed(places), `${x}: fixed ${places}`).toBe(noNegativeZero(ra.toFixed(places)));
    }
  });

  it('rounds a division that does not terminate at 100 significant digits, half up', () => {
    for (const [x, y] of [
      ['1', '3'],
      ['2', '3'],
      ['-2', '3'],
      ['1', '7'],
      ['123456789.123456789', '0.0000003'],
      ['99999999999999999999999999999', '0.000000000000000000000000007'],
    ] as const)
      expect(new Exact(x).div(new Exact(y)).toFixed(), `${x} / ${y}`).toBe(
        new Reference(x).div(new Reference(y)).toFixed(),
      );
    expect(new Exact('2').div('3').toFixed()).toBe(`0.${'6'.repeat(99)}7`);
    expect(new Exact('1').div('4').decimalPlaces()).toBe(2);
  });

  it('keeps 100 significant digits of a product or sum longer than that', () => {
    const long = new Exact(`${'9'.repeat(60)}.5`);
    expect(long.times(long).toFixed()).toBe(new Reference(`${'9'.repeat(60)}.5`).pow(2).toFixed());
    const sum = new Exact(`1${'0'.repeat(120)}`).plus(new Exact('0.5'));
    expect(sum.toFixed()).toBe(`1${'0'.repeat(120)}`);
  });

  it('is exact where binary floats are not', () => {
    expect(new Exact('0.1').plus(new Exact('0.2')).toFixed()).toBe('0.3');
    expect(new Exact('1.005').toDecimalPlaces(2, 'half-up').toFixed()).toBe('1.01');
    expect(new Exact('-2.5').toDecimalPlaces(0, 'half-up').toFixed()).toBe('-3');
    expect(new Exact('1250').toDecimalPlaces(-2, 'half-up').toFixed()).toBe('1300');
    expect(new Exact('-0.001').toFixed(2)).toBe('0.00');
  });
});

describe('parseExact', () => {
  it('reads the decimal text of files and formulas, exponents included', () => {
    expect(parseExact('.5')?.toFixed()).toBe('0.5');
    expect(parseExact('+3')?.toFixed()).toBe('3');
    expect(parseExact('1.50')?.toFixed()).toBe('1.5');
    expect(parseExact('1.5E-7')?.toFixed()).toBe('0.00000015');
    expect(parseExact('12e3')?.toFixed()).toBe('12000');
    expect(parseExact('007')?.toFixed()).toBe('7');
  });

  it('drops zeros before and after the digits, however many a cell has', () => {
    expect(parseExact('000123.4500')?.decimalPlaces()).toBe(2);
    expect(parseExact(`0.${'0'.repeat(900)}1`)?.toFixed()).toBe(`0.${'0'.repeat(900)}1`);
    expect(
      parseExact(`1${'0'.repeat(900)}`)
        ?.times(new Exact('2'))
        .toSignificantText(3),
    ).toBe(`2${'0'.repeat(900)}`);
    expect(parseExact(`0.${'0'.repeat(1_000_000)}`)?.isZero()).toBe(true);
    expect(parseExact('0e99999')?.isZero()).toBe(true);
  });

  it('keeps a number as written even past 100 significant digits, as decimal.js does', () => {
    const text = `1.${'0'.repeat(100)}5`;
    expect(new Exact(text).minus(new Exact('1')).toFixed()).toBe(
      new Reference(text).minus(new Reference('1')).toFixed(),
    );
    expect(new Exact(text).cmp(new Exact('1'))).toBe(1);
  });

  it('refuses what is not a number, and numbers beyond 10^-1000 and 10^1000', () => {
    const far = [`1${'0'.repeat(1_000_001)}`, `0.${'0'.repeat(1_000_000)}1`, '1e999999', '1e-1001', '1e1001'];
    for (const text of ['', '-', '.', '1,5', '1.2.3', 'abc', ' 1', 'Infinity', '1e', ...far])
      expect(parseExact(text), text.slice(0, 20)).toBeUndefined();
    expect(parseExact('1e-1000')?.toSignificantText(1)).toBe(`0.${'0'.repeat(999)}1`);
    expect(() => new Exact('n/a')).toThrow(/not a decimal number: "n\/a"/);
    expect(new Exact(42).toFixed()).toBe('42');
  });
});
