import { describe, expect, it } from 'vitest';
import { HELD_DIFFERS, heldNext } from '../../src/report/outcome-words.js';

describe('heldNext, what to do about held invoices', () => {
  it.each([
    [1, 0],
    [4, 0],
    [1, 1],
    [4, 4],
    [4, 1],
    [4, 3],
  ])('of %i held, %i for another vendor id: the words of each kind present, and only those', (count, otherPayee) => {
    const text = heldNext({ count, otherPayee });
    const sameKey = count - otherPayee;
    expect(text.includes('same vendor id and invoice number but other content')).toBe(sameKey > 0);
    expect(text.includes('was created, is in doubt, or is still being sent for another vendor id')).toBe(
      otherPayee > 0,
    );
    expect(text.includes('cancel the first one in the finance system')).toBe(otherPayee > 0);
    expect(text.startsWith('Held invoices were NOT POSTED: ')).toBe(true);
    // Users read a vendor id in the workbook, never the API's field names.
    expect(text).not.toMatch(/PayeeId|Invoice_Number/);
    if (otherPayee === count) expect(text).toBe(HELD_DIFFERS.otherPayeeNext);
    if (otherPayee === 0) expect(text).toBe(HELD_DIFFERS.next);
  });
});
