/**
 * An output folder on a disk that fills while a long results workbook is written: the upload says
 * so (the text summary, then "the results file could not be written: ENOSPC ...") and exits 1, with
 * every answer in the journal, wherever in the workbook the disk runs out. A long workbook used to
 * end the process with exit 0 and nothing on standard output. The output folder is a small tmpfs
 * mounted by the test; without permission to mount, the test is skipped. Through the compiled CLI
 * (build first: npx tsc -p .).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 500;

/** Mounts a tmpfs of `size` at `folder`; false when this process may not mount. */
function mountSmallDisk(folder: string, size: string): boolean {
  mkdirSync(folder, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0777`, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// Room for a first part of the workbook: the disk fills while the Results sheet streams, where the
// error used to be lost (500 invoices' Results sheet runs from byte 4 K to 49 K of the file; 16 K
// fill a third of the way into it). A disk full at each other step of the writing (open, first
// write, sync, rename) is covered in process by test/report/write-output-file-faults.test.ts; each
// invoice more is a create and a row more of a CLI run.
describe.each(['16k'])('upload whose output disk (%s) fills while the results workbook is written', (size) => {
  it('prints the summary, says the results file could not be written, exits 1, all created recorded', async (context) => {
    const cwd = makeTempDir('upload-results-disk-full');
    const out = join(cwd, 'out');
    if (!mountSmallDisk(out, size)) context.skip();
    const sandbox = await startTestSandbox();
    try {
      writeUploadInputs(cwd, { count: COUNT, prefix: `DF${size}` });
      const journalFile = join(cwd, 'journal.sqlite');
      const result = await runCliProcess(
        [
          'upload',
          'invoices.csv',
          '--mapping',
          'mapping.yaml',
          '--base-url',
          sandbox.baseUrl,
          '--journal',
          journalFile,
          '--out',
          out,
        ],
        { cwd, timeoutMs: 120_000 },
      );
      expect(result.code, result.stderr).toBe(1);
      expect(result.stdout).toMatch(new RegExp(`created\\s+${COUNT}`));
      expect(result.stdout).toContain('Results not written:');
      expect(result.stderr).toMatch(
        /^invoice-batch: the results file could not be written: ENOSPC.*every outcome is in the journal: invoice-batch journal --run 1/m,
      );
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(readdirSync(out).filter((name) => name.endsWith('.xlsx') || name.endsWith('.partial'))).toEqual([]);
      expect(sandbox.instances()).toHaveLength(COUNT);

      const journal = await openJournal(journalFile);
      try {
        const invoices = await journal.lists.listInvoices({ limit: -1 });
        expect(invoices.filter((row) => row.state === 'created')).toHaveLength(COUNT);
        expect((await journal.runs.listRuns(10)).map((row) => row.status)).toEqual(['finished']);
      } finally {
        await journal.close();
      }
    } finally {
      await sandbox.close();
      execFileSync('umount', [out], { stdio: 'ignore' });
    }
  }, 180_000);
});
