/**
 * A whole decode reads Windows-1252's 0x80-0x9F as the WHATWG table writes them (€ ’ “ ” –), under
 * each label that names it, where Node 20's one-shot TextDecoder reads Latin-1's C1 controls; and
 * for any bytes of any single-byte encoding it equals the decode of the same bytes in pieces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWholeBytes } from '../../../src/sheets/csv/decode-whole-bytes.js';

// The WHATWG index of windows-1252 for 0x80-0x9F (five bytes it leaves to the C1 controls).
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

describe('decoding a source whole', () => {
  it.each(['windows-1252', 'cp1252', 'iso-8859-1', 'latin1', 'us-ascii'])(
    'reads 0x80-0x9F under %s as Excel wrote them',
    (label) => {
      const bytes = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
      expect([...decodeWholeBytes(bytes, label)].map((char) => char.codePointAt(0))).toEqual(HIGH);
      expect(decodeWholeBytes(Buffer.from([0x4f, 0x92, 0x42, 0x72, 0x69, 0x65, 0x6e, 0x20, 0x80, 0x35]), label)).toBe(
        'O’Brien €5',
      );
    },
  );

  it('equals the decode of the same bytes in pieces, in every single-byte encoding a mapping may name', () => {
    const encoding = fc.constantFrom(
      'windows-1250',
      'windows-1251',
      'windows-1252',
      'windows-1253',
      'windows-1254',
      'windows-1256',
      'iso-8859-15',
      'macintosh',
    );
    fc.assert(
      fc.property(encoding, fc.uint8Array({ maxLength: 200 }), fc.nat(200), (name, bytes, cut) => {
        const at = Math.min(cut, bytes.length);
        const decoder = new TextDecoder(name);
        const pieces = decoder.decode(bytes.subarray(0, at), { stream: true }) + decoder.decode(bytes.subarray(at));
        expect(decodeWholeBytes(bytes, name)).toBe(pieces);
        expect(decodeWholeBytes(bytes, name)).toHaveLength(bytes.length);
      }),
    );
  });
});
