/**
 * A CSV that is not UTF-8, written by Excel for Windows (Windows-1252) or Excel for Mac ("CSV
 * (Macintosh)": Mac Roman, lines ending in a lone CR or in CR LF): `mapping infer` names the
 * writer's encoding, so the proposal reads the file's letters as written. Generated space over
 * German, French, Spanish and Swedish words, line ends and rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const WORDS = [
  'Müller',
  'Größe',
  'Straße',
  'Gebühr',
  'Crème',
  'Société',
  'déjà',
  'reçu',
  'España',
  'niño',
  'Malmö',
  'Västerås',
  'Rückgabe',
  'Élève',
];

/** Mac Roman bytes of the letters above, from Apple's mapping file (ROMAN.TXT), apart from the decoder under test. */
const MAC_ROMAN: Record<string, number> = {
  Ä: 0x80,
  Å: 0x81,
  Ç: 0x82,
  É: 0x83,
  Ñ: 0x84,
  Ö: 0x85,
  Ü: 0x86,
  á: 0x87,
  à: 0x88,
  â: 0x89,
  ä: 0x8a,
  ã: 0x8b,
  å: 0x8c,
  ç: 0x8d,
  é: 0x8e,
  è: 0x8f,
  ê: 0x90,
  ë: 0x91,
  í: 0x92,
  ñ: 0x96,
  ó: 0x97,
  ö: 0x9a,
  ú: 0x9c,
  ü: 0x9f,
  ß: 0xa7,
};

function encode(text: string, writer: 'windows-1252' | 'macintosh'): Buffer {
  if (writer === 'windows-1252') return Buffer.from(text, 'latin1');
  return Buffer.from([...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : MAC_ROMAN[c]!)));
}

describe('mapping infer and CSV files that are not UTF-8', () => {
  it("names the writer's single-byte encoding", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('windows-1252' as const, 'macintosh' as const),
        fc.constantFrom('\r', '\r\n'),
        fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)), { minLength: 5, maxLength: 12 }),
        async (writer, eol, rows) => {
          // Excel for Windows ends lines with CR LF.
          fc.pre(writer === 'macintosh' || eol === '\r\n');
          const lines = [
            'Invoice No,Vendor,Invoice Date,Description,Amount',
            ...rows.map(
              ([v, d], i) => `INV-${100 + i},${v} GmbH,2024-03-0${1 + (i % 9)},${d} ${i},${(120 + i).toFixed(2)}`,
            ),
          ];
          const file = join(makeTempDir('infer-encoding'), 'export.csv');
          writeFileSync(file, encode(`${lines.join(eol)}${eol}`, writer));
          const yaml = await inferMapping(file);
          expect((parse(yaml) as { source?: { encoding?: string } }).source?.encoding, yaml).toBe(writer);
        },
      ),
      { numRuns: 30 },
    );
  });
});
