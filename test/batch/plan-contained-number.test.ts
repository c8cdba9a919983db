/** Which recorded numbers hold a staged invoice whose number contains one of them, or is part of one. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containedParts, planContainedNumber } from '../../src/batch/plan-contained-number.js';
import { planNearKey } from '../../src/batch/plan-near-key.js';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';
import type { OtherPayeeSubject } from '../../src/batch/plan-other-payee.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import { invoiceRow } from './plan-fixtures.js';

const FACTS: OtherPayeeSubject = { invoiceDate: '20251103', invoiceAmount: '4120.00', currencyCode: 'CNY' };

let nextId = 1;
function recorded(
  invoiceNumber: string,
  facts: Partial<OtherPayeeSubject> = {},
  state: InvoiceRow['state'] = 'created',
): InvoiceRow {
  nextId += 1;
  return invoiceRow({
    id: nextId,
    runId: 12,
    targetIdentity: 'https://erp.example',
    invoiceNumber,
    invoiceId: null,
    currencyCode: 'CNY',
    invoiceAmount: '4120.0000',
    invoiceDate: '20251103',
    ...facts,
    state,
    instanceId: '17',
    stagedAt: '2026-11-03T10:00:00.000Z',
    sendingAt: '2026-11-03T10:00:01.000Z',
    outcomeAt: '2026-11-03T10:00:02.000Z',
    updatedAt: '2026-11-03T10:00:02.000Z',
  });
}

const held = (staged: string, earlier: string, facts: Partial<OtherPayeeSubject> = {}): boolean =>
  planContainedNumber(staged, () => FACTS, [recorded(earlier, facts)]) !== undefined;

describe('planContainedNumber', () => {
  it('holds a number that contains the recorded one as whole tokens, or is part of it, with the same amount and currency', () => {
    for (const [staged, earlier] of [
      ['031002400211-87654321', '87654321'],
      ['FT 2025A/1201 / JJ7K2M9P-1201', 'FT 2025A/1201'],
      ['RE-4711', '4711'],
      ['4711/2026', '4711'],
      ['re 4711', '4711'],
      ['４７１１/2026', '4711'],
      ['87654321', '031002400211-87654321'],
      ['FT 2025A/1201', 'FT 2025A/1201 / JJ7K2M9P-1201'],
    ])
      expect(held(staged!, earlier!), `${staged} after ${earlier}`).toBe(true);
    // Amounts compare as decimals; a date is compared only where both rows hold one.
    expect(held('RE-4711', '4711', { invoiceAmount: '4120' })).toBe(true);
    expect(held('RE-4711', '4711', { invoiceDate: null })).toBe(true);
  });

  it('posts numbers that only look alike, short numbers, and the same number with other money or another day', () => {
    for (const [staged, earlier] of [
      ['INV-120', 'INV-12'],
      ['INV-12', 'INV-120'],
      ['2026-0010', '2026-001'],
      ['12010', '1201'],
      ['RE4711', '4711'],
      ['11', '1'],
      ['1/2026', '1'],
      ['A-123', '123'],
      ['INV-7', 'INV'],
      ['4711', '4711'],
      ['ABCD-EFGH', 'ABCD'],
      ['4712/2026', '4711/2026'],
    ])
      expect(held(staged!, earlier!), `${staged} after ${earlier}`).toBe(false);
    expect(held('RE-4711', '4711', { invoiceAmount: '4120.01' })).toBe(false);
    expect(held('RE-4711', '4711', { currencyCode: 'USD' })).toBe(false);
    expect(held('RE-4711', '4711', { invoiceDate: '20251104' })).toBe(false);
  });

  it('never holds a number that goes on in a letter or digit where the recorded one ends', () => {
    // Without zeros: the fold reads `-01` as `-1`, so `0/-0` with a 1 after it is another spelling of a number.
    const number = fc.stringMatching(/^[A-Z1-9][A-Z1-9/ -]{2,10}[A-Z1-9]$/);
    const more = fc.stringMatching(/^[A-Z1-9]{1,3}$/);
    fc.assert(
      fc.property(number, more, (earlier, tail) => {
        expect(held(`${earlier}${tail}`, earlier)).toBe(false);
        expect(held(`${tail}${earlier}`, earlier)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('holds any number of four or more characters with a digit under a prefix or suffix', () => {
    const number = fc.stringMatching(/^[A-Z]{0,3}[1-9][0-9]{3,7}$/);
    const affix = fc.stringMatching(/^[A-Z0-9]{1,12}$/);
    const separator = fc.constantFrom('-', '/', ' ', '_', '.', ' / ', '|');
    fc.assert(
      fc.property(number, affix, separator, fc.boolean(), (earlier, extra, sep, before) => {
        const staged = before ? `${extra}${sep}${earlier}` : `${earlier}${sep}${extra}`;
        // The same number once folded is the near-key hold's (plan-near-key.ts), not this one's.
        fc.pre(foldInvoiceNumber(staged) !== foldInvoiceNumber(earlier));
        expect(held(staged, earlier)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves to the near-key hold a number that folds to the recorded one (ci90 drew 1000.0 after 1000)', () => {
    expect(held('1000.0', '1000')).toBe(false);
    expect(planNearKey('1000.0', [recorded('1000')], false)).toMatch(/^not sent: the same invoice as "1000"/);
  });

  it('names the recorded number, its run and instance, or its doubt', () => {
    expect(planContainedNumber('031002400211-87654321', () => FACTS, [recorded('87654321')])).toBe(
      'not sent: the same invoice as "87654321", created as instance 17 in run 12 on 2026-11-03 (the number contains it, ' +
        'with the same date, amount and currency); if the mapping now reads more of the number, the first one stands for ' +
        'this bill; give --force to post it as a different invoice',
    );
    expect(planContainedNumber('4711', () => FACTS, [recorded('RE-4711', {}, 'in-doubt')])).toMatch(
      /^not sent: the same invoice as "RE-4711", in doubt from run 12 \(the number is part of it, /,
    );
  });

  it('splits a number into its runs of whole tokens once folded', () => {
    expect(containedParts('RE-4711/2026').sort()).toEqual(['2026', '4711', '4711-2026', 'RE4711'].sort());
    expect(containedParts('FT 2025A/1201 / JJ7K2M9P-1201')).toContain('FT2025A1201');
  });

  it.each([
    // A number is as long as its writer separated it: the fold's dropping of a dash makes it no shorter.
    ['2026/A-12', 'A12', true],
    ['2026/A.12', 'A12', true],
    ['2026/A-7', 'A7', false],
    ['2026/A12', 'A12', false],
    ['2026/B-0012', 'B12', true],
  ])('reads %j as holding %j: %s', (number, part, held) => {
    expect(containedParts(number).includes(part)).toBe(held);
  });

  it('compares a few rows per staged invoice, not every recorded row: 5,000 recorded and 5,000 staged', () => {
    let comparisons = 0;
    let numberReads = 0;
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const amount = `${100 + i}.00`;
      const number = `AP-2025-${String(i).padStart(4, '0')}`;
      return Object.defineProperties(recorded(number), {
        invoiceAmount: {
          get: () => {
            comparisons += 1;
            return amount;
          },
        },
        invoiceNumber: {
          get: () => {
            numberReads += 1;
            return number;
          },
        },
      });
    });
    let heldCount = 0;
    for (let i = 0; i < 5000; i += 1) {
      // Every tenth new number is an old one with a suffix (the same bill); the rest are new bills.
      const staged = i % 10 === 0 ? `AP-2025-${String(i).padStart(4, '0')}/X` : `AP-2026-${String(i).padStart(4, '0')}`;
      const facts = { ...FACTS, invoiceAmount: `${100 + i}.00` };
      if (planContainedNumber(staged, () => facts, rows) !== undefined) heldCount += 1;
    }
    expect(heldCount).toBe(500);
    // One comparison per held invoice, and each recorded number read once to index it and once more to name it
    // in a hold: not 5,000 x 5,000.
    expect(comparisons).toBe(500);
    expect(numberReads).toBe(5000 + 500);
  });
});
