/**
 * Number and date headers of purchase books that name the invoice otherwise: a challan is the
 * supplier's VAT invoice in Bangladesh and India (`Challan No.`, `Challan Date`).
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Challan No.', 'Invoice_Number'],
  ['Challan Number', 'Invoice_Number'],
  ['Challan Date', 'Invoice_Date'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.toLowerCase(),
  (h) => h.replace(/ /g, '_'),
  (h) => ` ${h} `,
];

describe('challan headers', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 100);
  });
});
