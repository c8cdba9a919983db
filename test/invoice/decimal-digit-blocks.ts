/**
 * Every block of ten decimal digits (`\p{Nd}`) of the Unicode version this Node knows, found by
 * scanning the code points: a script Unicode adds is tested without a list to keep up to date.
 */
const DIGIT = /\p{Nd}/u;

let zeros: number[] | undefined;

/** The zero of each block (`0x30`, `0x660`, ..., `0xff10`, `0x1d7ce` and the four sets after it). */
export function decimalDigitZeros(): readonly number[] {
  if (zeros) return zeros;
  zeros = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (!DIGIT.test(String.fromCodePoint(code))) continue;
    // Unicode writes each block 0 to 9 in order, and some blocks back to back: a zero every ten.
    if (!DIGIT.test(String.fromCodePoint(code - 1)) || zeros.at(-1) === code - 10) zeros.push(code);
  }
  return zeros;
}

/** `ascii` with each ASCII digit written in the block of `zero`. */
export function inDigits(ascii: string, zero: number): string {
  return ascii.replace(/[0-9]/g, (digit) => String.fromCodePoint(zero + Number(digit)));
}
