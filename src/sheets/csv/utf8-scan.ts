/**
 * Byte-level UTF-8 checks used to say exactly where a file stops being UTF-8. Pure.
 */

/** Number of continuation bytes a lead byte announces, or -1 when it cannot start a character. */
function continuationCount(lead: number): number {
  if (lead < 0x80) return 0;
  if (lead >= 0xc2 && lead <= 0xdf) return 1;
  if (lead >= 0xe0 && lead <= 0xef) return 2;
  if (lead >= 0xf0 && lead <= 0xf4) return 3;
  return -1;
}

/** Allowed range of the byte after a lead byte (narrower for E0, ED, F0, F4: no overlongs, no surrogates). */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/**
 * Index of the first byte that starts an invalid sequence, or -1 when all is valid. A sequence
 * cut off by the end of `bytes` is invalid only when `final` (no more bytes follow).
 */
export function firstInvalidUtf8(bytes: Uint8Array, final: boolean): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    const count = continuationCount(lead);
    if (count < 0) return i;
    for (let k = 1; k <= count; k++) {
      if (i + k >= bytes.length) return final ? i : -1;
      const byte = bytes[i + k] ?? 0;
      const [low, high] = k === 1 ? secondByteRange(lead) : [0x80, 0xbf];
      if (byte < low || byte > high) return i;
    }
    i += count + 1;
  }
  return -1;
}

/** Length of a character cut off at the end of `bytes` (0 to 3 bytes), to carry into the next chunk. */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) return continuationCount(byte) >= back ? back : 0;
  }
  return 0;
}
