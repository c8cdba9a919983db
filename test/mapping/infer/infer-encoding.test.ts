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
import { encodeText } from '../../helpers/encode-text.js';
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
          writeFileSync(file, encodeText(`${lines.join(eol)}${eol}`, writer));
          const yaml = await inferMapping(file);
          expect((parse(yaml) as { source?: { encoding?: string } }).source?.encoding, yaml).toBe(writer);
        },
      ),
      { numRuns: 30 },
    );
  });
});
