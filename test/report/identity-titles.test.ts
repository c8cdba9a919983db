import { describe, expect, it } from 'vitest';
import { identityTitles } from '../../src/report/identity-titles.js';

describe('identityTitles', () => {
  it.each([
    // The results workbook: Outcome, then the vendor (or its id in its place), then the number.
    [['Outcome', 'Vendor', 'Invoice number', 'Amount'], ['Outcome'], [1, 3]],
    [['Outcome', 'Vendor id', 'Invoice number', 'Amount'], ['Outcome'], [1, 3]],
    // The validation workbook: a row number before the identity is not repeated.
    [['Row', 'Vendor', 'Vendor id', 'Invoice number', 'Amount'], [], [2, 4]],
    [['Row', 'Invoice number', 'Vendor id'], [], [2, 2]],
    [['Row', 'Field', 'Message'], [], [1, 1]],
  ] as const)('%j (leading %j) repeats columns %j', (headers, leading, titles) => {
    expect(identityTitles(headers, leading)).toEqual(titles);
  });
});
