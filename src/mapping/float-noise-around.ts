/** An amount written past the digits a double holds, as Gnumeric, pandas and scripts print it. Pure. */

/**
 * The amount `decimal` is a double's printing of (356.48000000000000001 is 356.48), when that has
 * at most four places: what a program writing more than the 15 digits a double holds wrote.
 */
export function floatNoiseAround(decimal: string): string | undefined {
  const held = Number(decimal);
  if (!Number.isFinite(held)) return undefined;
  const near = String(Number(held.toPrecision(15)));
  return /^-?\d+(?:\.\d{1,4})?$/.test(near) ? near : undefined;
}
