import { describe, expect, it } from 'vitest';
import { isDaySwap, judgeDateSwap } from '../../src/batch/judge-date-swap.js';
import type { SentDate } from '../../src/journal/sent-date-statements.js';

const pair = (stagedId: number, sentDate: string, fileDate: string): SentDate => ({
  stagedId,
  payeeId: '0000100001',
  invoiceNumber: `N-${stagedId}`,
  rows: String(stagedId + 1),
  fileDate,
  sentDate,
});

describe('isDaySwap', () => {
  it.each([
    ['20240305', '20240503', true],
    ['20241203', '20240312', true],
    ['20240707', '20240707', false], // a day equal to its month reads the same either way
    ['20240331', '20240331', false],
    ['20240305', '20250503', false], // another year is no swap
    ['20240305', '20240306', false],
    ['20240305', 'bad', false],
  ])('%s -> %s: %s', (sent, date, swap) => {
    expect(isDaySwap(sent, date)).toBe(swap);
  });
});

describe('judgeDateSwap', () => {
  it.each([
    { what: 'no differing date', rows: [], refused: false },
    { what: 'one swapped date alone', rows: [pair(1, '20240305', '20240503')], refused: false },
    {
      what: 'two swapped dates and nothing else',
      rows: [pair(1, '20240305', '20240503'), pair(2, '20240310', '20241003')],
      refused: true,
    },
    {
      what: 'two swapped dates and one other change',
      rows: [pair(1, '20240305', '20240503'), pair(2, '20240310', '20241003'), pair(3, '20240401', '20240402')],
      refused: false,
    },
    {
      what: 'three swapped dates and one other change',
      rows: [
        pair(1, '20240305', '20240503'),
        pair(2, '20240310', '20241003'),
        pair(3, '20240401', '20240104'),
        pair(4, '20240401', '20240402'),
      ],
      refused: true,
    },
    {
      what: 'one invoice sent twice with the same swap counts once',
      rows: [pair(1, '20240305', '20240503'), pair(1, '20240305', '20240503')],
      refused: false,
    },
  ])('$what: refused $refused', ({ rows, refused }) => {
    expect(judgeDateSwap(rows) !== undefined).toBe(refused);
  });

  it('names the swapped invoices in file order and counts the others', () => {
    const swap = judgeDateSwap([
      pair(1, '20240305', '20240503'),
      pair(2, '20240401', '20240402'),
      pair(3, '20240310', '20241003'),
      pair(4, '20240401', '20240104'),
    ]);
    expect(swap?.swapped.map((row) => row.stagedId)).toEqual([1, 3, 4]);
    expect(swap?.otherwise).toBe(1);
  });
});
