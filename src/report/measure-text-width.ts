/**
 * How wide a text prints, in a column width's unit (the width of a digit in the default font), so
 * that a row is made as tall as its wrapped text and no taller. Pure.
 */

/**
 * Each character's width as LibreOffice prints the workbooks' 11 pt text (its stand-in for Calibri,
 * DejaVu Sans, where Calibri is not installed): runs of 20 of each character measured on the PDF
 * against a column's width. Lower-case letters are about a digit wide, capitals wider, but i, l, t,
 * r, spaces and stops half that; an accented letter printed exactly as wide as its letter.
 */
const MEASURED: readonly (readonly [number, string])[] = [
  [0.429, "'"],
  [0.441, 'ijl'],
  [0.457, 'IJ'],
  [0.493, ' '],
  [0.498, ',.’'],
  [0.528, '/:;\\|'],
  [0.542, 'f'],
  [0.57, '-'],
  [0.613, '()[]'],
  [0.614, 't'],
  [0.628, '!'],
  [0.643, 'r'],
  [0.727, '"'],
  [0.786, '*_`–'],
  [0.814, 's'],
  [0.826, 'z'],
  [0.828, '?'],
  [0.857, 'c'],
  [0.872, 'L'],
  [0.884, 'Ł'],
  [0.9, 'F'],
  [0.913, 'k'],
  [0.929, 'vxy'],
  [0.943, 'P'],
  [0.957, 'TYaoø'],
  [0.969, 'e'],
  [0.985, 'ß'],
  [0.997, 'Ehnu'],
  [0.998, 'Sbdgpq'],
  [0.999, '$0123456789{}'],
  [1.029, 'K'],
  [1.072, 'ABVXZ'],
  [1.086, 'R'],
  [1.098, 'C'],
  [1.154, 'U'],
  [1.171, 'N'],
  [1.184, 'H'],
  [1.213, 'D'],
  [1.215, 'G'],
  [1.227, '&'],
  [1.241, 'OQØ'],
  [1.284, 'w'],
  [1.314, '#+<=>^~'],
  [1.356, 'M'],
  [1.499, '%'],
  [1.529, 'm'],
  [1.541, 'æ'],
  [1.555, 'W'],
  [1.571, '@'],
];

const WIDTHS = new Map(MEASURED.flatMap(([width, chars]) => [...chars].map((char) => [char, width] as const)));

/**
 * Chinese, Japanese and Korean characters, their punctuation and full-width forms: East Asian Wide
 * (Unicode UAX #11), two units each, and a line may break between any two of them.
 */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
const WIDE_WIDTH = 2;
/** A capital not measured is counted as wide as O; any other character as a digit. */
const OTHER_CAPITAL_WIDTH = 1.241;

export function charWidth(char: string): number {
  const known = WIDTHS.get(char);
  if (known !== undefined) return known;
  if (WIDE.test(char)) return WIDE_WIDTH;
  // An accented letter prints as wide as its letter: é as e, Å as A.
  const base = WIDTHS.get(char.normalize('NFD')[0] ?? char);
  if (base !== undefined) return base;
  return char !== char.toLowerCase() ? OTHER_CAPITAL_WIDTH : 1;
}

export function textWidth(text: string): number {
  let sum = 0;
  for (const char of text) sum += charWidth(char);
  return sum;
}

/**
 * The cell's own margins: in a column 24 wide LibreOffice printed "Midland Home Furnishings plc"
 * (23.641 units) on one line and wrapped "Greenfield Farm Supplies, Inc." (23.655); 23 digits fit,
 * 24 (23.98) did not, as at width 60 59 digits fit and 60 did not.
 */
export const CELL_PADDING = 0.35;
