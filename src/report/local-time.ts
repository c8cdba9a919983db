/** Local calendar renderings of journal timestamps (ISO, UTC) for messages and file names. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2024-05-31`, the local calendar day of an ISO timestamp. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `2024-05-31 17:02:11`, local time. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * `20240531-170211`, local time, for file names. Local, not UTC: the name is matched with the
 * clock of whoever looks into the folder, and with the Started cell inside the file, which names
 * the zone. The name keeps its form whatever the zone (no offset in it).
 */
export function fileStamp(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** `2 min 29 s`, `850 ms`, `1 h 3 min`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The zone local times are shown in: the process's (TZ, else the system's), an IANA name such as `America/Adak`. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `UTC-10`, `UTC+5:45`, `UTC+0`: the offset of `timeZone` at `at`. */
export function utcOffsetText(at: Date, timeZone: string = localTimeZone()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d\d):(\d\d)$/.exec(name ?? '');
  if (!match) return 'UTC+0';
  const [, sign, hours, minutes] = match;
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * `America/Adak, UTC-10`: the zone a local time is shown in, with its offset at `at`, wherever a
 * local time is written as text (a wall time alone is read in the reader's zone, hours apart).
 */
export function zoneText(at: Date, timeZone: string = localTimeZone()): string {
  const offset = utcOffsetText(at, timeZone);
  return timeZone === 'UTC' || timeZone === 'Etc/UTC' ? 'UTC' : `${timeZone}, ${offset}`;
}
