/**
 * A UTF-8 file without a byte-order mark read through a mapping that names a single-byte code page
 * (`encoding: windows-1252`) would be posted with every letter beyond ASCII changed ("â€“" for
 * "–"). It is refused, naming the mapping's encoding, the text both ways and the fix, as a file
 * that is not UTF-8 read as UTF-8 is; text written in the code page still reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDecoder } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_ENCODINGS, isMultiByteEncoding, type CsvEncodingName } from '../../../src/sheets/csv/csv-encodings.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { encodeLegacy } from '../../helpers/encode-legacy.js';
import { cliInFolder, copySampleFolder } from '../../helpers/sample-folder.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { failureOf, readWholeTable } from '../sheet-files.js';

const SINGLE_BYTE = CSV_ENCODINGS.filter(
  (encoding) => !encoding.startsWith('utf-') && !isMultiByteEncoding(encoding),
) as CsvEncodingName[];

/** Letters beyond ASCII of the scripts the single-byte code pages serve, and a few symbols. */
const LETTERS = [...'éèüöäßñçøåœÉÈÜÖÄÑÇØÅŒłśćźżąęňřšžčđőűğışĞİŞжщяЖЩЯёαβγΩάώאבגابتกขค–€“”'];
const WORD = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'abcXYZ019 -.'), maxLength: 6 }),
    fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 4 }),
    fc.string({ unit: fc.constantFrom(...'abcXYZ019 -.'), maxLength: 6 }),
  )
  .map(([before, letters, after]) => `${before}${letters.join('')}${after}`);

describe('a UTF-8 file read through a mapping naming a single-byte code page', () => {
  it('is refused by validate and upload, naming the encoding and the fix; nothing is posted', async () => {
    const dir = copySampleFolder('utf8-as-1252', 'legacy-us.csv', 'legacy-us.yaml');
    // The trial's file: the legacy export saved again in UTF-8, without a byte-order mark.
    const legacy = readFileSync(join(dir, 'legacy-us.csv'));
    const decoder = new TextDecoder('windows-1252');
    writeFileSync(join(dir, 'utf8.csv'), decoder.decode(legacy, { stream: true }) + decoder.decode());
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);

    const validate = await run(['validate', 'utf8.csv', '--mapping', 'legacy-us.yaml']);
    expect(validate.code).toBe(2);
    expect(validate.stderr).toContain(
      'utf8.csv, row 4: the file is UTF-8 text, not windows-1252 as the mapping says (encoding: windows-1252): ' +
        'UTF-8 reads "Ibérica", windows-1252 would read "IbÃ©rica".',
    );
    expect(validate.stderr).toContain('remove encoding: windows-1252 from the mapping');

    const upload = await run(['upload', 'utf8.csv', '--mapping', 'legacy-us.yaml']);
    expect(upload.code).toBe(2);
    expect(upload.stderr).toContain('the file is UTF-8 text, not windows-1252');
    expect(sandbox.instances()).toEqual([]);

    // The same text in Windows-1252, as the mapping says, is read and posted as written.
    const posted = await run(['upload', 'legacy-us.csv', '--mapping', 'legacy-us.yaml']);
    expect(posted.code, posted.stderr).toBe(0);
    expect(sandbox.instances().map((i) => i.invoiceNumber)).toContain('CM70585');
  }, 90_000);

  it('never reads the UTF-8 bytes of text with letters beyond ASCII silently, in any single-byte code page', async () => {
    const dir = makeTempDir('utf8-as-single-byte');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(WORD, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...SINGLE_BYTE),
        async (words, encoding) => {
          const file = join(dir, `t${n++}.csv`);
          writeFileSync(file, `Number,Name\n${words.map((word, i) => `${i + 1},${word}`).join('\n')}\n`, 'utf8');
          const error = await failureOf(readWholeTable(file, { encoding }));
          expect(error.message).toContain(`the file is UTF-8 text, not ${encoding} as the mapping says`);
        },
      ),
      { numRuns: 200, seed: 20261201 },
    );
  });

  it('refuses UTF-8 text cut inside its last character, as a file copied before its writer finished is', async () => {
    const dir = makeTempDir('utf8-as-single-byte');
    const whole = Buffer.from('Number,Name\n1,Crème – Müller\n2,Café', 'utf8');
    // The last "é" is two bytes: the copy ends after the first.
    writeFileSync(join(dir, 'cut.csv'), whole.subarray(0, whole.length - 1));
    const error = await failureOf(readWholeTable(join(dir, 'cut.csv'), { encoding: 'windows-1252' }));
    expect(error.message).toBe(
      'cut.csv, row 2: the file is UTF-8 text, not windows-1252 as the mapping says (encoding: windows-1252): ' +
        'UTF-8 reads "Crème", windows-1252 would read "CrÃ¨me". Save it as "CSV UTF-8" (in Excel: Save As, CSV UTF-8), ' +
        'whose byte-order mark is read as UTF-8 whatever the mapping says, or remove encoding: windows-1252 from the ' +
        'mapping if its files are now UTF-8 (UTF-8 is the default)',
    );
  });

  it('still reads text written in each code page with its letters beyond ASCII', async () => {
    const dir = makeTempDir('utf8-as-single-byte');
    const samples: [CsvEncodingName, string][] = [
      ['windows-1252', 'Crème brûlée – Façade Müller € “Noël”'],
      ['iso-8859-1', 'Société Générale Málaga Öl'],
      ['iso-8859-15', 'Œuvre à 20 €'],
      ['macintosh', 'Café Crème – Müller'],
      ['windows-1250', 'Łódź Příbram Győr'],
      ['windows-1251', 'ООО Ромашка счёт'],
      ['koi8-r', 'ООО Ромашка счёт'],
      ['windows-1253', 'Αθήνα Θεσσαλονίκη'],
      ['windows-1254', 'İstanbul Ağrı Şişli'],
      ['windows-1255', 'תל אביב'],
      ['windows-1256', 'شركة الرياض'],
      ['windows-1257', 'Rīga Kaunas Šiauliai'],
      ['windows-874', 'บริษัท ไทย จำกัด'],
    ];
    for (const [encoding, text] of samples) {
      const file = join(dir, `${encoding}.csv`);
      writeFileSync(file, encodeLegacy(`Number,Name\n1,${text}\n`, encoding));
      const read = await readWholeTable(file, { encoding });
      expect(
        read.rows.map((row) => cellText(row.cells[1])),
        encoding,
      ).toEqual([text]);
    }
  });

  it('reads a UTF-8 file with a byte-order mark, and one of ASCII only, whatever the mapping names', async () => {
    const dir = makeTempDir('utf8-as-single-byte');
    writeFileSync(join(dir, 'bom.csv'), '\ufeffNumber,Name\n1,Crème – Müller\n', 'utf8');
    writeFileSync(join(dir, 'ascii.csv'), 'Number,Name\n1,Cream - Miller\n', 'utf8');
    const bom = await readWholeTable(join(dir, 'bom.csv'), { encoding: 'windows-1252' });
    expect(cellText(bom.rows[0]!.cells[1])).toBe('Crème – Müller');
    const ascii = await readWholeTable(join(dir, 'ascii.csv'), { encoding: 'windows-1252' });
    expect(cellText(ascii.rows[0]!.cells[1])).toBe('Cream - Miller');
  });
});
