import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStamp } from '../../src/report/local-time.js';
import { writeOutputFile } from '../../src/report/write-output-file.js';
import { writeRefusalWorkbook } from '../../src/watch/write-refusal-workbook.js';
import { validBatch } from '../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../batch/upload-fixture.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** Symbolic links at every name a results workbook of `stem` may use in the next seconds, all to `victim`. */
function plantLinks(folder: string, stem: string, victim: string, seconds: number): void {
  mkdirSync(folder, { recursive: true });
  const now = Date.now();
  for (let s = -1; s <= seconds; s += 1) {
    const stamped = `${stem}-${fileStamp(new Date(now + s * 1000))}`;
    for (const name of [`${stamped}.xlsx.partial`, `${stamped}-2.xlsx.partial`, `${stamped}-2.xlsx`])
      symlinkSync(victim, join(folder, name));
  }
}

async function sheetNames(file: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book.worksheets.map((sheet) => sheet.name);
}

describe('output files', () => {
  it('never writes through a symbolic link planted at a temporary or final name of a results workbook', async () => {
    fixture = await uploadFixture();
    const victim = join(fixture.dir, 'victim.txt');
    writeFileSync(victim, 'not yours');
    plantLinks(join(fixture.dir, 'out'), 'month-end-results', victim, 20);
    const report = await fixture.upload('month-end.csv', validBatch(2, { prefix: 'SL' }));
    expect(readFileSync(victim, 'utf8')).toBe('not yours');
    expect(await sheetNames(report.runs[0]!.resultsFile!)).toEqual(['Summary', 'Results', 'Problems', 'Legend']);
  });

  it('gives two writers of one stamped name in the same second two complete files', async () => {
    const folder = makeTempDir('ib-output');
    const at = new Date('2026-05-31T10:15:00Z');
    const name = { folder, base: 'may-results', at, extension: 'txt' };
    const write = (text: string) =>
      writeOutputFile(name, async (stream) => {
        for (let i = 0; i < 200; i += 1) {
          if (!stream.write(`${text} ${i}\n`))
            await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
          await new Promise((resolve) => setImmediate(resolve));
        }
        stream.end();
      });
    const [a, b] = await Promise.all([write('first'), write('second')]);
    expect(a).not.toBe(b);
    expect([basename(a), basename(b)].sort()).toEqual([
      `may-results-${fileStamp(at)}-2.txt`,
      `may-results-${fileStamp(at)}.txt`,
    ]);
    expect(readFileSync(a, 'utf8').split('\n')[199]).toBe('first 199');
    expect(readFileSync(b, 'utf8').split('\n')[199]).toBe('second 199');
    expect(readdirSync(folder).filter((file) => file.endsWith('.partial'))).toEqual([]);
  });

  it('replaces a file the user named whole, and leaves nothing behind when writing fails', async () => {
    const folder = makeTempDir('ib-output');
    const file = join(folder, 'list.json');
    const victim = join(folder, 'victim.txt');
    writeFileSync(victim, 'not yours');
    symlinkSync(victim, `${file}.partial`);
    await writeOutputFile({ file }, async (stream) => {
      stream.end('[1]');
    });
    expect(readFileSync(file, 'utf8')).toBe('[1]');
    expect(readFileSync(victim, 'utf8')).toBe('not yours');
    await expect(
      writeOutputFile({ file }, async (stream) => {
        stream.write('[2');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(readFileSync(file, 'utf8')).toBe('[1]');
    expect(readdirSync(folder).sort()).toEqual(['list.json', 'list.json.partial', 'victim.txt']);
  });

  it('with keep, never replaces a file (or a link) that takes the name while it writes, and leaves no temporary file', async () => {
    const folder = makeTempDir('ib-output-keep');
    const file = join(folder, 'list.csv');
    const victim = join(folder, 'victim.txt');
    writeFileSync(victim, 'not yours');
    const takenMeanwhile = (taker: () => void) =>
      writeOutputFile({ file, keep: true }, async (stream) => {
        taker();
        stream.end('id\n');
      });
    await expect(takenMeanwhile(() => writeFileSync(file, "the user's"))).rejects.toMatchObject({
      name: 'OutputFileExistsError',
      exitCode: 2,
      file,
    });
    expect(readFileSync(file, 'utf8')).toBe("the user's");
    rmSync(file);
    await expect(takenMeanwhile(() => symlinkSync(victim, file))).rejects.toThrow(`${file} exists`);
    expect(readFileSync(victim, 'utf8')).toBe('not yours');
    expect(readdirSync(folder).sort()).toEqual(['list.csv', 'victim.txt']);
    rmSync(file);
    expect(await takenMeanwhile(() => undefined)).toBe(file);
    expect(readFileSync(file, 'utf8')).toBe('id\n');
  });

  it('writes a drop folder refusal workbook beside a planted link without following it', async () => {
    const folder = makeTempDir('ib-output');
    const victim = join(folder, 'victim.txt');
    writeFileSync(victim, 'not yours');
    const at = new Date();
    symlinkSync(victim, join(folder, `drop-results-${fileStamp(at)}.xlsx`));
    const file = await writeRefusalWorkbook(
      {
        file: 'drop.csv',
        sha256: undefined,
        reason: 'no mapping rule matches',
        details: [],
        target: 'sandbox',
        sandbox: true,
        at,
      },
      { folder, base: 'drop-results', at, extension: 'xlsx' },
    );
    expect(basename(file)).toBe(`drop-results-${fileStamp(at)}-2.xlsx`);
    expect(readFileSync(victim, 'utf8')).toBe('not yours');
    expect(await sheetNames(file)).toEqual(['Summary']);
  });
});
