/**
 * A joined layout's line whose key cell cannot be read (a formula's error, blank) may be any
 * invoice's line: no invoice of the file is posted while it stands, with or without --partial, and
 * its cell's problem names the error as the sheet shows it. A line whose key is an invoice's key
 * written differently (case, leading zeros) holds that invoice only.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readBook, resultsByInvoice, rowValues } from '../helpers/read-workbook.js';
import { cliInFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { errorCell, INVOICES, JOINED_MAPPING, linesWith, writeJoinedWorkbook, type Cell } from './joined-workbook.js';

const HELD = (shows: string) =>
  `a line of sheet Lines (row 5) names no invoice: its key cell ${shows}; any invoice may be missing it`;
const UNTIL = 'until it is corrected the line names no invoice, and no invoice of the file is posted';
const errorReason = (error: string) =>
  `the cell shows the error ${error}: correct the formula or the cells it uses in the sheet; ${UNTIL}`;

/** Key cells real writers leave on a line: the error, what its cell reads as, and the line's problem. */
const CASES: { name: string; key: Cell; shows: string; value: string | undefined; message: string }[] = [
  {
    name: 'a VLOOKUP that found nothing (#N/A)',
    key: errorCell('#N/A', 'VLOOKUP(K5,PO!A:B,2,FALSE)'),
    shows: 'shows #N/A',
    value: '=VLOOKUP(K5,PO!A:B,2,FALSE)',
    message: errorReason('#N/A'),
  },
  {
    name: 'a reference to a deleted sheet (#REF!)',
    key: errorCell('#REF!', '#REF!A2'),
    shows: 'shows #REF!',
    value: '=#REF!A2',
    message: errorReason('#REF!'),
  },
  {
    name: 'a formula over text (#VALUE!)',
    key: errorCell('#VALUE!', 'A5+1'),
    shows: 'shows #VALUE!',
    value: '=A5+1',
    message: errorReason('#VALUE!'),
  },
  {
    name: 'an #N/A pasted as a value',
    key: errorCell('#N/A'),
    shows: 'shows #N/A',
    value: '#N/A',
    message: errorReason('#N/A'),
  },
  {
    name: 'a blank key',
    key: '',
    shows: 'is blank',
    value: undefined,
    message: `expected the invoice key on every line, got nothing; ${UNTIL}`,
  },
  {
    name: 'spaces only',
    key: '   ',
    shows: 'is blank',
    value: '   ',
    message: `expected the invoice key on every line, got nothing; ${UNTIL}`,
  },
];

/** Each invoice's Message on the results workbook's Results sheet, with the messages of its Problems sheet. */
async function resultsOf(dir: string): Promise<{ messages: Map<string, string>; problems: string[] }> {
  const name = readdirSync(join(dir, 'out')).find((file) => file.includes('results'));
  const file = join(dir, 'out', name!);
  const rows = await resultsByInvoice(file);
  const messages = new Map([...rows].map(([number, row]) => [number, String(row['Message'])]));
  const sheet = (await readBook(file)).getWorksheet('Problems')!;
  const problems: string[] = [];
  for (let n = 2; n <= sheet.rowCount; n += 1) problems.push(...rowValues(sheet, n).map(String));
  return { messages, problems };
}

function folder(key: Cell): string {
  const dir = makeTempDir('joined-line-key');
  writeFileSync(join(dir, 'm.yaml'), JOINED_MAPPING);
  writeJoinedWorkbook(dir, 'book.xlsx', INVOICES, { rows: linesWith(key) });
  return dir;
}

