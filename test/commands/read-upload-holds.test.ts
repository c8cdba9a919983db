/**
 * What validate is told of upload's holds when the journal is not there, or is there and cannot be
 * read: the first says nothing (no journal to hold against), the second says why the holds are
 * unknown, never "no journal". Real temp files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUploadHolds } from '../../src/commands/read-upload-holds.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const io = { stderr: () => undefined };

describe('readUploadHolds', () => {
  it('says nothing without a journal file', async () => {
    const file = join(makeTempDir('read-upload-holds-none'), 'journal.sqlite');
    expect(await readUploadHolds(file, io, 'sandbox', [])).toEqual({ holds: undefined });
  });

  it('gives the reason when the journal is there but cannot be opened', async () => {
    const file = join(makeTempDir('read-upload-holds-unreadable'), 'journal.sqlite');
    // Not a SQLite file: a journal written over by something else.
    writeFileSync(file, 'this is not a database\n'.repeat(200));
    const read = await readUploadHolds(file, io, 'sandbox', []);
    expect(read.holds).toBeUndefined();
    expect(read.unknown).toMatch(/not a database/);
  });
});
