/**
 * Real cells of invoice sheets (supplier names, streets, item descriptions) in each language,
 * written in each code page its Excel or ERP writes CSV in: the advice names the writer's code page
 * or says it is not sure, never another, alone, in pairs of rows or as a whole sheet; and a whole
 * sheet, where the words tell, is named. The repo's own US export is named windows-1252.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodingAdvice } from '../../../../src/sheets/csv/explain-invalid-utf8.js';
import { decodeSingleByte, guessSingleByteEncoding } from '../../../../src/sheets/csv/guess-single-byte-encoding.js';
import { encodeLegacy } from '../../../helpers/encode-legacy.js';
import { REAL_SHEETS } from './real-sheet-words.js';

const ROOT = join(import.meta.dirname, '../../../..');

const sheetOf = (cells: string[]) =>
  `Supplier;Text;Amount\r\n${cells.map((c, i) => `${c};${c};${i}.50`).join('\r\n')}\r\n`;

/** The code page named for `text` written by `writer`: 'right', 'wrong' or 'doubt'. */
function verdict(text: string, writer: string): 'right' | 'wrong' | 'doubt' {
  const bytes = new Uint8Array(encodeLegacy(text, writer));
  const { best } = guessSingleByteEncoding(bytes, false);
  if (best === undefined) return 'doubt';
  return decodeSingleByte(bytes, best) === text ? 'right' : 'wrong';
}

const cases = Object.entries(REAL_SHEETS).flatMap(([language, { cells, writers }]) =>
  writers.map((writer) => [language, writer, cells] as const),
);

describe('naming the code page of real words', () => {
  it.each(cases)('%s in %s: each cell, each pair of rows: the writer or not sure', (_language, writer, cells) => {
    const texts = [...cells.map((c) => sheetOf([c])), ...cells.slice(1).map((c, i) => sheetOf([cells[i]!, c]))];
    const wrong = texts.filter((text) => verdict(text, writer) === 'wrong');
    expect(wrong).toEqual([]);
  });

  it.each(cases)('%s in %s: the whole sheet is named right', (_language, writer, cells) => {
    expect(verdict(sheetOf(cells), writer)).toBe('right');
  });

  it('names windows-1252 for samples/legacy-us.csv, a US export with European supplier names', () => {
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'samples/legacy-us.csv')));
    const at = bytes.findIndex((b) => b >= 0x80);
    expect(guessSingleByteEncoding(bytes, false).best).toBe('windows-1252');
    const advice = encodingAdvice(bytes, at, false);
    expect(advice).toMatch(/^The text reads as windows-1252 or iso-8859-1 "[^"]+", as windows-1250/);
    expect(advice).toContain('set encoding: windows-1252 in the mapping');
  });

  it('leaves a doubt on a word or two ("Lumière" is "Lumičre" in windows-1250), and names windows-1252 on three', () => {
    const words = ['Lumière', 'Pubblicità', 'Brødrene'];
    const sheet = (n: number) => `Supplier;Amount\r\n${words.slice(0, n).join(';1.00\r\n')};1.00\r\n`;
    expect([1, 2, 3].map((n) => verdict(sheet(n), 'windows-1252'))).toEqual(['doubt', 'doubt', 'right']);
  });
});
