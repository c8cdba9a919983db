/**
 * A CSV that is not UTF-8, written by Excel for Windows (Windows-1252) or Excel for Mac ("CSV
 * (Macintosh)": Mac Roman, lines ending in a lone CR or in CR LF): `mapping infer` names the
 * writer's encoding, so the proposal reads the file's letters as written; where the letters read
 * as words in several, it names the first candidate with the doubt beside it, so the proposal can
 * be read at once and the user sees what to check. Generated space over German, French, Spanish
 * and Swedish words, line ends and rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { encodeLegacy } from '../../helpers/encode-legacy.js';
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
  it("names the writer's single-byte encoding, or another reading of the letters with the doubt", async () => {
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
          const encoding = (parse(yaml) as { source?: { encoding?: string } }).source?.encoding;
          const line = yaml.split('\n').find((l) => l.startsWith('  encoding: '));
          // Where another encoding reads the words as words too (Västerås is Västerĺs in Windows-1250), the doubt says so.
          if (line?.includes('# doubtful:'))
            expect(line, yaml).toMatch(/^ {2}encoding: \S+ {2}# doubtful: .*Save it as "CSV UTF-8"/);
          else expect(encoding, yaml).toBe(writer);
        },
      ),
      { numRuns: 30 },
    );
  });

  // What Excel writes per Windows locale, and Excel's "Unicode text": never a confident wrong encoding.
  const writers: [string, string, RegExp | undefined][] = [
    [
      'Turkish Excel, windows-1254',
      'Fatura No;Firma;Tutar\r\nFŞ-2024-ığ1;Şimşek Gıda;1.234,50\r\n',
      /windows-1254 \(Turkish\) "FŞ-2024-ığ1"/,
    ],
    [
      'Polish Excel, windows-1250',
      'Numer;Firma;Kwota\r\nFV/ŚĆ/02;Zakład Usług;1.234,50\r\n',
      /windows-1250 \(Central European\) "FV\/ŚĆ\/02"/,
    ],
    ['Japanese Excel, shift_jis', '請求番号;取引先;金額\r\n請求-001;株式会社テスト;1234\r\n', /shift_jis \(Japanese\)/],
  ];

  it.each(writers)(
    '%s: encoding named with the doubt, naming the reading of each candidate',
    async (writer, text, reading) => {
      const encoding = writer.split(', ')[1]!;
      const file = join(makeTempDir('infer-encoding'), 'export.csv');
      writeFileSync(file, encodeLegacy(text, encoding));
      const yaml = await inferMapping(file);
      const named = (parse(yaml) as { source?: { encoding?: string } }).source?.encoding;
      const line = yaml.split('\n').find((l) => l.startsWith('  encoding: '));
      expect(line, yaml).toMatch(reading!);
      expect(line, yaml).toContain('Save it as "CSV UTF-8"');
      // The proposal names an encoding, so that it reads the file: the first the doubt names.
      expect(line, yaml).toMatch(new RegExp(`^ {2}encoding: ${named} {2}# doubtful: .*?The text reads as ${named} `));
    },
  );

  // The encoding named is the candidate the doubt names first, so the proposal reads the file as the advice ranks it.
  const firstCandidates: [string, string, string][] = [
    ['Turkish Excel', 'windows-1254', 'Fatura No;Firma;Tutar\r\nFŞ-2024-ığ1;Şimşek Gıda;1.234,50\r\n'],
    ['Polish Excel', 'windows-1250', 'Numer;Firma;Kwota\r\nFV/ŚĆ/02;Zakład Usług;1.234,50\r\n'],
    ['Russian Excel', 'windows-1251', 'Номер;Фирма;Сумма\r\nСФ-001;ООО Ромашка;1234,50\r\n'],
    ['Greek Excel', 'windows-1253', 'Αριθμός;Εταιρεία;Ποσό\r\nΤΙΜ-001;Αλφα ΑΕ;1234,50\r\n'],
    ['Japanese Excel', 'shift_jis', '請求番号;取引先;金額\r\n請求-001;株式会社テスト;1234\r\n'],
  ];

  it.each(firstCandidates)(
    '%s (%s): the encoding named is the first candidate the doubt names',
    async (_w, encoding, text) => {
      const file = join(makeTempDir('infer-encoding'), 'export.csv');
      writeFileSync(file, encodeLegacy(text, encoding));
      const yaml = await inferMapping(file);
      const named = (parse(yaml) as { source?: { encoding?: string } }).source?.encoding;
      // A decisive reading is named outright, and only the writer's.
      if (!yaml.includes('# doubtful: the file is not valid UTF-8')) expect(named, yaml).toBe(encoding);
      else {
        expect(named, yaml).toBeDefined();
        const line = yaml.split('\n').find((l) => l.startsWith('  encoding: '));
        const shown = /^ {2}encoding: (\S+) {2}# doubtful: .*?The text reads as (\S+) /.exec(line ?? '');
        expect(shown, yaml).not.toBeNull();
        expect(shown![1], line).toBe(shown![2]);
      }
    },
  );

  it('proposes no encoding for a UTF-16LE file with a byte-order mark (Excel "Unicode text")', async () => {
    const file = join(makeTempDir('infer-encoding'), 'export.txt');
    const text = 'Rechnungsnr\tLieferant\tBetrag\r\nRE-001\tMüller GmbH\t1234,50\r\nRE-002\tSöhne AG\t99,00\r\n';
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const yaml = await inferMapping(file);
    expect(yaml).not.toMatch(/encoding:/);
  });
});
