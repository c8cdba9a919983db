import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PART_LENGTH } from '../../src/finance-api/secret-forms.js';
import { holdsApiKey, withoutApiKey } from '../../src/mapping/api-key-problems.js';

const KEY = 'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9';

describe('holdsApiKey', () => {
  it('finds the key anywhere in a text, and withoutApiKey leaves none of it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const text = `${before}${KEY}${after}`;
        expect(holdsApiKey(text, KEY)).toBe(true);
        expect(withoutApiKey(text, KEY)).not.toContain(KEY);
      }),
    );
  });

  it('finds nothing in a text without the key (any text, or the key with one character changed, unless a run of 12 of its characters is left)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        fc.pre(!text.toLowerCase().includes(KEY.toLowerCase()));
        expect(holdsApiKey(text, KEY)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.nat(KEY.length - 1), fc.constantFrom('#', ' ', '.'), (at, other) => {
        const longestRun = Math.max(at, KEY.length - at - 1);
        expect(holdsApiKey(`${KEY.slice(0, at)}${other}${KEY.slice(at + 1)}`, KEY)).toBe(longestRun >= PART_LENGTH);
      }),
    );
  });

  it('finds the key percent-encoded or as HTML entities, as the scrub rule does', () => {
    expect(holdsApiKey(`x ${encodeURIComponent(KEY).replace(/_/g, '%5F')}`, KEY)).toBe(true);
    expect(holdsApiKey([...KEY].map((c) => `&#${c.codePointAt(0)};`).join(''), KEY)).toBe(true);
  });
});

describe('holdsApiKey with a key too short to be a real one', () => {
  const shortKey = fc.string({
    minLength: 1,
    maxLength: 7,
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'),
  });
  const word = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz .') });

  it('does not mark a text that merely contains it (trial: key "k" made every invoice with a "k" in a cell invalid)', () => {
    fc.assert(
      fc.property(shortKey, word, word, (key, before, after) => {
        const text = `${before}${key}${after}`;
        fc.pre(text.trim().toLowerCase() !== key.toLowerCase());
        expect(holdsApiKey(text, key)).toBe(false);
        expect(withoutApiKey(text, key)).toBe(text);
      }),
    );
    expect(holdsApiKey('Bank transfer, Kalkulation', 'k')).toBe(false);
  });

  it('still marks a cell that is the key, in any case, with spaces around it', () => {
    fc.assert(
      fc.property(shortKey, fc.constantFrom('', ' ', '\t'), fc.boolean(), (key, space, upper) => {
        const text = `${space}${upper ? key.toUpperCase() : key}${space}`;
        expect(holdsApiKey(text, key)).toBe(true);
        expect(withoutApiKey(text, key)).not.toContain(key);
      }),
    );
  });
});
