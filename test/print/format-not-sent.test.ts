import { describe, expect, it } from 'vitest';
import { formatNotSent } from '../../src/print/format-not-sent.js';
import type { NotSentGroup } from '../../src/journal/list-run-exceptions.js';

const group = (n: number, count = 1): NotSentGroup => ({
  reason: `the same invoice as "INV-${n}", created as instance 00300000${n}`,
  count,
  rows: Array.from({ length: Math.min(count, 3) }, (_, i) => `INV–${n} (row ${n + i + 1})`),
});

describe('formatNotSent', () => {
  it('says nothing when every invoice was sent', () => {
    expect(formatNotSent([])).toEqual([]);
  });

  it('gives each reason one line with the rows it holds, the first three named', () => {
    expect(formatNotSent([group(8), group(9, 5)])).toEqual([
      '1 not sent: INV–8 (row 9): the same invoice as "INV-8", created as instance 003000008',
      '5 not sent: INV–9 (row 10), INV–9 (row 11), INV–9 (row 12), and 2 more: the same invoice as "INV-9", created as instance 003000009',
    ]);
  });

  it('lists five reasons and counts the others, and cuts a long reason', () => {
    const groups = [1, 2, 3, 4, 5, 6, 7].map((n) => group(n, n));
    groups[0]!.reason = 'x'.repeat(400);
    const lines = formatNotSent(groups);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^1 not sent: INV–1 \(row 2\): x{299}…$/);
    expect(lines[5]).toBe('13 not sent for 2 other reasons (see the Results sheet)');
  });
});
