import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { quoteWholeNumberMembers } from '../../src/finance-api/quote-whole-number-members.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** The list as a server writes it, its ids as raw JSON text. */
async function listWith(rawIds: readonly string[], wrap = (list: string) => list) {
  const list = `[${rawIds.map((id, i) => `{"id": ${id}, "advertiserName": "A${i}"}`).join(', ')}]`;
  sandbox.injectNext({ status: 200, body: wrap(list), contentType: 'application/json', route: 'advertisers' });
  return extractAdvertisers(sandbox.target());
}

describe('extractAdvertisers reads ids as the server wrote them', () => {
  // Numbers and strings as real list writers send them: ids past 2^53 from 64-bit keys, padded strings.
  const kept: [string, string][] = [
    ['12345678901234567890', '12345678901234567890'],
    ['9007199254740993', '9007199254740993'],
    ['18446744073709551615', '18446744073709551615'],
    ['100040', '100040'],
    ['0', '0'],
    ['"0000100001"', '0000100001'],
    ['"12345678901234567890"', '12345678901234567890'],
  ];
  it.each(kept)('keeps the id %s as %s', async (raw, id) => {
    const outcome = await listWith([raw]);
    expect(outcome.kind === 'advertisers' && outcome.advertisers.map((a) => a.id)).toEqual([id]);
  });

  it('keeps big ids in a wrapped list, one level deeper, beside other numbers', async () => {
    const outcome = await listWith(['12345678901234567890', '7'], (list) => `{"total": 2, "data": {"items": ${list}}}`);
    expect(outcome.kind === 'advertisers' && outcome.advertisers.map((a) => a.id)).toEqual([
      '12345678901234567890',
      '7',
    ]);
  });

  const refused: [string, string][] = [
    ['-5', 'got the number -5'],
    ['1.5', 'got the number 1.5'],
    ['12345678901234567890.0', 'got the number'],
    ['1e21', 'got the number'],
    ['-12345678901234567890', 'got the number'],
    // Whole, but not as digits alone: what the server meant by them is not certain.
    ['1.0', 'got the number 1 written with'],
    ['100040.0', 'got the number 100040 written with'],
    ['1e3', 'got the number 1000 written with'],
    ['1E2', 'got the number 100 written with'],
  ];
  it.each(refused)('refuses the list with the id %s, naming it', async (raw, words) => {
    const outcome = await listWith(['1', raw]);
    expect(outcome.kind).toBe('http-error');
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain('advertiser list has the wrong shape: [1].id');
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(words);
  });
});

describe('quoteWholeNumberMembers', () => {
  it('quotes every whole-number id at any depth and changes nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.bigInt({ min: 0n, max: 10n ** 30n }), name: fc.string(), n: fc.double() })),
        (items) => {
          const text = `{"id": 3.5, "x": [${items
            .map((i) => `{"id": ${i.id}, "advertiserName": ${JSON.stringify(i.name)}, "n": ${JSON.stringify(i.n)}}`)
            .join(',')}]}`;
          const parsed = JSON.parse(quoteWholeNumberMembers(text, 'id')) as {
            id: number;
            x: { id: string; advertiserName: string; n: unknown }[];
          };
          expect(parsed.id).toBe(3.5);
          expect(parsed.x.map((i) => i.id)).toEqual(items.map((i) => String(i.id)));
          expect(parsed.x.map((i) => i.advertiserName)).toEqual(items.map((i) => i.name));
          expect(parsed.x.map((i) => i.n)).toEqual(items.map((i) => JSON.parse(JSON.stringify(i.n)) as unknown));
        },
      ),
    );
  });

  it('leaves an "id" inside a string, or a key that merely ends in id, as it is', () => {
    const text = '{"note": "\\"id\\": 5", "paid": 12345678901234567890, "id": "7"}';
    expect(quoteWholeNumberMembers(text, 'id')).toBe(text);
  });
});
