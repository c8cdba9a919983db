/**
 * A CSV whose cells hold line breaks (a description written over two lines, as Excel, Google Sheets
 * and Numbers write it): each problem names the row a spreadsheet shows the record under, and the
 * annotated copy writes every record back intact with its outcome on that record.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeAnnotatedCsv } from '../../../src/report/annotated-copy/write-annotated-csv.js';
import type { RowAnnotation } from '../../../src/report/annotated-copy/row-annotations.js';
import { makeFileTempDir } from '../../helpers/temp-dir.js';
import { validateInProcess } from '../validate-both-ways.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAPPING = join(ROOT, 'mappings/european-erp.yaml');
const HEADER =
  'Kreditor;Kreditorname;Rechnungsnr.;Belegdatum;Eingangsdatum;Währung;Bruttobetrag;Pos;Positionstext;Nettobetrag;Steuersatz;Steuerbetrag;Sachkonto;Kostenstelle;Skonto;Buchungskreis';

/** A description cell as spreadsheets quote it: line breaks (LF or CRLF), quotes and delimiters inside. */
const description = fc
  .array(fc.constantFrom('Agency', 'fee', ' ', ';', '"', '\n', '\r\n', 'März'), { minLength: 1, maxLength: 8 })
  .map((parts) => `"${parts.join('').replaceAll('"', '""')}"`);

type Piece = { kind: 'blank' } | { kind: 'invoice'; text: string; badDate: boolean };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'blank' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('invoice' as const), text: description, badDate: fc.boolean() }),
  },
);

function record(n: number, text: string, badDate: boolean): string {
  const date = badDate ? '31.02.2024' : '11.03.2024';
  return `0000100004;Nordlicht Verlag AG;RE-${n};${date};13.03.2024;EUR;100,00;1;${text};100,00;0,00;0,00;615500;MKT-UK;N;1000`;
}

describe('a CSV with line breaks in its cells', () => {
  it('names each problem by the row a spreadsheet shows, and the annotated copy marks that record and keeps every byte', async () => {
    const dir = makeFileTempDir('multi-line-rows');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 12 }).filter((pieces) => pieces.some((p) => p.kind === 'invoice')),
        fc.constantFrom('\n', '\r\n'),
        async (pieces, eol) => {
          n++;
          const lines = [HEADER];
          const rows = new Map<number, RowAnnotation>();
          const badRows: number[] = [];
          // The header is row 1; each record and each blank line is one row, as a spreadsheet shows the file.
          pieces.forEach((p, i) => {
            const row = i + 2;
            if (p.kind === 'blank') return void lines.push('');
            lines.push(record(row, p.text, p.badDate));
            rows.set(row, { outcome: 'created', instanceId: `I${row}`, message: '' });
            if (p.badDate) badRows.push(row);
          });
          const source = join(dir, `in-${n}.csv`);
          writeFileSync(source, lines.join(eol) + eol);
          const result = await validateInProcess(source, MAPPING);
          expect(result.error).toBeUndefined();
          const problemRows = [...new Set(result.problems!.map((p) => p.row))].sort((a, b) => a! - b!);
          expect(problemRows).toEqual(badRows);

          const target = join(dir, `out-${n}.csv`);
          await writeAnnotatedCsv(source, target, { table: { delimiter: ';' }, headerRow: 1, rows });
          const expected = lines.map((line, i) =>
            i === 0 ? `${line};Outcome;Instance id;Message` : line === '' ? line : `${line};created;I${i + 1};`,
          );
          expect(readFileSync(target, 'utf8')).toBe(expected.join(eol) + eol);
        },
      ),
      { numRuns: 60 },
    );
  });
});
