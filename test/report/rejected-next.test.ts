/**
 * What a summary says happens to rejected invoices: a post --force sent past the invoice created of
 * its key and refused as a duplicate is held again by the next upload, so the advice to fix the file
 * and upload again is not given for it.
 */
import { describe, expect, it } from 'vitest';
import { rejectedNext } from '../../src/report/outcome-next-steps.js';

const ordinary = {};
const overCreated = { refusedOverCreated: true as const };

describe('rejectedNext', () => {
  it.each([
    { kinds: [ordinary], fixFile: true, duplicate: false },
    { kinds: [overCreated], fixFile: false, duplicate: true },
    { kinds: [overCreated, ordinary], fixFile: true, duplicate: true },
  ])('for reasons $kinds: fix the file $fixFile, resolve --reviewed $duplicate', ({ kinds, fixFile, duplicate }) => {
    const next = rejectedNext(kinds);
    expect(next.includes('Fix them in the file and upload it again')).toBe(fixFile);
    expect(next.includes('the next upload holds them again')).toBe(duplicate);
    expect(next.includes('resolve <InvoiceId> --reviewed --note')).toBe(duplicate);
    // Where both are said, the upload-again advice is for the others only.
    if (fixFile && duplicate) expect(next).toContain('The other rejected invoices were not created');
  });
});
