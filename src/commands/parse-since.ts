/**
 * `--since` of the listings (`history`, `journal`): from when on, as an ISO 8601 UTC instant the
 * journal's times compare with. Three forms, and nothing else: a duration back from now (`7d`,
 * `24h`); a date (`2026-11-01`, from its midnight); a date and time (`2026-11-01T08:00`,
 * `2026-11-01 08:00:30`). A date or time without a zone is read in the zone the listing shows its
 * times in (UTC, or local with a `dateStyle:`), so what is typed matches what is read off the
 * table; `Z` or an offset (`+01:00`) names another. Pure.
 */
import { UsageError } from '../errors.js';
import type { DateStyle } from '../report/date-style.js';

const HOUR_MS = 3_600_000;
const DURATION = /^(\d{1,6})([dh])$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/;

function refuse(text: string, why = ''): never {
  throw new UsageError(
    `--since "${text}"${why}: expected a duration back from now (7d, 24h), a date (2026-11-01) or a date and time (2026-11-01T08:00, 2026-11-01 08:00:30; add Z or +01:00 for another zone than the listing's)`,
  );
}

/**
 * @param local a date or time without zone is the machine's local time (the listing shows local
 * times), else UTC @default false
 * @param now @default new Date()
 */
export function parseSince(text: string, local = false, now = new Date()): string {
  const trimmed = text.trim();
  const duration = DURATION.exec(trimmed);
  if (duration) {
    const hours = Number(duration[1]) * (duration[2] === 'd' ? 24 : 1);
    if (hours === 0) refuse(text, ' is no time back');
    return new Date(now.getTime() - hours * HOUR_MS).toISOString();
  }
  const parts = DATE_TIME.exec(trimmed);
  if (!parts) refuse(text);
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const zone = parts[7];
  // The fields as a UTC instant, to check them: 2026-02-30 or 25:00 do not come back the same.
  const fields = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  const same =
    fields.getUTCFullYear() === year &&
    fields.getUTCMonth() === month! - 1 &&
    fields.getUTCDate() === day &&
    fields.getUTCHours() === hour &&
    fields.getUTCMinutes() === minute &&
    fields.getUTCSeconds() === second;
  if (!same) refuse(text, ' is no such date or time');
  if (zone === undefined && local) return new Date(year!, month! - 1, day!, hour!, minute!, second!).toISOString();
  if (zone === undefined || zone === 'Z') return fields.toISOString();
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetMinutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  if (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59) refuse(text, ' has no such offset');
  return new Date(fields.getTime() - offsetMinutes * 60_000).toISOString();
}

/** The `--since` of a listing, read in the zone it shows its times in; undefined when not given. */
export function sinceOf(text: string | undefined, dateStyle: DateStyle | undefined): string | undefined {
  return text === undefined ? undefined : parseSince(text, dateStyle?.forTerminal === true);
}
