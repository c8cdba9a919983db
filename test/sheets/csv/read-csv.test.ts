import { afterAll, describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { failureOf, makeTempFolder, readWholeTable } from '../sheet-files.js';

const temp = makeTempFolder('csv-read');
afterAll(() => temp.remove());

const texts = (cells: Parameters<typeof cellText>[0][]): string[] => cells.map((cell) => cellText(cell));

describe('CSV reader', () => {
  it('keeps leading zeros and yields text cells, never casting', async () => {
    const file = temp.file('zeros.csv', 'Vendor No.,Amount\n00123,0001.50\n');
    const table = await readWholeTable(file);
    expect(table.headers).toEqual(['Vendor No.', 'Amount']);
    expect(table.rows[0]?.cells).toEqual([
      { kind: 'text', text: '00123' },
      { kind: 'text', text: '0001.50' },
    ]);
    expect(table.rows[0]?.sheet).toBeUndefined();
    expect(table.rows[0]?.file).toBe('zeros.csv');
  });

  // What Excel and LibreOffice show for each field as ERPs write it (="..." keeps a value as text).
  it.each([
    ['="00991"', '00991'],
    ['"=""00991"""', '00991'],
    ['="4711-0001"', '4711-0001'],
    ['"=""say """"hi"""""""', 'say "hi"'],
    ['=""', ''],
    ['="  12 "', '  12 '],
    ['=SUM(A1:A2)', '=SUM(A1:A2)'],
    ['="a"&"b"', '="a"&"b"'],
    ['==""x""', '==""x""'],
    ['a="b"', 'a="b"'],
  ])('reads the field %s as Excel shows it: %j', async (field, shown) => {
    const file = temp.file(`excel-text-${field.length}-${shown.length}.csv`, `Invoice,Amount\n${field},1.00\n`);
    const table = await readWholeTable(file);
    const cell = table.rows[0]?.cells[0];
    if (shown === '') expect(cell).toEqual({ kind: 'empty' });
    else expect(cell).toEqual({ kind: 'text', text: shown });
  });

  it.each([
    ['comma', 'a,b,c\n1,2,3\n', ','],
    ['semicolon with decimal commas', 'Nr;Betrag;Steuer\n1;1,50;0,29\n2;2,50;0,48\n', ';'],
    ['tab', 'a\tb\n1\t2\n', '\t'],
    ['pipe', 'a|b|c\n1|2|3\n', '|'],
  ])('detects a %s delimiter', async (_name, content) => {
    const file = temp.file(`delim-${_name.length}.csv`, content);
    const table = await readWholeTable(file);
    expect(table.headers.length).toBeGreaterThan(1);
    expect(table.rows[0]?.cells.length).toBe(table.headers.length);
  });

  it('ignores delimiters inside quotes when detecting, and uses a set delimiter as given', async () => {
    const file = temp.file('quoted-delims.csv', '"a,x";b\n"1,y";2\n');
    expect((await readWholeTable(file)).headers).toEqual(['a,x', 'b']);
    const mixed = temp.file('mixed.csv', 'a,b;c\n1,2;3\n');
    expect((await readWholeTable(mixed)).headers).toEqual(['a', 'b;c']);
    expect((await readWholeTable(mixed, { delimiter: ';' })).headers).toEqual(['a,b', 'c']);
  });

  it('reads quoted fields with newlines and delimiters, numbering rows as a spreadsheet shows them, with the line each starts on', async () => {
    const crlf = 'id,note\r\n1,"two\r\nlines, and a comma"\r\n\r\n2,plain\r\n3,"x ""quoted"" y"';
    const table = await readWholeTable(temp.file('quoted.csv', crlf));
    // The blank line is a row of its own in a spreadsheet; the quoted line break is not.
    expect(table.rows.map((row) => row.row)).toEqual([2, 4, 5]);
    expect(table.rows.map((row) => row.line)).toEqual([undefined, 5, 6]);
    expect(texts(table.rows[0]!.cells)).toEqual(['1', 'two\r\nlines, and a comma']);
    expect(texts(table.rows[2]!.cells)).toEqual(['3', 'x "quoted" y']);
    const lf = await readWholeTable(temp.file('quoted-lf.csv', crlf.replaceAll('\r\n', '\n')));
    expect(lf.rows.map((row) => row.row)).toEqual([2, 4, 5]);
  });

  it('skips empty lines and rows of empty fields, and accepts records with fewer or more fields', async () => {
    const table = await readWholeTable(temp.file('ragged.csv', 'a;b;c\n\n1;2\n;;\n4;5;6;7\n'));
    expect(table.rows.map((row) => [row.row, texts(row.cells)])).toEqual([
      [3, ['1', '2']],
      [5, ['4', '5', '6', '7']],
    ]);
  });

  it('skips preamble lines (with stray quotes) and drops trailer rows', async () => {
    const content = 'Export of "all invoices\nrun 2024-01-31\nid,amount\n1,10\n2,20\n3,30\nTotal,60\n';
    const table = await readWholeTable(temp.file('preamble.csv', content), { preambleLines: 2, trailerRows: 1 });
    expect(table.headers).toEqual(['id', 'amount']);
    expect(table.headerRow).toBe(3);
    expect(table.rows.map((row) => [row.row, cellText(row.cells[0])])).toEqual([
      [4, '1'],
      [5, '2'],
      [6, '3'],
    ]);
  });

  it('holds back trailer rows across read chunks of a large file', async () => {
    const lines = [
      'id;amount',
      ...Array.from({ length: 60_000 }, (_, i) => `${i + 1};${i}.50`),
      'Total;x',
      'Count;60000',
    ];
    const table = await readWholeTable(temp.file('long.csv', lines.join('\r\n')), { trailerRows: 2 });
    expect(table.rows).toHaveLength(60_000);
    expect(table.rows.at(-1)).toMatchObject({
      row: 60_001,
      cells: [
        { kind: 'text', text: '60000' },
        { kind: 'text', text: '59999.50' },
      ],
    });
  });

  it('gives every field of rows that repeat the row before, across read chunks and at the unterminated end', async () => {
    // Rows of three lengths in turn, most values repeated: each chunk starts afresh and a shorter
    // row in between never lends its absent fields from an older row.
    const records = Array.from({ length: 9_000 }, (_, i) =>
      [`K${Math.floor(i / 3)}`, 'same', i % 3 === 1 ? '' : 'x', ...(i % 3 === 2 ? [] : ['tail', `${i % 2}`])].slice(
        0,
        i % 3 === 2 ? 2 : 5,
      ),
    );
    const content = ['a;b;c;d;e', ...records.map((fields) => fields.join(';'))].join('\n');
    const table = await readWholeTable(temp.file('repeats.csv', content), { delimiter: ';' });
    expect(table.rows).toHaveLength(records.length);
    expect(table.rows.map((row) => texts(row.cells))).toEqual(records);
    expect(table.rows.at(-1)?.row).toBe(records.length + 1);
  });

  it('reads records whose quoted line breaks and UTF-8 text fall where the first chunk is cut in pieces', async () => {
    // The first 64 KB are parsed in pieces of about 8 KB, each cut after a line feed: here many of
    // those line feeds sit inside quoted fields, beside multi-byte characters.
    const records = Array.from({ length: 2_000 }, (_, i) => `${i + 1};"Straße ${i}\r\nZeile ""zwei""\nEnde";€${i}`);
    const table = await readWholeTable(temp.file('pieces.csv', ['id;note;amount', ...records].join('\r\n')));
    expect(table.rows).toHaveLength(2_000);
    table.rows.forEach((row, i) => {
      expect(row.row).toBe(2 + i);
      expect(row.line ?? row.row).toBe(2 + 3 * i);
      expect(texts(row.cells)).toEqual([String(i + 1), `Straße ${i}\r\nZeile "zwei"\nEnde`, `€${i}`]);
    });
  });

  it('takes the header from the n-th record when asked', async () => {
    const table = await readWholeTable(temp.file('title.csv', 'Invoice register\n\nid,amount\n1,10\n'), {
      headerRow: 2,
    });
    expect(table.headers).toEqual(['id', 'amount']);
    expect(table.headerRow).toBe(3);
  });

  describe('encodings', () => {
    const expected = ['Café', '€ 12,50'];
    const body = 'Name;Betrag\nCafé;€ 12,50\n';

    it('reads UTF-8 with and without a BOM', async () => {
      const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]);
      for (const [name, bytes] of [
        ['bom.csv', withBom],
        ['nobom.csv', Buffer.from(body, 'utf8')],
      ] as const) {
        const table = await readWholeTable(temp.file(name, bytes));
        expect(table.headers).toEqual(['Name', 'Betrag']);
        expect(texts(table.rows[0]!.cells)).toEqual(expected);
      }
    });

    it('reads UTF-16 LE and BE with a BOM, whatever encoding is set', async () => {
      const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')]);
      const be = Buffer.from(le);
      be.swap16();
      for (const [name, bytes] of [
        ['le.csv', le],
        ['be.csv', be],
      ] as const) {
        const table = await readWholeTable(temp.file(name, bytes), { encoding: 'windows-1252' });
        expect(table.headers).toEqual(['Name', 'Betrag']);
        expect(texts(table.rows[0]!.cells)).toEqual(expected);
      }
    });

    it('reads UTF-16 without a BOM when told to', async () => {
      const table = await readWholeTable(temp.file('le-nobom.csv', Buffer.from(body, 'utf16le')), {
        encoding: 'utf-16le',
      });
      expect(texts(table.rows[0]!.cells)).toEqual(expected);
    });

    it('reads Windows-1252 and ISO-8859-1 when told to', async () => {
      // é is 0xE9 in both; € is 0x80 in Windows-1252
      const cp1252 = Buffer.from([...Buffer.from('Name;Betrag\nCaf'), 0xe9, 0x3b, 0x80, ...Buffer.from(' 12,50\n')]);
      const table = await readWholeTable(temp.file('cp1252.csv', cp1252), { encoding: 'windows-1252' });
      expect(texts(table.rows[0]!.cells)).toEqual(expected);
      const latin1 = Buffer.from([...Buffer.from('Name;Ort\nCaf'), 0xe9, 0x3b, 0x4b, 0xf6, 0x6c, 0x6e, 0x0a]);
      const iso = await readWholeTable(temp.file('latin1.csv', latin1), { encoding: 'iso-8859-1' });
      expect(texts(iso.rows[0]!.cells)).toEqual(['Café', 'Köln']);
    });

    it('refuses invalid UTF-8 naming the byte offset and line', async () => {
      const bytes = Buffer.from([...Buffer.from('Name;Ort\nabc;ok\nCaf'), 0xe9, 0x3b, 0x4b, 0x0a]);
      const error = await failureOf(readWholeTable(temp.file('bad-utf8.csv', bytes)));
      expect(error).toBeInstanceOf(InputFileError);
      expect(error.message).toBe(
        'bad-utf8.csv, row 3: invalid UTF-8 at byte offset 19 (byte 0xE9); expected UTF-8 text. The text reads as windows-1252 or iso-8859-1 "Café": set encoding: windows-1252 in the mapping (or iso-8859-1, which reads the same letters)',
      );
    });

    it('finds the bad byte far into a large file, past many read chunks', async () => {
      const good = 'id,name\n' + 'x,Müller\n'.repeat(100_000);
      const offset = Buffer.byteLength(good);
      const bytes = Buffer.concat([Buffer.from(good), Buffer.from([0x31, 0x2c, 0xc3, 0x28, 0x0a])]);
      const error = await failureOf(readWholeTable(temp.file('late-bad.csv', bytes)));
      expect(error.message).toContain(`row 100002: invalid UTF-8 at byte offset ${offset + 2} (byte 0xC3)`);
    });

    it('refuses a multi-byte character cut off at the end of the file', async () => {
      const bytes = Buffer.from([...Buffer.from('a,b\n1,'), 0xe2, 0x82]);
      const error = await failureOf(readWholeTable(temp.file('cut.csv', bytes)));
      expect(error.message).toContain(
        'invalid UTF-8 at byte offset 6 (byte 0xE2 starts a character cut off by the end of the file)',
      );
    });
  });

  it('reports a quote that is never closed with the line where its record starts', async () => {
    const error = await failureOf(readWholeTable(temp.file('open-quote.csv', 'a,b\n1,2\n3,"never\nclosed\n')));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toBe(
      'open-quote.csv, row 3: a quoted field is never closed; expected a closing double quote',
    );
  });
});
