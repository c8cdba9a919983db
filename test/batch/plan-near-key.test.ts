/** Which recorded numbers hold a staged invoice back: the same folded, different as written. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNearKey } from '../../src/batch/plan-near-key.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';

function recorded(invoiceNumber: string, state: InvoiceRow['state'] = 'created'): InvoiceRow {
  return {
    id: 1,
    runId: 12,
    seq: 1,
    targetIdentity: 'https://erp.example',
    payeeId: '0000100001',
    invoiceNumber,
    invoiceId: null,
    currencyCode: 'EUR',
    invoiceAmount: '10.0000',
    invoiceDate: null,
    vendorName: null,
    dueDate: null,
    lines: 1,
    sourceFile: 'a.csv',
    sheet: null,
    rows: '2',
    firstRow: 2,
    payloadHash: 'h',
    state,
    instanceId: '17',
    httpStatus: 200,
    eRetcode: 0,
    eMessage: null,
    detail: null,
    attempts: 1,
    stagedAt: '2026-11-03T10:00:00.000Z',
    sendingAt: '2026-11-03T10:00:01.000Z',
    outcomeAt: '2026-11-03T10:00:02.000Z',
    inDoubtAt: null,
    updatedAt: '2026-11-03T10:00:02.000Z',
  };
}

/** Pieces of numbers as writers produce them, each with the variants a re-export writes of it. */
const PIECES = [
  ['a', 'A', 'ａ'],
  ['inv', 'INV', 'Inv', 'ｉｎｖ'],
  ['-', '－'],
  [' ', '  ', '\u00a0', ''],
  ['1', '１'],
  ['7'],
  ['/'],
  ['ß'],
  ['é', 'É'],
];
const piece = fc.constantFrom(...PIECES);
/** Two numbers built of the same pieces, each piece written as one of its variants. */
const variants = fc
  .array(fc.tuple(piece, fc.nat(), fc.nat()), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([p, i, j]) => [p[i % p.length]!, p[j % p.length]!]))
  .map((parts) => [parts.map(([x]) => x).join(''), parts.map(([, y]) => y).join('')] as const);
const unrelated = fc.tuple(variants, variants).map(([[x], [y]]) => [x, y] as const);

describe('planNearKey', () => {
  it('holds exactly when the numbers are equal folded and differ as written', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.oneof(variants, unrelated), ([staged, earlier]) => {
        const held = planNearKey(staged, [recorded(earlier)], false) !== undefined;
        const expected = staged !== earlier && foldInvoiceNumber(staged) === foldInvoiceNumber(earlier);
        expect(held).toBe(expected);
        seen.add(`${expected}`);
      }),
      { numRuns: 2000 },
    );
    // Both answers were drawn: the property is not true of one side only.
    expect([...seen].sort()).toEqual(['false', 'true']);
  });

  it('holds the variants a re-export writes, naming the created spelling, run and instance, and posts them with --force', () => {
    for (const [staged, earlier, differs] of [
      ['A-1', 'a-1', 'letter case'],
      ['INV  7', 'INV 7', 'spaces'],
      ['INV7', 'INV 7', 'spaces'],
      ['Ａ－１', 'A-1', 'full-width characters'],
      ['421', '00421', 'leading zeros'],
      ['1001.0', '1001', 'a trailing .0'],
      ['INV-7', 'INV\u20137', 'the kind of dash'],
      ['INV 500', 'INV\u00a0500', 'spaces'],
      // An OCR tool's CSV after the ERP's file of the same invoices.
      ['sl-2611201', 'SL-2611201', 'letter case'],
      ['SL 2611202', 'SL-2611202', 'punctuation'],
      ['SL2611203', 'SL-2611203', 'punctuation'],
      ['SL/2611204', 'SL-2611204', 'punctuation'],
      ['SL.2611205', 'SL-2611205', 'punctuation'],
      ['2024/001', '2024-001', 'punctuation'],
      ['SL - 2611207', 'SL-2611207', 'spaces'],
    ]) {
      const shown = earlier!.replace('\u2013', '<EN DASH>').replace('\u00a0', '<NBSP>');
      expect(planNearKey(staged!, [recorded(earlier!)], false), staged).toBe(
        `not sent: the same invoice as "${shown}", created as instance 17 in run 12 on 2026-11-03 (the numbers differ only in ${differs}); give --force to post it as a different invoice`,
      );
      expect(planNearKey(staged!, [recorded(earlier!)], true)).toBeUndefined();
    }
  });

  it('names a number in doubt or being sent as such', () => {
    expect(planNearKey('A-1', [recorded('a-1', 'in-doubt')], false)).toMatch(
      /^not sent: the same invoice as "a-1", in doubt from run 12 \(/,
    );
    expect(planNearKey('A-1', [recorded('a-1', 'sending')], false)).toMatch(
      /^not sent: the same invoice as "a-1", which run 12 is sending right now \(/,
    );
  });

  it('reads each recorded number once per list, not once per staged invoice', () => {
    let reads = 0;
    const rows = Array.from({ length: 200 }, (_, i) => {
      const row = recorded(`AP-${i}`);
      return Object.defineProperty(row, 'invoiceNumber', {
        get: () => {
          reads += 1;
          return `AP-${i}`;
        },
      });
    });
    for (let i = 0; i < 200; i += 1) expect(planNearKey(`BP-${i}`, rows, false)).toBeUndefined();
    expect(planNearKey('ap-7', rows, false)).toMatch(/^not sent: the same invoice as "AP-7", /);
    // Two reads per row to index it, then a few of the one row held: not 200 x 200 x 3 (120,026 before).
    expect(reads).toBeLessThanOrEqual(2 * 200 + 5);
  });
});
