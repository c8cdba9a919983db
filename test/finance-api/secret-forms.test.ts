import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubServerText } from '../../src/finance-api/scrub-server-text.js';
import { PART_LENGTH } from '../../src/finance-api/secret-forms.js';

/** Keys as back-ends issue them: long random strings of letters, digits, `-` and `_`. */
const key = fc.stringMatching(/^[A-Za-z0-9_-]{16,48}$/);

/** Every run of PART_LENGTH characters of the key: none may be left in a scrubbed text. */
const runsOf = (secret: string) =>
  Array.from({ length: secret.length - PART_LENGTH + 1 }, (_, start) => secret.slice(start, start + PART_LENGTH));

/** How servers echo a key in part or encoded, around ordinary text. */
const ECHOES: readonly [string, (secret: string, cut: number) => string][] = [
  [
    'the last characters masked',
    (s, cut) => `{"error":"bad key ${s.slice(0, Math.max(PART_LENGTH, s.length - cut))}***"}`,
  ],
  ['the first characters masked', (s, cut) => `key ****${s.slice(Math.min(s.length - PART_LENGTH, cut))} refused`],
  [
    'a middle run',
    (s, cut) =>
      `<p>…${s.slice(Math.min(s.length - PART_LENGTH, cut % 4), Math.min(s.length - PART_LENGTH, cut % 4) + PART_LENGTH)}…</p>`,
  ],
  ['base64', (s) => `token=${Buffer.from(s).toString('base64')};`],
  ['base64url', (s) => `token=${Buffer.from(s).toString('base64url')}`],
  ['base64 of user:key (Basic)', (s) => `Authorization: Basic ${Buffer.from(`api:${s}`).toString('base64')}`],
  ['base64 after two bytes', (s) => `Basic ${Buffer.from(`ab${s}`).toString('base64')}`],
  [
    'in a URL parameter, last characters masked',
    (s, cut) => `?k=${encodeURIComponent(s.slice(0, Math.max(PART_LENGTH, s.length - cut)))}%2A%2A`,
  ],
];

describe('a key echoed in part or encoded', () => {
  it.each(ECHOES)('%s: no run of 12 characters of it, nor its base64, is left', (_, echo) => {
    fc.assert(
      fc.property(key, fc.integer({ min: 1, max: 6 }), (secret, cut) => {
        const scrubbed = scrubServerText(echo(secret, cut), [secret]);
        expect(scrubbed).toContain('***');
        for (const run of runsOf(secret)) expect(scrubbed.toLowerCase()).not.toContain(run.toLowerCase());
        for (const offset of ['', 'a', 'ab'])
          expect(scrubbed).not.toContain(
            Buffer.from(offset + secret)
              .toString('base64')
              .slice(4, 16),
          );
      }),
      { numRuns: 80 },
    );
  });
});

/** Ordinary text of invoices and answers: numbers, amounts, dates, words. */
const ordinary = fc
  .array(
    fc.oneof(
      fc.stringMatching(/^(RE|INV|GS)-20[0-9]{2}-[0-9]{4,8}$/),
      fc.stringMatching(/^[0-9]{1,7}\.[0-9]{2}$/),
      fc.stringMatching(/^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/),
      fc.constantFrom('invoice', 'amount', 'vendor', 'Rechnung', 'created', 'duplicate', 'EUR', 'USD', 'Net 30'),
    ),
    { maxLength: 20 },
  )
  .map((words) => words.join(' '));

describe('ordinary text', () => {
  it('is left as it is, for any random key', () => {
    fc.assert(
      fc.property(key, ordinary, (secret, text) => {
        fc.pre(!text.toLowerCase().includes(secret.slice(0, PART_LENGTH).toLowerCase()));
        expect(scrubServerText(text, [secret])).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it.each(['test-key', 'invoice-test', 'sandbox-key-01', 'k'])(
    'keeps its words with a short key (%s): a short key is found whole, never in part',
    (secret) => {
      const text = 'invoice-2024-0001 sandbox-key test-key-of-another 1234.56 invoice-tes';
      const scrubbed = scrubServerText(text, [secret]);
      expect(scrubbed.replace(/\*\*\*/g, secret)).toBe(text);
      expect(scrubbed.split('***')).toHaveLength(text.split(secret).length);
    },
  );
});

describe('keys of any length and shape', () => {
  it('scrubs a part of a key of 4096 characters (a pattern per start took minutes at 900)', () => {
    const secret = Array.from({ length: 4096 }, (_, i) => 'Ab9_x-Q7'[(i * 7 + (i >> 3)) % 8]).join('');
    const echo = `{"error":"key ${secret.slice(100, 3000)}*** refused"} `.repeat(20);
    const scrubbed = scrubServerText(echo, [secret]);
    expect(scrubbed).toBe('{"error":"key ****** refused"} '.repeat(20));
  });

  it('leaves a run of digits alone and counts case, so data sharing a run with a key is not changed', () => {
    const digits = '4111222233334444555566';
    expect(scrubServerText('{"amount":"111222233334.00"}', [digits])).toBe('{"amount":"111222233334.00"}');
    expect(scrubServerText(`{"key":"${digits}"}`, [digits])).toBe('{"key":"***"}');
    const secret = 'SeCrEtKeY-0123456789-abcdef';
    expect(scrubServerText('ref secretkey-0123456789 ok', [secret])).toBe('ref secretkey-0123456789 ok');
    expect(scrubServerText('ref SeCrEtKeY-0123456789 ok', [secret])).toBe('ref *** ok');
  });
});
