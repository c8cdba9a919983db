/**
 * The same sheet of names and invoice numbers in Czech, Polish, Turkish, German, French, Japanese,
 * Russian and Greek, written in each legacy encoding its Excel or Mac writes CSV in: the advice
 * names the writer's encoding, or one reading the text the same, or says it is not sure; never
 * another encoding as certain, which would change invoice numbers without a word.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodingAdvice } from '../../../src/sheets/csv/explain-invalid-utf8.js';
import { decodeSingleByte, guessSingleByteEncoding } from '../../../src/sheets/csv/guess-single-byte-encoding.js';
import { encodeLegacy } from '../../helpers/encode-legacy.js';

const SHEETS: Record<string, { rows: string[]; writers: string[] }> = {
  Czech: {
    rows: ['Škoda Auto a.s.;FA-2024-Ř01;Příliš žluťoučký kůň', 'Česká spořitelna;FA-2024-Ž02;Úhrada Brno'],
    writers: ['windows-1250', 'iso-8859-2'],
  },
  Polish: {
    rows: ['Zakład Usług Śląsk;FV/ŚĆ/02;Łódź Gdańsk', 'Spółka Żółw;FV/ŁĄ/03;Kraków Wrocław'],
    writers: ['windows-1250', 'iso-8859-2'],
  },
  Turkish: {
    rows: ['Şimşek Ltd. Şti.;FŞ-2024-ığ1;İstanbul Gıda', 'Çağrı Öztürk;FŞ-2024-Ü02;Ankara Kağıt'],
    writers: ['windows-1254', 'iso-8859-9'],
  },
  German: {
    rows: ['Müller & Söhne GmbH;RE-2024-Ä01;Größe Straße', 'Bäckerei Weiß;RE-2024-Ö02;Gebühr Rückgabe'],
    writers: ['windows-1252', 'macintosh', 'iso-8859-1'],
  },
  French: {
    rows: ['Société Générale;FAC-2024-É01;Crème brûlée', 'Façade Élève;FAC-2024-È02;Reçu à Besançon'],
    writers: ['windows-1252', 'macintosh', 'iso-8859-1'],
  },
  Japanese: {
    rows: ['株式会社テスト;請求-001;東京都港区', '山田商事;請求-002;大阪市北区'],
    writers: ['shift_jis', 'euc-jp'],
  },
  Russian: {
    rows: ['ООО Ромашка;СФ-2024-001;Москва Иванов', 'АО Север;СФ-2024-002;Санкт-Петербург'],
    writers: ['windows-1251', 'koi8-r', 'iso-8859-5'],
  },
  Greek: {
    rows: ['Εταιρεία ΑΕ;ΤΙΜ-2024-001;Αθήνα Παπαδόπουλος', 'Ελληνικά Είδη;ΤΙΜ-2024-002;Θεσσαλονίκη'],
    writers: ['windows-1253', 'iso-8859-7'],
  },
};

const cases = Object.entries(SHEETS).flatMap(([language, { rows, writers }]) =>
  writers.map((writer) => [language, writer, `Vendor;Number;Text\r\n${rows.join('\r\n')}\r\n`] as const),
);

/** The guess is right (its reading is the text) or none; never a confident wrong one. */
function expectRightOrUnsure(text: string, writer: string): void {
  const bytes = new Uint8Array(encodeLegacy(text, writer));
  const guess = guessSingleByteEncoding(bytes, false);
  if (guess.best !== undefined)
    expect(decodeSingleByte(bytes, guess.best), `${writer} taken for ${guess.best}`).toBe(text);
  const advice = encodingAdvice(
    bytes,
    bytes.findIndex((b) => b >= 0x80),
    false,
  );
  if (guess.best === undefined) expect(advice).toMatch(/do not tell .* Save it as "CSV UTF-8"/);
  else expect(advice).toContain(`set encoding: ${guess.best}`);
}

describe('the encoding advice on legacy CSV files', () => {
  it.each(cases)('%s in %s: the right encoding or not sure', (_language, writer, text) => {
    expectRightOrUnsure(text, writer);
  });

  it.each(
    cases.filter(([, writer]) =>
      [
        'windows-1250',
        'windows-1251',
        'windows-1252',
        'windows-1253',
        'windows-1254',
        'macintosh',
        'shift_jis',
      ].includes(writer),
    ),
  )('%s in %s: the reading of the writer is among the candidates shown', (_language, writer, text) => {
    const bytes = new Uint8Array(encodeLegacy(text, writer));
    const readings = guessSingleByteEncoding(bytes, false).ranked.map(({ encoding }) =>
      decodeSingleByte(bytes, encoding),
    );
    expect(readings).toContain(text);
  });

  it('names Windows-1254 and Windows-1252 readings of a Turkish invoice number, and none as certain', () => {
    const bytes = new Uint8Array(encodeLegacy('Vendor;Number\r\nŞimşek;FŞ-2024\r\n', 'windows-1254'));
    const advice = encodingAdvice(bytes, bytes.indexOf(0xde), false);
    expect(advice).toContain('as windows-1254 (Turkish) "Şimşek"');
    expect(advice).toContain('as windows-1252 or iso-8859-1 "Þimþek"');
    expect(advice).not.toMatch(/set encoding:/);
  });

  const ALPHABETS: [string, string][] = [
    ['windows-1250', 'aábcčdďeéěfghiíjklľĺłmnňńoóôöőpqrřsśštťuúůüűvwxyýzźżžąę'],
    ['windows-1254', 'abcçdefgğhıijklmnoöprsştuüvyzâîû'],
    ['windows-1252', 'aàâäbcçdeéèêëfghiîïjklmnoôöpqrsßtuùûüvwxyÿzæœñ'],
    ['windows-1251', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'],
    ['windows-1253', 'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ'],
    ['windows-1257', 'aąbcčdeęėfghiįyjklmnoprsštuųūvzžāēģīķļņ'],
    ['koi8-r', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'],
    ['koi8-u', 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'],
  ];
  const word = (letters: string) =>
    fc
      .tuple(fc.array(fc.constantFrom(...letters), { minLength: 2, maxLength: 9 }), fc.boolean())
      .map(([chars, capital]) => {
        const w = chars.join('');
        return capital ? w.charAt(0).toLocaleUpperCase() + w.slice(1) : w;
      });

  it('never names another code page as certain for words in a language alphabet in its Windows code page', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ALPHABETS)
          .chain(([writer, letters]) =>
            fc.tuple(
              fc.constant(writer),
              fc.array(fc.array(word(letters), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
            ),
          ),
        ([writer, rows]) => {
          const text = `Name;Number\r\n${rows.map((words, i) => `${words.join(' ')};INV-${i}`).join('\r\n')}\r\n`;
          fc.pre(/[^\x00-\x7f]/.test(text));
          expectRightOrUnsure(text, writer);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
