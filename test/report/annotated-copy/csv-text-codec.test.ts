/**
 * The annotated copy of a CSV has the source's bytes: every byte of a single-byte encoding
 * decodes and encodes back to itself, so a Mac Roman file is not rewritten as Windows-1252.
 */
import { describe, expect, it } from 'vitest';
import { decodeText, encodeText, type CsvEncoding } from '../../../src/report/annotated-copy/csv-text-codec.js';

async function decoded(bytes: Buffer, encoding: CsvEncoding): Promise<string> {
  async function* chunks(): AsyncGenerator<Buffer> {
    yield bytes;
  }
  let text = '';
  for await (const piece of decodeText(chunks(), encoding)) text += piece;
  return text;
}

describe('the annotated copy codec', () => {
  it.each<CsvEncoding>(['windows-1252', 'iso-8859-1', 'macintosh'])(
    'gives back each of the 256 bytes of a %s source as it was',
    async (encoding) => {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      expect(encodeText(await decoded(bytes, encoding), encoding)).toEqual(bytes);
    },
  );

  it('writes an added word in Mac Roman into a macintosh copy: é is 0x8E, ü is 0x9F', () => {
    expect([...encodeText('éü€', 'macintosh')]).toEqual([0x8e, 0x9f, 0xdb]);
  });
});
