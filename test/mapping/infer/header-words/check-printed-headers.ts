/**
 * What infer makes of a lone header, and the property the header-word tests hold a table of
 * printed headers to: each, spelled any way a writer spells it, names its field and no other.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { headerCandidates } from '../../../../src/mapping/infer/match-headers.js';

/** The fields the best-scoring candidates of a lone header name, and that score. */
export function bestFields(header: string): { fields: string[]; score: number } {
  const candidates = headerCandidates([header]);
  const score = candidates[0]?.score ?? 0;
  return { fields: [...new Set(candidates.filter((c) => c.score === score).map((c) => c.field))], score };
}

/** Asserts that every [header as printed, its field], spelled each way, is read as that field alone. */
export function checkPrintedHeaders(
  printed: readonly (readonly [string, string])[],
  spellings: readonly ((h: string) => string)[],
  numRuns: number,
): void {
  fc.assert(
    fc.property(fc.constantFrom(...printed), fc.constantFrom(...spellings), ([header, field], spell) => {
      expect({ header: spell(header), fields: bestFields(spell(header)).fields }).toEqual({
        header: spell(header),
        fields: [field],
      });
    }),
    { numRuns },
  );
}
