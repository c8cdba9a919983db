import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitRowHeight, LINE_HEIGHT, wrappedLines } from '../../src/report/fit-row-height.js';

/**
 * Each character's width as LibreOffice 7.4 printed it (DejaVu Sans standing in for Calibri 11 pt),
 * in units of a column width: runs of 20 of each character in a column 60 wide, read off the PDF.
 */
const PRINTED: Readonly<Record<string, number>> = {
  ' ': 0.493,
  '!': 0.628,
  '"': 0.727,
  '#': 1.314,
  $: 0.999,
  '%': 1.499,
  '&': 1.227,
  "'": 0.429,
  '(': 0.613,
  ')': 0.613,
  '*': 0.786,
  '+': 1.314,
  ',': 0.498,
  '-': 0.57,
  '.': 0.498,
  '/': 0.528,
  '0': 0.999,
  '1': 0.999,
  '2': 0.999,
  '3': 0.999,
  '4': 0.999,
  '5': 0.999,
  '6': 0.999,
  '7': 0.999,
  '8': 0.999,
  '9': 0.999,
  ':': 0.528,
  ';': 0.528,
  '<': 1.314,
  '=': 1.314,
  '>': 1.314,
  '?': 0.828,
  '@': 1.571,
  A: 1.072,
  B: 1.072,
  C: 1.098,
  D: 1.213,
  E: 0.997,
  F: 0.9,
  G: 1.215,
  H: 1.184,
  I: 0.457,
  J: 0.457,
  K: 1.029,
  L: 0.872,
  M: 1.356,
  N: 1.171,
  O: 1.241,
  P: 0.943,
  Q: 1.241,
  R: 1.086,
  S: 0.998,
  T: 0.957,
  U: 1.154,
  V: 1.072,
  W: 1.555,
  X: 1.072,
  Y: 0.957,
  Z: 1.072,
  '[': 0.613,
  '\\': 0.528,
  ']': 0.613,
  '^': 1.314,
  _: 0.786,
  '`': 0.786,
  a: 0.957,
  b: 0.998,
  c: 0.857,
  d: 0.998,
  e: 0.969,
  f: 0.542,
  g: 0.998,
  h: 0.997,
  i: 0.441,
  j: 0.441,
  k: 0.913,
  l: 0.441,
  m: 1.529,
  n: 0.997,
  o: 0.957,
  p: 0.998,
  q: 0.998,
  r: 0.643,
  s: 0.814,
  t: 0.614,
  u: 0.997,
  v: 0.929,
  w: 1.284,
  x: 0.929,
  y: 0.929,
  z: 0.826,
  '{': 0.999,
  '|': 0.528,
  '}': 0.999,
  '~': 1.314,
  Å: 1.072,
  É: 0.997,
  Ö: 1.241,
  Ø: 1.241,
  ß: 0.985,
  ä: 0.957,
  æ: 1.541,
  ç: 0.857,
  é: 0.969,
  ñ: 0.997,
  ö: 0.957,
  ø: 0.957,
  ü: 0.997,
  Ł: 0.884,
  ō: 0.957,
  '–': 0.786,
  '’': 0.498,
};

/**
 * In a column 24 wide LibreOffice printed "Midland Home Furnishings plc" (23.641 units) on one line and
 * wrapped "Greenfield Farm Supplies, Inc." (23.655): a line holds what is at most width - 0.359 wide
 * and nothing wider than width - 0.345.
 */
const surelyFits = (width: number) => width - 0.359;
const surelyWraps = (width: number) => width - 0.345;

/** East Asian Wide characters take two units (UAX #11); no CJK font was at hand to measure them. */
const CJK = ['株', '式', '会', '社', 'カ', 'ぁ', '한', '국', '０', 'Ａ', '。'];

const printedWidth = (text: string) =>
  [...text].reduce((sum, char) => sum + (CJK.includes(char) ? 2 : PRINTED[char.normalize('NFD')[0]!]!), 0);

const ascii = Object.keys(PRINTED).filter((char) => char.charCodeAt(0) < 127);
const accented = ['é', 'ü', 'ö', 'ø', 'Ł', 'ç', 'Ö', 'É', 'Å', 'ß', 'ñ', 'ō', 'Ø', 'æ', 'à', 'Č', 'ř', 'Ñ', 'ę', '’'];
const digits = [...'0123456789'];
const texts = fc.oneof(
  fc.string({ unit: fc.constantFrom(...ascii), maxLength: 90 }),
  fc.string({ unit: fc.constantFrom(...accented, ...ascii), maxLength: 90 }),
  fc.string({ unit: fc.constantFrom(...digits, ' ', '.', ','), maxLength: 90 }),
  fc.string({ unit: fc.constantFrom(...CJK, ...digits), maxLength: 50 }),
);

