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
    groups[5]!.reason = 'the run was stopped';
    const lines = formatNotSent(groups);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^1 not sent: INV–1 \(row 2\): x{299}…$/);
    expect(lines[5]).toBe('13 not sent for 2 other reasons (see the Results sheet)');
  });

  it('counts the other reasons by kind: reasons that differ only in each invoice’s own numbers are one', () => {
    const groups = [1, 2, 3, 4, 5].map((n) => ({ ...group(n), reason: `other reason ${'x'.repeat(n)}` }));
    const alike = [6, 7, 8, 9].map((n) => group(n));
    const lines = formatNotSent([...groups, ...alike]);
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe(
      '4 not sent: INV–6 (row 7), INV–7 (row 8), INV–8 (row 9), and 1 more: the same invoice as "INV-6", created as instance 003000006; the others alike, each with its own numbers (see the Results sheet)',
    );
    const mixed = formatNotSent([...groups, ...alike, { ...group(10), reason: 'the run was stopped' }]);
    expect(mixed[5]).toBe('5 not sent for 2 other reasons (see the Results sheet)');
  });
});
