/**
 * UTF-16 without a byte-order mark (some exports write it so): text of mostly Latin characters
 * then has a NUL byte in every other position, after each character's low byte in little-endian
 * order, before it in big-endian. Such bytes are valid UTF-8 (NUL is a character), so read as
 * UTF-8 they give headers like "I\0n\0v\0": this looks at the NUL bytes instead. Pure.
 */

/** Byte pairs looked at: enough for a header line and a few rows. */
const SAMPLE_PAIRS = 2048;

export type NulPattern = 'utf-16le' | 'utf-16be' | 'utf-16-unclear' | 'nul-bytes' | undefined;

/**
 * `utf-16le` or `utf-16be` when NUL bytes fall in one position of the pairs of `head` (in at least
 * one pair in four, and at least two, and the other position at most a tenth as often);
 * `utf-16-unclear` when they fall mostly in one position, in one pair in sixteen or more, too
 * rarely to be sure (text of few Latin characters, such as Chinese); `nul-bytes` otherwise (no
 * text holds them);
 * undefined when `head` holds none.
 */
export function detectUtf16(head: Uint8Array): NulPattern {
  const pairs = Math.min(SAMPLE_PAIRS, Math.floor(head.length / 2));
  let high = 0;
  let low = 0;
  for (let i = 0; i < pairs; i++) {
    const first = head[2 * i] === 0;
    const second = head[2 * i + 1] === 0;
    if (second && !first) high++;
    else if (first && !second) low++;
  }
  const clear = (one: number, other: number): boolean => one >= 2 && one * 4 >= pairs && other * 10 <= one;
  if (clear(high, low)) return 'utf-16le';
  if (clear(low, high)) return 'utf-16be';
  if (!head.subarray(0, pairs * 2 + 1).includes(0)) return undefined;
  // Chinese text has a zero byte at each delimiter and line end; junk has them seldom and in both positions
  const unclear = (one: number, other: number): boolean => one >= 2 && one * 16 >= pairs && other * 4 <= one;
  return unclear(high, low) || unclear(low, high) ? 'utf-16-unclear' : 'nul-bytes';
}
