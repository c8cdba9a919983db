/**
 * A full disk told as whose disk it is, with an absolute folder: a journal named relatively (the
 * default `journal.sqlite` of a service started in its working folder) read as `. has 2732 KiB
 * free`, and a drop folder's ENOSPC that reached the command's edge was called the journal's.
 */
import { join, relative } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../src/errors.js';
import { asJournalError, asJournalErrorAtEdge } from '../../src/journal/journal-error.js';
import { describeDiskFull } from '../../src/journal/describe-disk-full.js';
import { withUnrecordedAnswers } from '../../src/batch/keep-unrecorded-answers.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** As node:fs reports a write refused by a full disk. */
const systemFull = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
/** As better-sqlite3 reports a statement refused by a full disk. */
const sqliteFull = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
/**
 * As the pg driver gives a statement the server refused for its full disk: a real PostgreSQL
 * server cannot be filled safely in a test, so the driver's error object is built here as its
 * protocol parser builds it from the server's ErrorResponse (pg-protocol parser.js: message M,
 * severity S, code C, hint H, file F, routine R).
 */
const postgresFull = () =>
  Object.assign(
    new pg.DatabaseError('could not extend file "base/16384/16402": No space left on device', 150, 'error'),
    {
      severity: 'ERROR',
      code: '53100',
      hint: 'Check free disk space.',
      file: 'md.c',
      routine: 'mdextend',
    },
  );

describe('describeDiskFull', () => {
  it.each([
    ['relative to the working folder', (dir: string) => relative(process.cwd(), join(dir, 'journal.sqlite'))],
    ['absolute', (dir: string) => join(dir, 'journal.sqlite')],
  ])('names the journal folder absolute, with its free space, when the journal is named %s', (_how, name) => {
    const dir = makeTempDir('describe-disk-full');
    const said = describeDiskFull(sqliteFull(), name(dir));
    expect(said).toMatch(/^the disk \(or quota\) holding the journal is full: (\/\S+) has \d+ KiB free$/);
    expect(said).toContain(`${dir} has `);
  });

  it('does not name a folder it does not know, and a system error there is not taken for the journal', () => {
    expect(describeDiskFull(sqliteFull(), '')).toBe('the disk (or quota) holding the journal is full');
    expect(describeDiskFull(systemFull(), '')).toBeUndefined();
  });
});

describe('a full disk at the edge of a command', () => {
  it("leaves a system call's ENOSPC (a drop folder's or results folder's write) as it is", () => {
    const error = systemFull();
    expect(asJournalErrorAtEdge(error, join(makeTempDir('edge-full'), 'journal.sqlite'), 'using')).toBe(error);
  });

  it("tells SQLite's full disk as the journal's, with the journal's absolute folder", () => {
    const dir = makeTempDir('edge-full');
    const mapped = asJournalErrorAtEdge(sqliteFull(), join(dir, 'journal.sqlite'), 'the journal could not be used');
    expect(mapped).toBeInstanceOf(JournalError);
    expect((mapped as Error).message).toContain(`holding the journal is full: ${dir} has `);
  });
});

describe("PostgreSQL's full disk", () => {
  it("is told as SQLite's is: the journal's disk is full, PostgreSQL undid the step, free space and run again", () => {
    const url = 'postgres://clerk@db.example:5432/journal';
    const mapped = asJournalError(postgresFull(), url, 'recording the answer');
    expect(mapped).toBeInstanceOf(JournalError);
    expect((mapped as Error).message).toBe(
      `${url}: recording the answer: the disk (or quota) holding the journal is full: the PostgreSQL server's disk (${url}); what was recorded before stays in the journal, this step was not (PostgreSQL undid it); free space there (or raise the quota) and run the command again (could not extend file "base/16384/16402": No space left on device, PostgreSQL 53100)`,
    );
  });

  it('says the invoices on their way are in doubt when it fills mid-post', () => {
    const url = 'postgres://clerk@db.example:5432/journal';
    const message = (withUnrecordedAnswers(postgresFull(), url, 3, []) as Error).message;
    expect(message).toContain("holding the journal is full: the PostgreSQL server's disk (postgres://");
    expect(message).toContain('any invoice being sent at that moment is now in doubt');
  });
});

describe('a journal that fills mid-post', () => {
  it('says the invoices on their way are in doubt, and how to see and settle them, not only to run again', () => {
    const dir = makeTempDir('mid-post-full');
    const file = join(dir, 'journal.sqlite');
    const message = (withUnrecordedAnswers(sqliteFull(), file, 3, []) as Error).message;
    expect(message).toContain(`holding the journal is full: ${dir} has `);
    expect(message).toContain('any invoice being sent at that moment is now in doubt');
    expect(message).toContain(`invoice-batch journal --journal ${file} --outcome in-doubt`);
    expect(message).toContain('invoice-batch resolve <InvoiceId> --instance-id <N>');
    expect(message).toContain('invoice-batch resolve <InvoiceId> --not-created');
  });

  it('says nothing of invoices in doubt where no upload was sending', () => {
    const message = (asJournalError(sqliteFull(), 'j.sqlite', 'cannot check the journal') as Error).message;
    expect(message).not.toContain('in doubt');
  });
});
