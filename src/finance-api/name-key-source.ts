/**
 * A refused key is most often the wrong one, not a wrong one typed: a variable left set from
 * another session beats the profile's key file. Naming where the key came from (never the key)
 * tells the reader which to fix. Pure.
 */

/** `; the API key sent came from <source>` after a 401 or 403; nothing otherwise. */
export function nameKeySource(status: number | undefined, source: string | undefined): string {
  if (source === undefined || (status !== 401 && status !== 403)) return '';
  return `; the API key sent came from ${source}`;
}
