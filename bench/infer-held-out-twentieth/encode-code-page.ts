/**
 * Text in a Windows code page, as Excel for Windows saves "CSV" in its locale: Node writes only
 * Latin-1 itself, so each code page's table is taken from the decoder the runtime ships.
 */

/** Encodes `text` in `codePage` (e.g. `windows-1257`); a character the code page lacks is an error of the writer. */
export function encodeCodePage(text: string, codePage: string): Buffer {
  const decoder = new TextDecoder(codePage);
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(
    Array.from(text, (ch) => {
      const byte = table.get(ch);
      if (byte === undefined) throw new Error(`${codePage} has no ${JSON.stringify(ch)}`);
      return byte;
    }),
  );
}

/**
 * A name as it is typed where the code page is the keyboard's: letters the code page lacks lose
 * their accents (`Lumière` is `Lumiere` in Windows-1257), the others are kept.
 */
export function typedIn(text: string, codePage: string): string {
  const decoder = new TextDecoder(codePage);
  const letters = new Set(Array.from({ length: 256 }, (_, byte) => decoder.decode(Uint8Array.of(byte))));
  return Array.from(text, (ch) => (letters.has(ch) ? ch : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).join(
    '',
  );
}
