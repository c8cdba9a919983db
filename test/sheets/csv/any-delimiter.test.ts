/**
 * A CSV separated by any one character the mapping names (`~` in Mexico's SAT metadata file, `^`,
 * `#`, `!`, `:` elsewhere) reads like one separated by the four the reader detects: a quoted field
 * may hold the delimiter or a line break, and a decimal comma stays in its field.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempFolder, readWholeTable } from '../sheet-files.js';

const temp = makeTempFolder('csv-any-delimiter');
afterAll(() => temp.remove());

const DELIMITERS = ['~', '^', '#', '!', ':', '¦', ',', ';', '\t', '|'];

/** The file's lines, `D` standing for the delimiter; the amount has a decimal comma unless `,` separates. */
function sample(d: string): { text: string; amount: string } {
  // a comma-separated file quotes its decimal commas, as Excel writes it
  const quote = (value: string) => (d === ',' ? `"${value}"` : value);
  const amount = quote('1.234,50');
  const text = [
    `Uuid${d}Emisor${d}Monto${d}Nota`,
    `A-1${d}"Acme ${d} Hijos"${d}${amount}${d}plain`,
    `A-2${d}Beta${d}"7,25"${d}"two`,
    `lines"`,
    `A-3${d}""${d}${quote('0,10')}${d}"say ""hi""${d}"`,
    '',
  ].join('\r\n');
  return { text, amount: '1.234,50' };
}

describe('a CSV read with the delimiter the mapping names', () => {
  let n = 0;
  for (const d of DELIMITERS) {
    for (const hinted of [false, true]) {
      const label = `${JSON.stringify(d)}${hinted ? ' from a sep= line' : ' given'}`;
      it(`splits at ${label}, keeping quoted delimiters, line breaks and decimal commas in their fields`, async () => {
        const { text, amount } = sample(d);
        const file = temp.file(`any-${n++}.csv`, hinted ? `sep=${d}\r\n${text}` : text);
        const table = await readWholeTable(file, hinted ? { type: 'csv' } : { type: 'csv', delimiter: d });
        const first = hinted ? 2 : 1;
        expect(table.headerRow).toBe(first);
        expect(table.headers).toEqual(['Uuid', 'Emisor', 'Monto', 'Nota']);
        // A-2's quoted line break keeps it one row (as a spreadsheet shows it); A-3 starts on the line after.
        expect(table.rows.map((row) => [row.row, row.line, row.cells.map((cell) => cellText(cell))])).toEqual([
          [first + 1, undefined, ['A-1', `Acme ${d} Hijos`, amount, 'plain']],
          [first + 2, undefined, ['A-2', 'Beta', '7,25', 'two\r\nlines']],
          [first + 3, first + 4, ['A-3', '', '0,10', `say "hi"${d}`]],
        ]);
      });
    }
  }
});
