/** `--since`: a duration back from now, a date, or a date and time; anything else refused (exit 2). Pure. */
import { describe, expect, it } from 'vitest';
import { parseSince } from '../../src/commands/parse-since.js';
import { exitCodeFor } from '../../src/errors.js';

const NOW = new Date('2026-12-01T06:30:00.000Z');

describe('parseSince', () => {
  it('reads 7d and 24h back from now', () => {
    expect(parseSince('7d', false, NOW)).toBe('2026-11-24T06:30:00.000Z');
    expect(parseSince('24h', false, NOW)).toBe('2026-11-30T06:30:00.000Z');
    expect(parseSince(' 1h ', false, NOW)).toBe('2026-12-01T05:30:00.000Z');
  });

  it('reads a date from its midnight, and a date and time, in UTC for a listing in UTC', () => {
    expect(parseSince('2026-11-01', false, NOW)).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('2026-11-01T08:00', false, NOW)).toBe('2026-11-01T08:00:00.000Z');
    expect(parseSince('2026-11-01 08:00:30', false, NOW)).toBe('2026-11-01T08:00:30.000Z');
  });

  it('takes Z or an offset for another zone than the listing', () => {
    expect(parseSince('2026-11-01T08:00+01:00', true, NOW)).toBe('2026-11-01T07:00:00.000Z');
    expect(parseSince('2026-11-01T08:00-05:30', false, NOW)).toBe('2026-11-01T13:30:00.000Z');
    expect(parseSince('2026-11-01T08:00Z', true, NOW)).toBe('2026-11-01T08:00:00.000Z');
  });

  it("reads a date without zone in the machine's zone for a listing in local time", () => {
    expect(parseSince('2026-11-01', true, NOW)).toBe(new Date(2026, 10, 1).toISOString());
  });

  it.each([
    'last week',
    '1w',
    '7 d',
    '0d',
    '2026-02-30',
    '2026-11-01T25:00',
    '01/11/2026',
    '2026-11-01T08:00+15:00',
    '',
  ])('refuses %j with the forms it takes, as a usage error', (text) => {
    let thrown: unknown;
    try {
      parseSince(text, false, NOW);
    } catch (error) {
      thrown = error;
    }
    expect(exitCodeFor(thrown)).toBe(2);
    expect((thrown as Error).message).toContain(`--since "${text}"`);
    expect((thrown as Error).message).toContain('expected a duration back from now (7d, 24h), a date (2026-11-01)');
  });
});
