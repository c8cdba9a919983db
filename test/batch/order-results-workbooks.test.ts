/** Results workbooks are applied oldest run first, whatever order they are named in. Pure, fast-check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderResultsWorkbooks } from '../../src/batch/order-results-workbooks.js';

/** Runs as a journal numbers them: each starts at or after the one before, in whole seconds as a Summary shows. */
const runs = fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 8 }).map((gaps) => {
  let second = 0;
  return gaps.map((gap, index) => ({
    run: index + 1,
    startedAt: new Date(Date.UTC(2026, 10, 29, 10, 0, (second += gap))),
  }));
});

describe('orderResultsWorkbooks', () => {
  it('gives the runs back in the order they happened from any order named, begun in the same second or not', () => {
    fc.assert(
      fc.property(
        runs.chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length }))),
        ([all, named]) => {
          expect(orderResultsWorkbooks(named).map((w) => w.run)).toEqual(all.map((w) => w.run));
        },
      ),
    );
  });

  it('puts workbooks that do not say when their run started last, in the order named', () => {
    const dated = { name: 'b', run: 2, startedAt: new Date('2026-11-29T10:00:00Z') };
    const undated = [
      { name: 'x', run: undefined, startedAt: undefined },
      { name: 'y', run: 1, startedAt: undefined },
    ];
    expect(orderResultsWorkbooks([...undated, dated]).map((w) => w.name)).toEqual(['b', 'x', 'y']);
  });
});
