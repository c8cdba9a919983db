/**
 * An upload whose SQLite journal cannot be written: the file is read-only (mode 0444), or its folder
 * is, so SQLite cannot create the -wal and -shm files beside it. Refused when the journal is opened,
 * before anything is sent, with what cannot be written and what to do, exit 2. Through the compiled
 * CLI (build first: npx tsc -p .), run as `nobody` when the tests run as root, whom modes do not stop.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_USAGE } from '../../src/errors.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** The user `nobody` on Linux: owns nothing of the journal but what it is given. */
const NOBODY = 65_534;
const user = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : undefined;

const CASES = [
  {
    name: 'the file is read-only (0444)',
    make: (folder: string, file: string) => chmodSync(file, 0o444),
    says: /journal\/journal\.sqlite: the journal cannot be written: the file is read-only \(EACCES\)/,
  },
  {
    name: 'its folder is read-only (0555): no -wal or -shm can be made beside it',
    make: (folder: string) => chmodSync(folder, 0o555),
    says: /journal\/journal\.sqlite: the journal cannot be written: its folder .*journal is read-only \(EACCES\), and SQLite makes the journal's -wal and -shm files there/,
  },
];

describe('upload on a SQLite journal that cannot be written', () => {
  it.each(CASES)('$name: refused at open, nothing sent, exit 2', async ({ make, says }) => {
    const cwd = makeTempDir('upload-read-only');
    writeUploadInputs(cwd, { count: 5, prefix: 'RO' });
    const folder = join(cwd, 'journal');
    mkdirSync(folder);
    const file = join(folder, 'journal.sqlite');
    // A journal an earlier upload made and closed: no -wal or -shm is left beside it.
    await (await openJournal(file)).close();
    expect(readdirSync(folder)).toEqual(['journal.sqlite']);
    if (user) {
      for (const path of [cwd, folder, file, ...readdirSync(cwd).map((name) => join(cwd, name))])
        chownSync(path, user.uid, user.gid);
    }
    make(folder, file);
    const sandbox = await startTestSandbox();
    const result = await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', file],
      { cwd, user },
    );
    expect(result.code, result.stderr).toBe(EXIT_USAGE);
    expect(sandbox.stats().createRequests).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^invoice-batch: .*: the journal cannot be written: .*; every invoice is recorded in it before it is sent: give the user running invoice-batch write access to the journal file and its folder, or name another journal \(--journal\)$/,
      ),
    ]);
    expect(result.stderr).toMatch(says);
    expect(existsSync(join(cwd, 'output'))).toBe(false);
  });
});
