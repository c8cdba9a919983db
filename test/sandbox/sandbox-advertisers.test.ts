import { describe, expect, it } from 'vitest';
import { SANDBOX_ADVERTISERS, advertiserListBody } from '../../src/sandbox/sandbox-advertisers.js';
import { quoteWholeNumberMembers } from '../../src/finance-api/quote-whole-number-members.js';
import { parseAdvertiserList } from '../../src/finance-api/advertiser-list-schema.js';

describe('sandbox advertisers', () => {
  it('has exactly 40 advertisers with ids 0000100001 to 0000100040', () => {
    expect(SANDBOX_ADVERTISERS).toHaveLength(40);
    expect(SANDBOX_ADVERTISERS[0]!.id).toBe('0000100001');
    expect(SANDBOX_ADVERTISERS[39]!.id).toBe('0000100040');
    expect(new Set(SANDBOX_ADVERTISERS.map((a) => a.id)).size).toBe(40);
    expect(new Set(SANDBOX_ADVERTISERS.map((a) => a.advertiserName)).size).toBe(40);
  });

  it('includes names with accents and punctuation', () => {
    const names = SANDBOX_ADVERTISERS.map((a) => a.advertiserName);
    expect(names).toContain('Müller & Söhne GmbH');
    expect(names).toContain('Café Lumière S.A.R.L.');
    expect(names).toContain("O'Brien Media Ltd.");
  });

  it('serves every shape so that the client reads the same list back', () => {
    for (const [shape, listPath] of [
      ['bare', []],
      ['wrapped', ['advertisers']],
    ] as const) {
      expect(parseAdvertiserList(advertiserListBody(shape))).toEqual({
        ok: true,
        advertisers: SANDBOX_ADVERTISERS,
        listPath,
      });
    }
    // As the client reads a list: ids of digits quoted first, so they keep their digits (extract-advertisers.ts).
    const numeric = parseAdvertiserList(
      JSON.parse(quoteWholeNumberMembers(JSON.stringify(advertiserListBody('numeric-ids')), 'id')),
    );
    expect(numeric.ok && numeric.advertisers[0]).toEqual({ id: '100001', advertiserName: 'Müller & Söhne GmbH' });
  });

  it('answers only the first N advertisers with --advertiser-count, in every shape, 0 giving an empty list', () => {
    for (const count of [0, 1, 19, 40])
      for (const shape of ['bare', 'wrapped'] as const) {
        const read = parseAdvertiserList(advertiserListBody(shape, count));
        expect(read.ok && read.advertisers).toEqual(SANDBOX_ADVERTISERS.slice(0, count));
      }
    expect(advertiserListBody('numeric-ids', 0)).toEqual([]);
  });
});
