/**
 * Text in a double-byte code page (GBK), as Chinese Excel and Chinese accounting software save
 * "CSV": Node writes no such encoding itself, so the table is read off the decoder the runtime
 * ships, every single byte and every lead and trail byte pair once.
 */

const tables = new Map<string, Map<string, number[]>>();

/** Each character the code page writes, with its bytes; a pair is read only where no single byte reads it. */
function tableOf(codePage: string): Map<string, number[]> {
  const known = tables.get(codePage);
  if (known) return known;
  const decoder = new TextDecoder(codePage, { fatal: false });
  const table = new Map<string, number[]>();
  for (let byte = 0; byte < 0x80; byte++) table.set(String.fromCharCode(byte), [byte]);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(Uint8Array.of(lead, trail));
      // A pair the code page leaves unassigned decodes to the replacement character, or to two.
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  tables.set(codePage, table);
  return table;
}

/** Encodes `text` in `codePage` (`gbk`); a character the code page lacks is an error of the writer. */
export function encodeDoubleByte(text: string, codePage: string): Buffer {
  const table = tableOf(codePage);
  return Buffer.from(
    Array.from(text).flatMap((ch) => {
      const bytes = table.get(ch);
      if (!bytes) throw new Error(`${codePage} has no ${JSON.stringify(ch)}`);
      return bytes;
    }),
  );
}

/** A name as it is typed where the code page is the keyboard's: letters it lacks lose their accents. */
export function typedInDoubleByte(text: string, codePage: string): string {
  const table = tableOf(codePage);
  return Array.from(text, (ch) => (table.has(ch) ? ch : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).join('');
}
