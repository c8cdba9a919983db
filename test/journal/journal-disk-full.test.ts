/**
 * A journal on a full disk is told as a full disk, with the folder, its free space, what was
 * recorded and what to do; not as SQLite's "disk I/O error". On a real small tmpfs (the test
 * mounts one: it runs only as root), through the compiled CLI (build first: npx tsc -p .).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { describeDiskFull } from '../../src/journal/describe-disk-full.js';

const asRoot = process.getuid?.() === 0;

/** A 128 KiB tmpfs at `<dir>/disk`, `fillerKib` of it taken by a file; unmounted after the test. */
function smallDisk(dir: string, fillerKib: number): string {
  const disk = join(dir, 'disk');
  mkdirSync(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=128k', 'tmpfs', disk]);
  onTestFinished(() => void execFileSync('umount', [disk]));
  writeFileSync(join(disk, 'filler'), Buffer.alloc(fillerKib * 1024));
  return disk;
}

describe.skipIf(!asRoot)('a journal on a full disk', () => {
  // 116 and 100 KiB taken: SQLite says "disk I/O error" (its WAL or shared memory); 60: "database or disk is full".
  it.each([116, 100, 60])('with %i of 128 KiB taken: upload names the full disk, nothing sent, exit 1', async (kib) => {
    const cwd = makeTempDir('journal-disk-full');
    const disk = smallDisk(cwd, kib);
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'FULL' });
    const result = await runCliProcess(
      [
        'upload',
        'invoices.csv',
        '--mapping',
        'mapping.yaml',
        '--base-url',
        sandbox.baseUrl,
        '--journal',
        join(disk, 'journal.sqlite'),
        '--out',
        join(cwd, 'out'),
      ],
      { cwd },
    );
    expect(result.code, result.stderr).toBe(1);
    const line = result.stderr.trim().split('\n').at(-1)!;
    expect(line).toMatch(
      new RegExp(
        `^invoice-batch: .*journal\\.sqlite: cannot open the journal: the disk \\(or quota\\) holding the journal is full: ${disk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has \\d+ KiB free; nothing was read, recorded or sent; free space there .* and run the command again \\((disk I/O error|database or disk is full)\\)$`,
      ),
    );
    expect(sandbox.stats().createRequests).toBe(0);
  });
});

describe('describeDiskFull', () => {
  it('takes SQLITE_FULL, ENOSPC and EDQUOT for a full disk; an I/O error only where the folder has no room', () => {
    const dir = makeTempDir('disk-full-words');
    const file = join(dir, 'journal.sqlite');
    for (const code of ['SQLITE_FULL', 'ENOSPC', 'EDQUOT'])
      expect(describeDiskFull({ code }, file)).toMatch(
        new RegExp(`^the disk \\(or quota\\) holding the journal is full: ${dir} has \\d+ KiB free$`),
      );
    // This temp folder has room: an I/O error there is something else, told as SQLite tells it.
    expect(describeDiskFull({ code: 'SQLITE_IOERR_WRITE' }, file)).toBeUndefined();
    expect(describeDiskFull({ code: 'SQLITE_CORRUPT' }, file)).toBeUndefined();
    expect(describeDiskFull(new Error('no code'), file)).toBeUndefined();
  });
});
