/**
 * Times in the journal listings (`history`, `journal`, `journal show`). The journal keeps them in
 * UTC; with the user's `dateStyle:` they print as the local clock showed them, in that style, as the
 * workbooks show them; without one, in ISO and UTC, which scripts expect. `--json` keeps ISO. Pure.
 */
import { terminalDateTime, type DateStyle } from '../report/date-style.js';
import { zoneText } from '../report/local-time.js';

/** Whether listings print times in the user's style and local time. */
const styled = (style: DateStyle | undefined): style is DateStyle => style?.forTerminal === true;

/** `2026-11-28T16:03:00.000Z` -> `28/11/2026 17:03:00` (dd/mm/yyyy, Berlin) or `2026-11-28 16:03:00` (UTC). */
export function listingTime(iso: string, style: DateStyle | undefined): string {
  const at = new Date(iso);
  if (styled(style) && !Number.isNaN(at.getTime())) return terminalDateTime(at, style);
  return iso.slice(0, 19).replace('T', ' ');
}

/**
 * The zone a listing's times are in: `UTC`, or the local zone with its offset now (`Europe/Berlin,
 * UTC+1`): a wall time alone is read in the reader's zone, and a file name beside it may carry another.
 */
export function listingZone(style: DateStyle | undefined): string {
  return styled(style) ? zoneText(new Date()) : 'UTC';
}

/** A listing's time column header, naming its zone: `Started (UTC)`, `Started (Europe/Berlin, UTC+1)`. */
export function listingTimeHeader(name: string, style: DateStyle | undefined): string {
  return `${name} (${listingZone(style)})`;
}

/** A time with its zone where it is UTC: `... UTC` when not styled. */
export function listingTimeWithZone(iso: string, style: DateStyle | undefined): string {
  return styled(style) ? listingTime(iso, style) : `${listingTime(iso, style)} UTC`;
}
