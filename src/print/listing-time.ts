/**
 * Times in the journal listings (`history`, `journal`, `journal show`). The journal keeps them in
 * UTC; with the user's `dateStyle:` they print as the local clock showed them, in that style, as the
 * workbooks show them; without one, in ISO and UTC, which scripts expect. `--json` keeps ISO. Pure.
 */
import { terminalDateTime, type DateStyle } from '../report/date-style.js';

/** Whether listings print times in the user's style and local time. */
const styled = (style: DateStyle | undefined): style is DateStyle => style?.forTerminal === true;

/** `2026-11-28T16:03:00.000Z` -> `28/11/2026 17:03:00` (dd/mm/yyyy, Berlin) or `2026-11-28 16:03:00` (UTC). */
export function listingTime(iso: string, style: DateStyle | undefined): string {
  const at = new Date(iso);
  if (styled(style) && !Number.isNaN(at.getTime())) return terminalDateTime(at, style);
  return iso.slice(0, 19).replace('T', ' ');
}

/** A listing's time column header: `Started (UTC)` for ISO times, `Started` for local ones. */
export function listingTimeHeader(name: string, style: DateStyle | undefined): string {
  return styled(style) ? name : `${name} (UTC)`;
}

/** A time with its zone where it is UTC: `... UTC` when not styled. */
export function listingTimeWithZone(iso: string, style: DateStyle | undefined): string {
  return styled(style) ? listingTime(iso, style) : `${listingTime(iso, style)} UTC`;
}
