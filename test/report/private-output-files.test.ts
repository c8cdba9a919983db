/**
 * What the tool writes holds invoice data and instance ids: the journal (its database, -wal and
 * -shm files) and the results workbook and annotated copy are created readable by their owner
 * only (0600), whatever the umask lets through.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');

describe('private output files', () => {
  let umask = 0;
  beforeEach(() => {
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('a new SQLite journal and its -wal and -shm files are 0600', async () => {
    const file = join(makeTempDir('private-journal'), 'journal.sqlite');
    const journal = await openJournal(file);
    try {
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['0600', '0600', '0600']);
    } finally {
      await journal.close();
    }
  });

  it.each([['xlsx'], ['csv']])('an upload writes its %s results and annotated copy 0600', async (results) => {
    const cwd = makeTempDir('private-results');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'PRIV' });
    const result = await runCliProcess(
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
    expect([json.results, json.annotated].map(modeOf)).toEqual(['0600', '0600']);
    expect(modeOf(join(cwd, 'output', 'journal.sqlite'))).toBe('0600');
  });
});
