/**
 * The machine's zone, read by jobs that name none, comes from `TZ` when it is set. A `TZ` that
 * names no zone (`Europe/Berln`, `UTC+2`) makes Node read the clock as UTC, labelled as such or
 * not at all, and an empty one fails at the first date: refused at load like `timeZone:`.
 */
import { isTimeZone } from './zoned-time.js';

/** What is wrong with `TZ`, or undefined when it is unset or names a zone Node knows. */
export function checkMachineTimeZone(tz: string | undefined): string | undefined {
  if (tz === undefined) return undefined;
  // POSIX's ":Europe/Berlin" (a zone file) is read by Node as the zone without the colon.
  const name = tz.startsWith(':') ? tz.slice(1) : tz;
  if (name !== '' && isTimeZone(name)) return undefined;
  return `the environment variable TZ ("${tz}"), the zone of jobs that name none: expected an IANA time zone such as Europe/Berlin or UTC; fix TZ, unset it, or give the schedule a timeZone`;
}
