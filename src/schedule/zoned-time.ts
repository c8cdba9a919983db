/**
 * Wall-clock time in an IANA time zone and back, with Intl only. Cron fields are read on the
 * wall clock of the job's zone, so every cron computation goes through these two functions.
 */

/** A moment as the clock on the wall of a time zone shows it; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone, e.g. `Europe/Berlin` or `UTC`. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of `instant` in `timeZone` (the machine's zone when undefined). */
export function wallTimeIn(instant: number, timeZone: string | undefined): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function asUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

function sameWallTime(a: WallTime, b: WallTime): boolean {
  return asUtc(a) === asUtc(b);
}

/** Offset of the zone from UTC at `instant`, in ms (Berlin in winter: +3600000). */
export function offsetAt(instant: number, timeZone: string | undefined): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return asUtc(wallTimeIn(whole, timeZone)) - whole;
}

const HALF_DAY = 12 * 3600_000;

/**
 * The instant at which the wall clock of `timeZone` shows `wall`. A wall time skipped by a
 * daylight-saving jump does not exist (undefined); one shown twice yields the earlier instant.
 */
export function instantOf(wall: WallTime, timeZone: string | undefined): number | undefined {
  const guess = asUtc(wall);
  // Offsets half a day either side cover the one transition a day can hold.
  const offsets = new Set([offsetAt(guess - HALF_DAY, timeZone), offsetAt(guess + HALF_DAY, timeZone)]);
  const found = [...offsets]
    .map((offset) => guess - offset)
    .filter((candidate) => sameWallTime(wallTimeIn(candidate, timeZone), wall));
  return found.length ? Math.min(...found) : undefined;
}

/**
 * For a wall time that a daylight-saving jump skips, the instant of the jump: the first instant at
 * which the clock shows a later time (03:00 in Berlin on the spring-forward night). Undefined for a
 * wall time that exists.
 */
export function jumpOver(wall: WallTime, timeZone: string | undefined): number | undefined {
  if (instantOf(wall, timeZone) !== undefined) return undefined;
  const guess = asUtc(wall);
  const after = offsetAt(guess + HALF_DAY, timeZone);
  // The jump lies between the wall time read at the offset after it and at the offset before it.
  let low = guess - after;
  let high = guess - offsetAt(guess - HALF_DAY, timeZone);
  if (high < low) [low, high] = [high, low];
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === after) high = middle;
    else low = middle;
  }
  return high;
}

/** `2026-01-05T02:00:00+01:00`: the instant as the zone's wall clock with its offset, for logs and lists. */
export function formatZoned(instant: number, timeZone: string | undefined): string {
  const wall = wallTimeIn(instant, timeZone);
  const offsetMinutes = Math.round(offsetAt(instant, timeZone) / 60_000);
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`;
}
