/**
 * Names held by more than one advertiser, over generated lists whose names are spelt as real
 * directories spell one company twice (case, accents, punctuation, spacing), and the look-up of
 * such a name, which must name every id and never pick one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateNames, sameNameIds } from '../../src/advertisers/find-duplicate-names.js';
import { indexAdvertisers } from '../../src/advertisers/index-advertisers.js';
import { lookUpPayeeId } from '../../src/advertisers/look-up-payee-id.js';
import { normalizeAdvertiserName } from '../../src/advertisers/normalize-advertiser-name.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';

/** One of the sandbox's names as another writer might spell it. */
const spelling = fc
  .tuple(
    fc.constantFrom(...SANDBOX_ADVERTISERS.map((a) => a.advertiserName)),
    fc.constantFrom(
      (n: string) => n,
      (n: string) => n.toUpperCase(),
      (n: string) => n.toLowerCase(),
      (n: string) => n.normalize('NFD').replace(/\p{M}/gu, ''),
      (n: string) => n.replace(/[.,&]/g, ''),
      (n: string) => n.replace(/ /g, '  '),
    ),
  )
  .map(([name, spell]) => spell(name));

/** A list of 1 to 30 entries whose ids come from a small pool, so one id is sometimes listed twice. */
const list = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 25 }), spelling), { minLength: 1, maxLength: 30 })
  .map((entries) => {
    // One id under two names is refused when the list is read; here each id keeps its first name.
    const names = new Map<string, string>();
    return entries.map(([n, name]) => {
      const id = String(n).padStart(10, '0');
      if (!names.has(id)) names.set(id, name);
      return { id, advertiserName: names.get(id)! };
    });
  });

describe('findDuplicateNames', () => {
  it('finds exactly the names that two or more distinct ids hold, each id once', () => {
    fc.assert(
      fc.property(list, (advertisers) => {
        const idsByName = new Map<string, Set<string>>();
        for (const a of advertisers) {
          const key = normalizeAdvertiserName(a.advertiserName);
          idsByName.set(key, (idsByName.get(key) ?? new Set()).add(a.id));
        }
        const expected = [...idsByName.values()].filter((ids) => ids.size > 1).map((ids) => [...ids].sort());
        const found = findDuplicateNames(advertisers);
        expect(found.map((d) => [...d.ids].sort()).sort()).toEqual(expected.sort());
        for (const d of found) expect(d.ids.every((id) => advertisers.some((a) => a.id === id))).toBe(true);
        const marks = sameNameIds(found);
        for (const d of found) for (const id of d.ids) expect(marks.get(id)).toEqual(d.ids.filter((o) => o !== id));
      }),
    );
  });

  it('never takes one id listed twice for two advertisers', () => {
    const twice = [SANDBOX_ADVERTISERS[0]!, SANDBOX_ADVERTISERS[1]!, SANDBOX_ADVERTISERS[0]!];
    expect(findDuplicateNames(twice)).toEqual([]);
  });

  it('refuses a PayeeId written as a name two ids hold, naming both, in every spelling', () => {
    fc.assert(
      fc.property(list, spelling, (advertisers, written) => {
        const key = normalizeAdvertiserName(written);
        const holders = findDuplicateNames(advertisers).find((d) => normalizeAdvertiserName(d.name) === key);
        const index = indexAdvertisers(advertisers);
        const found = lookUpPayeeId(written, { payeeIdBy: 'name', requireKnown: true }, index);
        if (!holders) return;
        expect('problem' in found).toBe(true);
        for (const id of holders.ids) expect('problem' in found && found.problem).toContain(id);
      }),
    );
  });
});
