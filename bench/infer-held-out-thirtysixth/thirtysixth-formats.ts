/**
 * File and number styles of the thirty-sixth held-out layouts that the earlier sets' writers do
 * not have: text in Big5, the double-byte code page Traditional Chinese Excel for Windows saves
 * "CSV" in (as a Macau office's package writes it), Latin names typed without the accents Big5
 * lacks. Each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import { delimitedText } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';

/** Every character Big5 writes, with its one or two bytes, read from the decoder the runtime ships. */
function big5Table(): Map<string, Buffer> {
  const decoder = new TextDecoder('big5', { fatal: true });
  const table = new Map<string, Buffer>();
  for (let byte = 0; byte < 0x80; byte++) table.set(String.fromCharCode(byte), Buffer.of(byte));
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail > 0x7e && trail < 0xa1) continue;
      try {
        const ch = decoder.decode(Uint8Array.of(lead, trail));
        if (ch.length === 1 && !table.has(ch)) table.set(ch, Buffer.of(lead, trail));
      } catch {
        // A pair Big5 leaves unassigned.
      }
    }
  }
  return table;
}

/** Delimited text in Big5 with CRLF line ends; a character Big5 lacks is an error of the writer. */
export function writeBig5Csv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter: string) {
  const table = big5Table();
  const bytes = Array.from(delimitedText(rows, delimiter), (ch) => {
    const encoded = table.get(ch);
    if (!encoded) throw new Error(`big5 has no ${JSON.stringify(ch)}`);
    return encoded;
  });
  const file = join(dir, name);
  writeFileSync(file, Buffer.concat(bytes));
  return file;
}

const UNACCENTED: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', ß: 'ss' };

/** A Latin name as typed on a keyboard of a code page without accents: `Café Lumière` is `Cafe Lumiere`. */
export const unaccented = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ŁłØøß]/g, (ch) => UNACCENTED[ch]!);

/**
 * A Swiss UID as an MWST-registered supplier prints it, `CHE-123.456.789 MWST`, from a number of
 * eight digits: the ninth is the register's check digit (weights 5, 4, 3, 2, 7, 6, 5, 4, modulo
 * 11); a number whose check would be 10 is never issued, so the next one is taken.
 */
export function swissUid(eight: number): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const digits = String(eight).padStart(8, '0').split('').map(Number);
  const check = (11 - (digits.reduce((s, d, k) => s + d * weights[k]!, 0) % 11)) % 11;
  if (check === 10) return swissUid(eight + 1);
  const all = [...digits, check].join('');
  return `CHE-${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6)} MWST`;
}
