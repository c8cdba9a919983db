/**
 * Remembers which row numbers of a sheet were read, to find a row the XML holds twice (two
 * `<row r="5">`): Excel never writes one, so the file is damaged or was edited by hand, and which
 * of the two the sheet shows cannot be told.
 */

/** Excel's last row: numbers up to it take one bit each, so a full sheet costs 128 KiB. */
const EXCEL_ROWS = 1_048_576;

/** A marker of row numbers: `mark(row)` is true when that row was marked before. */
export function markReadRows(): (row: number) => boolean {
  let bits = new Uint8Array(0);
  // Numbers past Excel's last row come only from other writers or by hand: few, kept apart so
  // that one huge number cannot grow the bits to gigabytes.
  const beyond = new Set<number>();
  return (row) => {
    if (!Number.isSafeInteger(row) || row < 1 || row > EXCEL_ROWS) {
      if (beyond.has(row)) return true;
      beyond.add(row);
      return false;
    }
    const byte = row >> 3;
    if (byte >= bits.length) {
      // grows by doubling, as rows mostly come in order
      const grown = new Uint8Array(Math.min(Math.max(byte + 1, bits.length * 2, 1024), (EXCEL_ROWS >> 3) + 1));
      grown.set(bits);
      bits = grown;
    }
    const bit = 1 << (row & 7);
    if ((bits[byte]! & bit) !== 0) return true;
    bits[byte] = bits[byte]! | bit;
    return false;
  };
}
