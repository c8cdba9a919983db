import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcOffsetText, zoneText } from '../../src/report/local-time.js';
import { wallTimeIn } from '../../src/schedule/zoned-time.js';

const ZONES = Intl.supportedValuesOf('timeZone');

describe('zoneText', () => {
  it('for any zone and instant, the wall time shown there and the offset named give back the instant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1973, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 }),
        (zone, seconds) => {
          const at = new Date(seconds * 1000);
          const offset = /^UTC([+-])(\d{1,2})(?::(\d\d))?$/.exec(utcOffsetText(at, zone));
          expect(offset).not.toBeNull();
          const [, sign, hours, minutes] = offset!;
          const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0)) * 60_000;
          const wall = wallTimeIn(at.getTime(), zone);
          const shown = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
          expect(shown - offsetMs).toBe(at.getTime());
          expect(zoneText(at, zone)).toBe(
            zone === 'UTC' || zone === 'Etc/UTC' ? 'UTC' : `${zone}, ${utcOffsetText(at, zone)}`,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('names the zones of the trial: Adak in November, Kiritimati, Kathmandu', () => {
    const at = new Date('2026-11-29T01:30:46Z');
    expect(zoneText(at, 'America/Adak')).toBe('America/Adak, UTC-10');
    expect(zoneText(at, 'Pacific/Kiritimati')).toBe('Pacific/Kiritimati, UTC+14');
    expect(zoneText(at, 'Asia/Kathmandu')).toBe('Asia/Kathmandu, UTC+5:45');
    expect(zoneText(new Date('2026-07-01T00:00:00Z'), 'America/Adak')).toBe('America/Adak, UTC-9');
  });
});