/** The sample register's vendors in the Status sheet's Vendor column (24 wide), lines as LibreOffice printed them. */
const VENDORS_PRINTED: readonly [string, number][] = [
  ['Müller & Söhne GmbH', 1],
  ['Maison Dupré & Fils', 1],
  ['Castellano y Ruiz, S.A.', 1],
  ['Schäfer Werbetechnik e.K.', 1],
  ['Blue Harbor Advertising, Inc.', 1],
  ['Atelier Noël', 1],
  ["D'Angelo Pubblicità S.p.A.", 1],
  ['Saint-Éloi Brasseries', 1],
  ['Gráfica Açores Lda.', 1],
  ['Łódź Billboard Group', 1],
  ['Maple Leaf Motors Inc.', 1],
  ['Café Lumière S.A.R.L.', 1],
  ['Kowalski Media Sp. z o.o.', 1],
  ['Bergström Annonsbyrå AB', 1],
  ['Costa Brava Hoteles S.A.', 1],
  ['Ibérica de Medios S.L.', 1],
  ['Van der Berg Reclame B.V.', 1],
  ['Northwind Traders Ltd.', 1],
  ['Apex Fitness (UK) Ltd', 1],
  ['Brightline Outdoor LLC', 1],
  ['Helvetia Radio SA', 1],
  ['Ørsted Print & Packaging A/S', 1],
  ["O'Brien Media Ltd.", 1],
  ['Sunridge Broadcasting Corp.', 1],
  ['Greenfield Farm Supplies, Inc.', 2],
  ['Brennan-Walsh Partners LLP', 1],
  ['Škoda Reklama s.r.o.', 1],
  ['Red Kite Creative Ltd.', 1],
  ['Kaffeehaus Wien GmbH & Co. KG', 2],
  ['Großmann Möbelhaus GmbH', 1],
  ['Zürcher Plakat Gesellschaft', 1],
  ['Marquee Events & Sponsorship Ltd', 2],
  ['Riverbend Credit Union', 1],
  ['Nordlicht Verlag AG', 1],
  ['Østergaard Digital ApS', 1],
  ['Agence Étoile', 1],
  ['Midland Home Furnishings plc', 1],
  ['Fjord & Fell Kommunikasjon AS', 2],
  ['Pacific Rim Publishing Pty Ltd', 1],
  ['Tōkai Trading K.K.', 1],
];

/** Runs of one character and the lines LibreOffice printed them on, in columns 24 and 60 wide. */
const RUNS_PRINTED: readonly [string, number, number][] = [
  ['0'.repeat(23), 24, 1],
  ['0'.repeat(24), 24, 2],
  ['i'.repeat(53), 24, 1],
  ['i'.repeat(54), 24, 2],
  ['a'.repeat(24), 24, 1],
  ['a'.repeat(25), 24, 2],
  ['0'.repeat(59), 60, 1],
  ['0'.repeat(60), 60, 2],
];

describe('wrappedLines against what LibreOffice prints', () => {
  it.each(RUNS_PRINTED)('gives %s the lines it printed on in a column %i wide (%i)', (text, width, lines) => {
    expect(wrappedLines(text, width)).toBe(lines);
  });

  it.each(VENDORS_PRINTED)('gives %s the %i lines it printed in a column 24 wide', (vendor, lines) => {
    expect(fitRowHeight([vendor], [24])).toBe(lines * LINE_HEIGHT);
  });

  it('gives one line to a text that prints on one, and never fewer lines than the text fills', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 6, max: 80 }), (text, width) => {
        const printed = printedWidth(text);
        const lines = wrappedLines(text, width);
        if (printed <= surelyFits(width)) expect(lines).toBe(1);
        if (printed > surelyWraps(width)) expect(lines).toBeGreaterThanOrEqual(2);
        // Each printed line holds less than width - 0.19 units, so the text needs at least this many.
        expect(lines).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(printed / surelyWraps(width))));
      }),
      { numRuns: 2000 },
    );
  });
});
