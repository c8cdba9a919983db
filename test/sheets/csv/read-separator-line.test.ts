import { afterAll, describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempFolder, readWholeTable } from '../sheet-files.js';

const temp = makeTempFolder('csv-sep-line');
afterAll(() => temp.remove());

const BOM = '\ufeff';

// Excel writes `sep=X` as the first line of a CSV and reads the file with X, never showing the line.
describe("Excel's sep= line", () => {
  const cases: Array<[string, string, string]> = [
    ['sep=;', ';', 'Invoice;Amount;Note\nA-1;1,50;x,y\nA-2;2,50;z\n'],
    ['sep=,', ',', 'Invoice,Amount,Note\nA-1,1;50,x;y\nA-2,2;50,z\n'],
    ['sep=<tab>', '\t', 'Invoice\tAmount\tNote\nA-1\t1,50\tx;y\nA-2\t2,50\tz\n'],
    ['sep=|', '|', 'Invoice|Amount|Note\nA-1|1,50|x;y\nA-2|2,50|z\n'],
  ];
  const hints: Record<string, string[]> = {
    'sep=;': ['sep=;'],
    'sep=,': ['sep=,', 'SEP=,'],
    'sep=<tab>': ['sep=\t', 'sep=\\t'],
    'sep=|': ['sep=|'],
  };
  const endings = ['\n', '\r\n', '\r'];
  let n = 0;
  for (const [name, delimiter, body] of cases) {
    for (const hint of hints[name]!) {
      for (const ending of endings) {
        for (const bom of ['', BOM]) {
          const label = `${JSON.stringify(hint)} ${JSON.stringify(ending)}${bom ? ' after a BOM' : ''}`;
          it(`takes ${label} as the delimiter and skips the line`, async () => {
            const text = `${bom}${hint}${ending}${body.replaceAll('\n', ending)}`;
            const table = await readWholeTable(temp.file(`hint-${n++}.csv`, text));
            expect(table.headers).toEqual(['Invoice', 'Amount', 'Note']);
            // the fields hold the other candidates, so only the hint can have picked the delimiter
            expect(table.rows.map((row) => [row.row, row.cells.map((cell) => cellText(cell))])).toEqual([
              [
                3,
                [
                  'A-1',
                  delimiter === ';' ? '1,50' : delimiter === ',' ? '1;50' : '1,50',
                  delimiter === ',' ? 'x;y' : delimiter === ';' ? 'x,y' : 'x;y',
                ],
              ],
              [4, ['A-2', delimiter === ',' ? '2;50' : '2,50', 'z']],
            ]);
            expect(table.headerRow).toBe(2);
          });
        }
      }
    }
  }

  it('counts preamble lines below the hint, as Excel shows the file', async () => {
    const file = temp.file('hint-preamble.csv', 'sep=;\nExport of 2025-01-31\nInvoice;Amount\nA-1;1,50\n');
    const table = await readWholeTable(file, { preambleLines: 1 });
    expect(table.headers).toEqual(['Invoice', 'Amount']);
    expect(table.rows.map((row) => row.row)).toEqual([4]);
  });

  it('lets a delimiter set in the mapping win over the hint, still skipping the line', async () => {
    const table = await readWholeTable(temp.file('hint-set.csv', 'sep=,\nInvoice;Amount\nA-1;1,50\n'), {
      delimiter: ';',
    });
    expect(table.headers).toEqual(['Invoice', 'Amount']);
    expect(table.rows[0]!.cells.map((cell) => cellText(cell))).toEqual(['A-1', '1,50']);
  });

  it.each([
    ['a header that starts like a hint', 'sep=;x;y\n1;2;3\n', ['sep=', 'x', 'y']],
    ['a header cell sep=', 'sep=,Amount\nA-1,2\n', ['sep=', 'Amount']],
    ['a hint on the second line', 'Invoice;Amount\nsep=;\n', ['Invoice', 'Amount']],
  ])('reads %s as the table', async (_name, text, headers) => {
    const table = await readWholeTable(temp.file(`not-hint-${headers.join('')}.csv`, text));
    expect(table.headers).toEqual(headers);
  });

  it('reads a file holding only the hint and a header as a table without rows', async () => {
    const table = await readWholeTable(temp.file('hint-only.csv', 'sep=;\r\nInvoice;Amount'), { allowNoRows: true });
    expect(table.headers).toEqual(['Invoice', 'Amount']);
    expect(table.rows).toEqual([]);
  });
});
