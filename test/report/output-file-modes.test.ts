/**
 * Who may open what the tool writes. Results workbooks, results CSVs and annotated copies are for
 * the finance staff who share the folder: created 0666 less the umask (the upload runs in this
 * process, under the umask set here, as a child would inherit it). What must stay private is 0600 whatever the umask: the journal (its database,
 * -wal and -shm files) and the answers a failed upload could not record.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUnrecordedAnswers } from '../../src/batch/keep-unrecorded-answers.js';
import { JournalError } from '../../src/errors.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');
const octal = (mode: number) => mode.toString(8).padStart(4, '0');

// What real services run with: the usual default, systemd's UMask=0007 for a shared group, a private one.
const UMASKS = [0o022, 0o007, 0o077, 0o002];

let previous: number | undefined;
function setUmask(mask: number): void {
  previous ??= process.umask();
  process.umask(mask);
}
afterEach(() => {
  if (previous !== undefined) process.umask(previous);
  previous = undefined;
});

describe('output file modes', () => {
  it.each(UMASKS.map((mask) => [octal(mask)]))(
    'under umask %s a new SQLite journal and its -wal and -shm files are 0600',
    async (mask) => {
      setUmask(parseInt(mask, 8));
      const file = join(makeTempDir('private-journal'), 'journal.sqlite');
      const journal = await openJournal(file);
      try {
        expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['0600', '0600', '0600']);
      } finally {
        await journal.close();
      }
    },
  );

  // Each row runs an upload: the two umasks services use most, and both kinds of results.
  it.each([0o022, 0o007].flatMap((mask) => [[octal(mask), 'xlsx'] as const, [octal(mask), 'csv'] as const]))(
    'under umask %s an upload writes its %s results and annotated copy 0666 less the umask, the journal 0600',
    async (mask, results) => {
      const umask = parseInt(mask, 8);
      setUmask(umask);
      const cwd = makeTempDir('shared-results');
      const sandbox = await startTestSandbox();
      writeUploadInputs(cwd, { count: 3, prefix: 'MODE' });
      const result = await runCliInProcess(
        [
          'upload',
          'invoices.csv',
          '--mapping',
          'mapping.yaml',
          '--base-url',
          sandbox.baseUrl,
          '--json',
          '--annotate',
          '--results',
          results,
        ],
        { cwd },
      );
      expect(result.code, result.stderr).toBe(0);
      const json = JSON.parse(result.stdout) as { results: string; annotated: string };
      const shared = octal(0o666 & ~umask);
      expect([json.results, json.annotated].map(modeOf)).toEqual([shared, shared]);
      expect(modeOf(join(cwd, 'output', 'journal.sqlite'))).toBe('0600');
    },
    60_000,
  );

  it.each(UMASKS.map((mask) => [octal(mask)]))(
    'under umask %s the answers a journal could not record are saved 0600',
    async (mask) => {
      setUmask(parseInt(mask, 8));
      const outDir = makeTempDir('private-unrecorded');
      const error = new JournalError('cannot write the journal', 'journal.sqlite', {
        unrecorded: [
          {
            runId: 1,
            payeeId: '0000100001',
            invoiceNumber: 'A-1',
            invoiceId: 'X',
            targetIdentity: 'sandbox',
            outcome: 'created',
            instanceId: '7',
            detail: 'created as instance 7',
          },
        ],
      });
      await saveUnrecordedAnswers(error, [outDir]);
      const saved = readdirSync(outDir).filter((name) => name.startsWith('unrecorded-answers-'));
      expect(saved).toHaveLength(1);
      expect(modeOf(join(outDir, saved[0]!))).toBe('0600');
    },
  );
});
