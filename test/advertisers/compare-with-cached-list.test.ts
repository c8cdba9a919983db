import { describe, expect, it } from 'vitest';
import { compareWithCachedList } from '../../src/advertisers/compare-with-cached-list.js';

const a = (id: string, advertiserName: string) => ({ id, advertiserName });

describe('compareWithCachedList', () => {
  it('counts ids by id, leading zeros included: 0000100001 and 100001 are two ids', () => {
    expect(compareWithCachedList([a('0000100001', 'X')], [a('100001', 'X')])).toEqual({
      notCached: 1,
      gone: 1,
      renamed: 0,
    });
  });

  it('counts a name written otherwise as renamed, and the same list as no difference', () => {
    const live = [a('1', 'Müller GmbH'), a('2', 'Beta')];
    expect(compareWithCachedList(live, [a('1', 'Mueller GmbH'), a('2', 'Beta')])).toEqual({
      notCached: 0,
      gone: 0,
      renamed: 1,
    });
    expect(compareWithCachedList(live, [...live].reverse())).toEqual({ notCached: 0, gone: 0, renamed: 0 });
  });
});
