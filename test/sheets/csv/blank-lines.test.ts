/**
 * Blank lines in a CSV cost the reader nothing per line and never shift the rows after them: each
 * row keeps the number a spreadsheet shows it under (each blank line a row, a quoted line break
 * none) and the physical line its record starts on, whatever line endings, blank lines,
 * delimiter-only lines and quoted line breaks come before it.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { failureOf, makeTempFolder, readWholeTable } from '../sheet-files.js';

const temp = makeTempFolder('csv-blank');
afterAll(() => temp.remove());

type Piece = { kind: 'empty' } | { kind: 'delimiters' } | { kind: 'row'; id: number; quotedBreak: boolean };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'empty' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delimiters' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('row' as const), id: fc.nat(999), quotedBreak: fc.boolean() }),
  },
);

describe('blank lines in a CSV', () => {
  it('builds no error object per blank line (csv-parse made one, with a copy of its state, for each)', async () => {
    const file = temp.file('blank.csv', `Invoice;Payee;Amount\n${'\n'.repeat(5000)}INV-1;P1;12.50\n`);
    const capture = vi.spyOn(Error, 'captureStackTrace');
    try {
      const table = await readWholeTable(file);
      expect(table.rows.map((row) => row.row)).toEqual([5002]);
      expect(capture.mock.calls.length).toBeLessThan(10);
    } finally {
      capture.mockRestore();
    }
  });

  it('numbers every row as a spreadsheet does, with the line its record starts on, blank lines anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 30 }).filter((pieces) => pieces.some((p) => p.kind === 'row')),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        async (pieces, eol, finalBreak) => {
          const lines = ['Invoice;Memo;Amount'];
          const expected: [number, number | undefined, string[]][] = [];
          let physical = 2;
          let row = 2;
          for (const p of pieces) {
            if (p.kind === 'row') {
              const memo = p.quotedBreak ? `two${eol}lines` : 'one line';
              expected.push([row, physical === row ? undefined : physical, [`INV-${p.id}`, memo, `${p.id}.50`]]);
              lines.push(`INV-${p.id};"${memo}";${p.id}.50`);
            } else lines.push(p.kind === 'empty' ? '' : ';;');
            physical += p.kind === 'row' && p.quotedBreak ? 2 : 1;
            row++;
          }
          const file = temp.file(
            `gen-${Math.random().toString(36).slice(2)}.csv`,
            lines.join(eol) + (finalBreak ? eol : ''),
          );
          const table = await readWholeTable(file, { delimiter: ';' });
          expect(table.rows.map((r) => [r.row, r.line, r.cells.map((cell) => cellText(cell))])).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reports a quote never closed after blank lines at the line where its record starts', async () => {
    const file = temp.file('unclosed.csv', 'a;b\n\n\n1;2\n\n\n\n3;"never closed\n\n4;5\n');
    const error = await failureOf(readWholeTable(file));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toBe('unclosed.csv, row 8: a quoted field is never closed; expected a closing double quote');
  });
});
