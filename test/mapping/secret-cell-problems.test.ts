/**
 * A cell of an invoice holding a secret of the target (the API key, or the base URL's password of
 * 12 characters or more) is replaced by `***` in the annotated copy: the invoice is invalid with a
 * problem at that cell saying what the copy replaced and why, in the problems, the validation
 * workbook and the copy's Message, never quoting the secret. A cell holding no secret, whatever it
 * shares with the URL's user name or a shorter run of the password, makes no such problem.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { dataSecretsOf } from '../../src/mapping/scrub-data-text.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { readBook } from '../helpers/read-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROW = ['0000100001', 'P-1', '2026-05-01', 'EUR', '119.00', '100.00', '19.00'];
/** The columns whose text is posted or kept with the invoice. */
const TEXT_COLUMNS = [0, 1] as const;

/** Passwords people and password managers write: 12 to 40 characters, a letter among them. */
const PASSWORD = fc
  .stringMatching(/^[A-Za-z0-9_.~-]{12,40}$/)
  .filter((password) => /[A-Za-z]/.test(password) && !/^[0-9.]+$/.test(password));

/** How a password ends up in a cell: alone, or pasted inside other text. */
const PLACED = fc.constantFrom(
  (password: string) => password,
  (password: string) => `P-${password}`,
  (password: string) => `${password} 7`,
);

const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

async function workbookText(file: string): Promise<string> {
  const texts: string[] = [];
  (await readBook(file)).eachSheet((sheet) =>
    sheet.eachRow((row) => {
      row.eachCell((cell) => texts.push(cell.text));
    }),
  );
  return texts.join('\n');
}

/** validate, as the command runs it for a target of `baseUrl`, with its workbook and annotated copy. */
async function validateWith(dir: string, run: number, cells: readonly string[], baseUrl: string) {
  const file = join(dir, `in-${run}.csv`);
  writeFileSync(file, `${HEADER.join(',')}\r\n${cells.map(csvField).join(',')}\r\n`);
  const mapping = await loadMapping(join(dir, 'm.yaml'));
  const target = { apiKey: KEY, baseUrl };
  const result = await validateFile(file, mapping, {
    apiKey: KEY,
    passwords: dataSecretsOf(target).passwords,
    secrets: dataSecretsOf(target),
    workbookFile: { file: join(dir, `v-${run}.xlsx`) },
    annotate: { tables: { main: { type: 'csv' } }, outDir: dir, at: new Date(), secrets: dataSecretsOf(target) },
  });
  const copy = readFileSync(result.annotatedFile!, 'utf8');
  return { result, workbook: await workbookText(result.workbookFile!), copy };
}

describe('a cell holding a secret of the target', () => {
  it('is a problem at its cell, in the workbook and the copy, when it holds a long password of the base URL', async () => {
    const dir = makeTempDir('ib-secret-cell');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(PASSWORD, PLACED, fc.constantFrom(...TEXT_COLUMNS), async (password, place, column) => {
        run += 1;
        const cells = ROW.map((cell, at) => (at === column ? place(password) : cell));
        const { result, workbook, copy } = await validateWith(dir, run, cells, `https://ops:${password}@h`);
        const found = result.problems.filter((problem) => /password of the base URL/.test(problem.message));
        expect(found).toEqual([
          expect.objectContaining({ row: 2, column: HEADER[column], value: expect.stringContaining('***') }),
        ]);
        expect(found[0]!.message).toMatch(/annotated copy shows \*\*\* in its place/);
        expect(result.summary.invalid).toBe(1);
        expect(workbook).toContain(found[0]!.message);
        const copied = copy.split('\r\n')[1]!.replaceAll(password, '<the password>');
        expect(copied).toContain(`row 2 ""${HEADER[column]}"": ${found[0]!.message}, got ""${found[0]!.value}""`);
        // Compared with the password named, so that a failing run never prints it.
        for (const said of [JSON.stringify(result.problems), workbook, copy])
          expect(said.replaceAll(password, '<the password>')).not.toContain('<the password>');
      }),
      { numRuns: 12 },
    );
  });

  it('is a problem saying the copy replaced it when it holds the API key', async () => {
    const dir = makeTempDir('ib-secret-cell-key');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const cells = ROW.map((cell, at) => (at === 1 ? `P-${KEY}` : cell));
    const { result, copy } = await validateWith(dir, 1, cells, 'https://h');
    expect(result.problems).toEqual([
      expect.objectContaining({
        column: 'Number',
        value: 'P-***',
        message: expect.stringMatching(
          /^expected no API key in an invoice, got the API key: .*annotated copy shows \*\*\* in its place/,
        ),
      }),
    ]);
    expect(copy.split('\r\n')[1]).toMatch(/^0000100001,P-\*\*\*,.*,invalid,,"row 2 ""Number"": expected no API key/);
  });

  it('is no problem when it holds no secret, whatever it shares with the user name or a shorter run of the password', async () => {
    const dir = makeTempDir('ib-secret-cell-none');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(PASSWORD, fc.constantFrom(...TEXT_COLUMNS), fc.nat(10), async (password, column, cut) => {
        run += 1;
        // What a cell may share with the credentials by chance: the user name, the password but its end.
        const shorter = password.slice(0, password.length - 1 - (cut % (password.length - 11)));
        const cells = ROW.map((cell, at) => (at === column ? `ops-${shorter}` : cell));
        // The InvoiceId template joins cells with '-': a password ending in '-' cut before it is whole
        // again in the id ('…a' + '-P-1'), where the product rightly finds it.
        fc.pre(!cells.join('-').includes(password));
        const { result, copy } = await validateWith(dir, run, cells, `https://ops:${password}@h`);
        expect(result.problems).toEqual([]);
        expect(result.summary.invalid).toBe(0);
        expect(copy.split('\r\n')[1]).toBe(cells.map(csvField).join(','));
      }),
      { numRuns: 12 },
    );
  });
});
