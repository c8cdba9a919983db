/**
 * `resolve --references-from`: a list as people and scripts write it, with notes, blank lines,
 * CRLF or LF line ends and a byte-order mark, gives its references in order; a file that cannot be
 * read, or names nothing, is an input-file error (exit 2), not a stack trace.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReferenceList, readReferenceList } from '../../src/batch/read-reference-list.js';
import { InputFileError } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** An InvoiceId or PayeeId/Invoice_Number: no line break, no surrounding blanks, not a comment; `#` inside is kept. */
const reference = fc
  .stringMatching(/^[0-9A-Za-z][0-9A-Za-z/#._ -]{0,20}[0-9A-Za-z#]$|^[0-9A-Za-z]$/)
  .filter((text) => text.trim() === text);
const note = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.string().map((text) => `# ${text.replace(/[\r\n]/g, ' ')}`),
);
const line = fc.oneof(
  reference.map((text) => ({ text, reference: true as const })),
  note.map((text) => ({ text, reference: false as const })),
);
const blank = fc.constantFrom('', ' ', '\t', '  ');

describe('parseReferenceList', () => {
  it('gives every reference line, trimmed, in order, whatever the notes, blanks and line ends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(line, blank, blank)),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        (lines, end, bom, lastEnd) => {
          const text =
            (bom ? '\uFEFF' : '') +
            lines.map(([l, before, after]) => `${before}${l.text}${after}`).join(end) +
            (lastEnd ? end : '');
          expect(parseReferenceList(text)).toEqual(lines.filter(([l]) => l.reference).map(([l]) => l.text));
        },
      ),
    );
  });
});

describe('readReferenceList', () => {
  it('reads a file, or standard input for -', async () => {
    const dir = makeTempDir('reference-list');
    const file = join(dir, 'checked.txt');
    writeFileSync(file, '# checked with AP on Monday\r\n0000100001/INV#7\r\n\r\nID-2\r\n');
    expect(await readReferenceList(file, () => Promise.reject(new Error('not read')))).toEqual([
      '0000100001/INV#7',
      'ID-2',
    ]);
    expect(await readReferenceList('-', () => Promise.resolve('ID-3\n'))).toEqual(['ID-3']);
  });

  it.each([
    [
      'a missing file',
      (dir: string) => join(dir, 'missing.txt'),
      'missing.txt: cannot read the list of references: no such file',
    ],
    [
      'a folder',
      (dir: string) => {
        mkdirSync(join(dir, 'folder'));
        return join(dir, 'folder');
      },
      'folder: cannot read the list of references: expected a file, got a folder',
    ],
    [
      'a file of notes only',
      (dir: string) => {
        writeFileSync(join(dir, 'notes.txt'), '# nothing checked yet\n\n');
        return join(dir, 'notes.txt');
      },
      'notes.txt: names no invoice: expected one InvoiceId or PayeeId/Invoice_Number a line',
    ],
  ])('refuses %s as an input-file error saying why', async (_name, make, message) => {
    const path = make(makeTempDir('reference-list'));
    const error = await readReferenceList(path, () => Promise.resolve('')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).exitCode).toBe(2);
    expect((error as Error).message).toBe(message);
  });
});
