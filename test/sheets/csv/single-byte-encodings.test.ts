/**
 * Text in German, French, Spanish, Portuguese and Swedish, written in UTF-8, Windows-1252,
 * ISO-8859-1 and Mac Roman (Excel for Mac's "CSV (Macintosh)", CR line ends): read with the
 * writer's encoding it comes back as written; read as UTF-8, the error shows what the first
 * word that is not UTF-8 reads as in each encoding and never advises one that is not the writer's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText, type TableOptions } from '../../../src/sheets/sheet-row.js';
import { encodeText, type TextWriter } from '../../helpers/encode-text.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from '../../mapping/mapping-fixtures.js';
import { failureOf, readWholeTable } from '../sheet-files.js';

const WORDS = {
  de: ['Müller', 'Größe', 'Straße', 'Käse', 'Bücher', 'Öl', 'Übergabe', 'Gebühr', 'Prüfung', 'Rückgabe', 'Änderung'],
  fr: ['Crème', 'Café', 'Société', 'Élève', 'déjà', 'reçu', 'Noël', 'garçon', 'Façade', 'hôtel', 'forêt', 'cœur'],
  es: ['España', 'Señor', 'niño', 'Año', 'información', 'León', 'pingüino', 'Málaga', 'Perú', 'único', 'acción'],
  pt: ['ação', 'São', 'coração', 'não', 'órgão', 'Conceição', 'Gonçalves', 'você', 'avô', 'Açores', 'pão'],
  sv: ['Åsa', 'Öresund', 'Malmö', 'Göteborg', 'Västerås', 'Jönköping', 'Ängelholm', 'måndag', 'smörgås', 'Luleå'],
} as const;
const PLAIN = ['GmbH', 'SARL', 'AB', 'Lda', 'fee', 'October', 'Agency'];

const language = fc.constantFrom(...(Object.keys(WORDS) as Array<keyof typeof WORDS>));
const table = language.chain((lang) => {
  const word = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...WORDS[lang]) }, fc.constantFrom(...PLAIN));
  const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  return fc.record({
    lang: fc.constant(lang),
    rows: fc.array(fc.tuple(phrase, phrase), { minLength: 1, maxLength: 5 }),
    eol: fc.constantFrom('\n', '\r\n', '\r'),
  });
});
const WRITERS: TextWriter[] = ['utf-8', 'windows-1252', 'iso-8859-1', 'macintosh'];

describe('single-byte encodings as other systems write them', () => {
  it('reads back each generated text written by each writer, with the writer encoding in the mapping', async () => {
    const dir = makeTempDir('encodings');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(table, fc.constantFrom(...WRITERS), async ({ rows, eol }, writer) => {
        // Latin-1 has no œ: such a text is not one an ISO-8859-1 writer could write
        fc.pre(writer !== 'iso-8859-1' || !rows.flat().join('').includes('œ'));
        const text = ['Name;Description', ...rows.map((r) => r.join(';'))].join(eol) + eol;
        const file = join(dir, `t${n++}.csv`);
        writeFileSync(file, encodeText(text, writer));
        const options: TableOptions = writer === 'utf-8' ? {} : { encoding: writer };
        const read = await readWholeTable(file, options);
        expect(read.rows.map((r) => r.cells.map((c) => cellText(c)))).toEqual(rows);
      }),
      { numRuns: 150, seed: 20261129 },
    );
  });

  it('refuses a text not in UTF-8 showing the first such word in each encoding, advising the writer encoding or none', async () => {
    const dir = makeTempDir('encodings');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.constantFrom<TextWriter>('windows-1252', 'iso-8859-1', 'macintosh'),
        async ({ rows, eol }, writer) => {
          const cells = rows.flat();
          fc.pre(/[^\x00-\x7f]/.test(cells.join('')));
          fc.pre(writer !== 'iso-8859-1' || !cells.join('').includes('œ'));
          const text = ['Name;Description', ...rows.map((r) => r.join(';'))].join(eol) + eol;
          const file = join(dir, `t${n++}.csv`);
          writeFileSync(file, encodeText(text, writer));
          const error = await failureOf(readWholeTable(file));
          const word = text.split(/[\s;]+/).find((w) => /[^\x00-\x7f]/.test(w))!;
          const named = writer === 'macintosh' ? 'macintosh (Mac Roman)' : 'windows-1252 or iso-8859-1';
          // the writer's encoding is named with the word as the file shows it
          expect(error.message).toContain(`as ${named} "${word}"`);
          // Where another encoding reads the words as words too (ação is ação in Windows-1250), none is advised.
          const advice = /set encoding: ([\w-]+)/.exec(error.message)?.[1];
          if (advice === undefined) expect(error.message).toContain('Save it as "CSV UTF-8"');
          else expect(advice).toBe(writer === 'macintosh' ? 'macintosh' : 'windows-1252');
        },
      ),
      { numRuns: 300, seed: 20261129 },
    );
  });

  it('advises macintosh for the trial file saved as "CSV (Macintosh)", showing the word both ways', async () => {
    const text =
      'Vendor,Vendor Name,Invoice No,Date,Currency,Amount,Description\r' +
      '100001,Müller & Söhne GmbH,F-001,2026-10-05,EUR,1234.50,Agency fee\r' +
      '100002,Café Crème SARL,F-002,2026-10-06,EUR,-45.10,Credit note é\r';
    const file = join(makeTempDir('encodings'), 'mac-plain-cr.csv');
    writeFileSync(file, encodeText(text, 'macintosh'));
    const error = await failureOf(readWholeTable(file));
    expect(error.message).toBe(
      'mac-plain-cr.csv, row 2: invalid UTF-8 at byte offset 71 (byte 0x9F); expected UTF-8 text. ' +
        'The text reads as macintosh (Mac Roman) "Müller", as windows-1250 (Central European) "Mźller"; ' +
        'its lines end with a lone CR, as Excel for Mac writes "CSV (Macintosh)": set encoding: macintosh in the mapping',
    );
    const read = await readWholeTable(file, { encoding: 'macintosh' });
    expect(read.rows.map((r) => cellText(r.cells[6]!))).toEqual(['Agency fee', 'Credit note é']);
    expect(cellText(read.rows[0]!.cells[1]!)).toBe('Müller & Söhne GmbH');
  });

  it('a mapping may name encoding: macintosh, and its invoices read the file as written', async () => {
    const mapping = mappingOf(`source:\n  encoding: macintosh\n${ONE_ROW_MAPPING}`);
    const text = 'Vendor,Number,Date,Currency,Total,Net,Tax\r0000100001,Façade-1,2026-10-05,EUR,119.00,100.00,19.00\r';
    const file = join(makeTempDir('encodings'), 'mac.csv');
    writeFileSync(file, encodeText(text, 'macintosh'));
    const [invoice] = await readAll(file, mapping);
    expect(invoice?.problems).toEqual([]);
    expect(invoice?.invoice?.Invoice_Number).toBe('Façade-1');
  });
});