describe('a joined line whose key cannot be read', () => {
  it.each(CASES)('$name: every invoice is invalid, and the line is a problem at its key cell', async (c) => {
    const dir = folder(c.key);
    const result = await validateFile(join(dir, 'book.xlsx'), await loadMapping(join(dir, 'm.yaml')));
    expect(result.summary).toMatchObject({ invoices: 4, valid: 0, invalid: 4 });
    expect(result.problems.map((p) => [p.sheet, p.row, p.column, p.value, p.message])).toEqual([
      ['Invoices', 2, undefined, undefined, HELD(c.shows)],
      ['Invoices', 3, undefined, undefined, HELD(c.shows)],
      ['Invoices', 4, undefined, undefined, HELD(c.shows)],
      ['Lines', 5, 'Id', c.value, c.message],
    ]);
  });

  it('several such lines: one problem per invoice names them all, one per line at its cell', async () => {
    const dir = makeTempDir('joined-line-key');
    writeFileSync(join(dir, 'm.yaml'), JOINED_MAPPING);
    const rows = [...linesWith(errorCell('#N/A', 'VLOOKUP(K5,PO!A:B,2,FALSE)')), ['', 2, 10, 'V1']];
    const file = writeJoinedWorkbook(dir, 'book.xlsx', INVOICES, { rows });
    const result = await validateFile(file, await loadMapping(join(dir, 'm.yaml')));
    expect(result.summary).toMatchObject({ invoices: 5, valid: 0, invalid: 5 });
    const held =
      '2 lines of sheet Lines (rows 5, 7) name no invoice: the key cell of row 5 shows #N/A; any invoice may be missing them';
    expect(result.problems.map((p) => [p.sheet, p.row, p.message])).toEqual([
      ['Invoices', 2, held],
      ['Invoices', 3, held],
      ['Invoices', 4, held],
      ['Lines', 5, errorReason('#N/A')],
      ['Lines', 7, `expected the invoice key on every line, got nothing; ${UNTIL}`],
    ]);
  });

  it.each(CASES)(
    '$name: upload --partial posts nothing and says why on each invoice',
    async (c) => {
      const dir = folder(c.key);
      const sandbox = await startTestSandbox();
      const run = cliInFolder(dir, sandbox.baseUrl);
      const upload = await run(['upload', 'book.xlsx', '--mapping', 'm.yaml', '--partial', '--out', 'out', '--json']);
      expect(upload.code, upload.stderr).toBe(1);
      expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 4 });
      expect(sandbox.instances()).toEqual([]);
      const { messages, problems } = await resultsOf(dir);
      for (const number of ['A-1', 'A-2', 'A-3'])
        expect(messages.get(number)).toMatch(/^not read as an invoice: see Problems/);
      expect(problems.filter((text) => text === HELD(c.shows))).toHaveLength(3);
      expect(problems).toContain(c.message);
    },
    60_000,
  );

  it('upload without --partial posts nothing either; the corrected file posts all three', async () => {
    const dir = folder(errorCell('#N/A', 'VLOOKUP(K5,PO!A:B,2,FALSE)'));
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);
    const upload = await run(['upload', 'book.xlsx', '--mapping', 'm.yaml', '--out', 'out', '--json']);
    expect(upload.code, upload.stderr).not.toBe(0);
    expect(sandbox.instances()).toEqual([]);
    writeJoinedWorkbook(dir, 'book.xlsx', INVOICES, { rows: linesWith('I-2') });
    const fixed = await run(['upload', 'book.xlsx', '--mapping', 'm.yaml', '--out', 'out', '--json']);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(sandbox.instances().map((i) => [i.invoiceNumber, i.amount])).toEqual([
      ['A-1', '100.0000'],
      ['A-2', '119.0100'],
      ['A-3', '50.0000'],
    ]);
  }, 60_000);
});

describe('a joined line whose key is an invoice key written differently', () => {
  it.each(['i-2', 'I-02', ' I-2x'])(
    '%j: holds the invoice it folds to, if any; --partial posts the others',
    async (key) => {
      const dir = folder(key);
      const sandbox = await startTestSandbox();
      const run = cliInFolder(dir, sandbox.baseUrl);
      const upload = await run(['upload', 'book.xlsx', '--mapping', 'm.yaml', '--partial', '--out', 'out', '--json']);
      expect(upload.code, upload.stderr).toBe(1);
      const near = key !== ' I-2x';
      // A key that folds to no invoice's stays an entry of its own; the invoices post with --partial.
      expect(sandbox.instances().map((i) => i.invoiceNumber)).toEqual(near ? ['A-1', 'A-3'] : ['A-1', 'A-2', 'A-3']);
      const { messages, problems } = await resultsOf(dir);
      expect(messages.get('A-2')?.startsWith('not read as an invoice')).toBe(near);
      const held = `a line of sheet Lines (row 5) has the key ${key.trim()}, which is this invoice's key I-2 written differently (case, spaces or leading zeros): it may be its line; correct its key to post it`;
      expect(problems.includes(held)).toBe(near);
    },
    60_000,
  );
});
