/**
 * The annotated copy of a CSV separated by any delimiter (given by the mapping or by a `sep=` line)
 * writes back every byte of the source and appends Outcome, Instance id and Message with that
 * delimiter, quoting an added field that holds it; a quoted field holding the delimiter, a line
 * break or a decimal comma is cut where the reader cuts it, also when a secret in it is masked.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAnnotatedCsv } from '../../../src/report/annotated-copy/write-annotated-csv.js';
import type { RowAnnotation } from '../../../src/report/annotated-copy/row-annotations.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const DELIMITERS = ['~', '^', '#', '!', ':', '¦', ',', ';', '\t', '|'];
const KEY = 'sk-live-0123456789abcdef0123';

/** The source's records (each with its CRLF), `d` the delimiter; the header is on line `first`. */
function records(d: string): string[] {
  const comma = (value: string) => (d === ',' ? `"${value}"` : value);
  return [
    `Uuid${d}Emisor${d}Monto${d}Nota\r\n`,
    `A-1${d}"Acme ${d} Hijos"${d}${comma('1.234,50')}${d}plain\r\n`,
    `A-2${d}Beta${d}"7,25"${d}"two\r\nlines ${d}"\r\n`,
    `A-3${d}Gamma${d}${comma('0,10')}${d}"key ${KEY} ${d}"\r\n`,
  ];
}

describe('the annotated copy of a CSV with any delimiter', () => {
  for (const d of DELIMITERS) {
    for (const hinted of [false, true]) {
      it(`keeps every byte of a ${JSON.stringify(d)} file${hinted ? ' with a sep= line' : ''} and appends its fields with ${JSON.stringify(d)}`, async () => {
        const dir = makeTempDir('annotate-any-delimiter');
        const source = join(dir, 'in.csv');
        const [header, a1, a2, a3] = records(d);
        const sep = hinted ? `sep=${d}\r\n` : '';
        writeFileSync(source, sep + header! + a1! + a2! + a3!);
        const first = hinted ? 2 : 1;
        const rows = new Map<number, RowAnnotation>([
          [first + 1, { outcome: 'created', instanceId: '0042', message: '' }],
          [first + 2, { outcome: 'invalid', instanceId: '', message: `bad ${d} amount, "here"` }],
          // A-2's quoted line break keeps it one row: A-3 is the header's third row below, as a spreadsheet shows it.
          [first + 3, { outcome: 'rejected', instanceId: '', message: 'no' }],
        ]);
        const target = join(dir, 'out.csv');
        await writeAnnotatedCsv(source, target, {
          table: hinted ? {} : { delimiter: d },
          headerRow: first,
          rows,
          secrets: { apiKey: KEY },
        });
        const added = (values: string[]) => values.map((value) => d + value).join('');
        const body = (record: string) => record.slice(0, -2);
        const copy = readFileSync(target, 'utf8');
        const masked = `${body(a3!).replace(KEY, '***')}${added(['rejected', '', ''])}`;
        expect(copy.slice(0, copy.lastIndexOf(masked))).toBe(
          sep +
            `${body(header!)}${added(['Outcome', 'Instance id', 'Message'])}\r\n` +
            `${body(a1!)}${added(['created', '0042', ''])}\r\n` +
            `${body(a2!)}${added(['invalid', '', `"bad ${d} amount, ""here"""`])}\r\n`,
        );
        // The masked key is noted at the column it was cut from: the fourth, as the reader splits the record.
        expect(copy.slice(copy.lastIndexOf(masked) + masked.length)).toMatch(
          /^"no; column ""Nota"": the annotated copy shows \*\*\* in place of the API key this cell held;[^"]*"\r\n$/,
        );
      });
    }
  }
});
