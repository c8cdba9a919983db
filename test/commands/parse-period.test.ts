import { describe, expect, it } from 'vitest';
import { parsePeriod } from '../../src/commands/parse-period.js';
import { UsageError } from '../../src/errors.js';

describe('parsePeriod', () => {
  it('reads both days in UTC, the last one included', () => {
    expect(parsePeriod('2026-01-01', '2026-12-31')).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    });
    expect(parsePeriod('2026-02-28', '2026-02-28')).toEqual({
      from: '2026-02-28T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
    });
  });

  it.each([
    ['2026-02-30', '2026-03-01', '--since "2026-02-30": expected a day as YYYY-MM-DD (2026-01-31), read in UTC'],
    ['7d', '2026-03-01', '--since "7d": expected a day as YYYY-MM-DD (2026-01-31), read in UTC'],
    ['2026-01-01', '31.01.2026', '--until "31.01.2026": expected a day as YYYY-MM-DD (2026-01-31), read in UTC'],
    ['2026-02-01', '2026-01-31', '--until 2026-01-31 is before --since 2026-02-01'],
    [undefined, '2026-01-31', 'journal export: give the period with --since DAY --until DAY (2026-01-01)'],
  ])('refuses %s to %s as a usage error', (since, until, message) => {
    const refuse = () => parsePeriod(since, until);
    expect(refuse).toThrow(UsageError);
    expect(refuse).toThrow(message);
  });
});
