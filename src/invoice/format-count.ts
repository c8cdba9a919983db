/**
 * A count with its word, as every message, log line and summary writes it: `1 invoice`,
 * `0 invoices`, `3 entries`. Pure.
 */

/** `count` and `one` when it is exactly 1, else `count` and `many` (`one` with an `s`, unless given). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
