import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attachPdf } from '../../src/mapping/attach-pdf.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll, writeCsv } from './mapping-fixtures.js';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

function folders() {
  const root = makeTempDir('attach-pdf');
  const base = join(root, 'pdfs');
  mkdirSync(join(base, 'sub'), { recursive: true });
  writeFileSync(join(base, 'a.pdf'), PDF);
  writeFileSync(join(base, 'sub', 'b.pdf'), PDF);
  writeFileSync(join(root, 'secret.pdf'), PDF);
  writeFileSync(join(base, 'note.pdf'), 'not a pdf');
  return { root, base };
}

describe('attaching a PDF inside its base folder', () => {
  it('refuses a named pipe at once instead of waiting for a writer, and a folder', async () => {
    const { base } = folders();
    execFileSync('mkfifo', [join(base, 'pipe.pdf')]);
    expect(await attachPdf('pipe.pdf', base, 1000)).toEqual({
      ok: false,
      message: 'expected a PDF file, got a named pipe (FIFO)',
    });
    expect(await attachPdf('sub', base, 1000)).toEqual({ ok: false, message: 'expected a PDF file, got a folder' });
  });

  it('reads a PDF by name or relative path as base64', async () => {
    const { base } = folders();
    expect(await attachPdf('a.pdf', base, 1000)).toEqual({ ok: true, base64: PDF.toString('base64') });
    expect(await attachPdf('sub/b.pdf', base, 1000)).toMatchObject({ ok: true });
    expect(await attachPdf('sub\\b.pdf', base, 1000)).toMatchObject({ ok: true });
    expect(await attachPdf('sub/../a.pdf', base, 1000)).toMatchObject({ ok: true });
  });

  it('refuses absolute paths, .. that leaves the folder and symbolic links pointing out', async () => {
    const { root, base } = folders();
    symlinkSync(join(root, 'secret.pdf'), join(base, 'link.pdf'));
    symlinkSync(root, join(base, 'up'));
    expect(await attachPdf(join(root, 'secret.pdf'), base, 1000)).toEqual({
      ok: false,
      message: 'expected a file name inside the PDF folder, got an absolute path',
    });
    expect(await attachPdf('C:\\secret.pdf', base, 1000)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/absolute path/),
    });
    expect(await attachPdf('../secret.pdf', base, 1000)).toEqual({
      ok: false,
      message: 'expected a file name inside the PDF folder; the path leaves it',
    });
    expect(await attachPdf('sub/../../secret.pdf', base, 1000)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/leaves it/),
    });
    expect(await attachPdf('link.pdf', base, 1000)).toEqual({
      ok: false,
      message: 'expected a PDF inside the PDF folder; a symbolic link points out of it',
    });
    expect(await attachPdf('up/secret.pdf', base, 1000)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/symbolic link/),
    });
  });

  it('reports a missing file, a file that is not a PDF, a folder and a file too large', async () => {
    const { base } = folders();
    expect(await attachPdf('absent.pdf', base, 1000)).toEqual({ ok: false, message: `PDF not found in ${base}` });
    expect(await attachPdf('note.pdf', base, 1000)).toEqual({
      ok: false,
      message: 'expected a PDF (content starting %PDF-)',
    });
    expect(await attachPdf('sub', base, 1000)).toMatchObject({ ok: false, message: expect.stringMatching(/folder/) });
    expect(await attachPdf('a.pdf', base, 4)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/at most 4 bytes/),
    });
  });

  it('makes a path escape a problem of that invoice only, which is then not valid', async () => {
    const { root } = folders();
    const file = writeCsv(root, 'in.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax,File',
      '0000100001,A-1,2024-01-31,EUR,1,1,0,a.pdf',
      '0000100001,A-2,2024-01-31,EUR,1,1,0,../secret.pdf',
      '0000100001,A-3,2024-01-31,EUR,1,1,0,',
    ]);
    const invoices = await readAll(file, mappingOf(`${ONE_ROW_MAPPING}attachments: { column: File, baseDir: pdfs }\n`));
    expect(invoices[0]!.invoice?.PDF).toBe(PDF.toString('base64'));
    expect(invoices[1]!.invoice).toBeUndefined();
    expect(invoices[1]!.problems).toEqual([
      {
        file: 'in.csv',
        sheet: undefined,
        row: 3,
        column: 'File',
        field: 'PDF',
        value: '../secret.pdf',
        message: 'expected a file name inside the PDF folder; the path leaves it',
      },
    ]);
    expect(invoices[2]!.problems).toEqual([]);
    expect(invoices[2]!.invoice && 'PDF' in invoices[2]!.invoice).toBe(false);
  });
});
