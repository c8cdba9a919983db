/**
 * Test helper: text in a legacy encoding as Excel writes CSV in it per Windows locale, single-byte
 * (windows-125x, iso-8859-x, koi8-r, macintosh) or double-byte (shift_jis, gbk, big5, euc-kr).
 * Node has no encoders for them: the byte of each character is found by decoding every byte or
 * byte pair once. A character the encoding lacks throws, so a test never writes a file no writer would.
 */
import { TextDecoder } from 'node:util';

const tables = new Map<string, Map<string, number[]>>();

function tableOf(encoding: string): Map<string, number[]> {
  let table = tables.get(encoding);
  if (table) return table;
  table = new Map();
  const decode = (bytes: number[]) => {
    try {
      // As a stream: Node's one-shot decode of windows-1252 reads it as Latin-1.
      const decoder = new TextDecoder(encoding, { fatal: true });
      return decoder.decode(new Uint8Array(bytes), { stream: true }) + decoder.decode();
    } catch {
      return undefined;
    }
  };
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const char = decode([byte]);
    if (char !== undefined && [...char].length === 1 && !table.has(char)) table.set(char, [byte]);
  }
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decode([lead, trail]);
      if (char !== undefined && [...char].length === 1 && char.charCodeAt(0) >= 0x80 && !table.has(char))
        table.set(char, [lead, trail]);
    }
  tables.set(encoding, table);
  return table;
}

export function encodeLegacy(text: string, encoding: string): Buffer {
  const table = tableOf(encoding);
  return Buffer.from(
    [...text].flatMap((char) => {
      if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
      const bytes = table.get(char);
      if (!bytes) throw new Error(`${encoding} has no ${char}`);
      return bytes;
    }),
  );
}
