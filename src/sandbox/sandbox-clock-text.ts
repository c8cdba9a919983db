/**
 * The sandbox's date and timestamp texts (seed section 2): YYYYMMDD and YYYYMMDDhhmmss, in UTC.
 */

export function dateText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
}

export function timestampText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}
