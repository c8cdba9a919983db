/**
 * The results workbook of a dropped file names, as its Source path, where the file lies once the
 * watcher has moved it on (done/ or failed/, under the name it is moved to), not processing/ where
 * it was read: staff and auditors open that path. Real drop folder, sandbox, SQLite journal.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDropFolder, watchLayoutOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { writeUploadInputs, type CsvOptions } from '../batch/cli-inputs.js';

interface Case {
  file: CsvOptions;
  destination: 'done' | 'failed';
  /** A file of the same name is in done/ already: this one is moved there under a stamped name. @default false */
  nameTaken?: boolean;
}

const CASES: Record<string, Case> = {
  'every invoice created: done/': { file: { count: 2, prefix: 'SPD' }, destination: 'done' },
  'an invalid invoice: failed/': { file: { count: 2, prefix: 'SPF', invalid: [1] }, destination: 'failed' },
  'a rejected invoice: failed/': { file: { count: 2, prefix: 'SPR', unknownPayee: [2] }, destination: 'failed' },
  'its name taken in done/: the stamped name': {
    file: { count: 2, prefix: 'SPT' },
    destination: 'done',
    nameTaken: true,
  },
};

describe("a dropped file's results workbook", () => {
  it.each(Object.entries(CASES))('names where the file ends as its Source path: %s', async (_title, c) => {
    const layout = makeDropFolder('drop-source-path');
    const sandbox = await startTestSandbox();
    if (c.nameTaken) {
      mkdirSync(join(layout.drop, 'done'), { recursive: true });
      writeFileSync(join(layout.drop, 'done', 'may.csv'), 'an earlier month\n');
    }
    renameSync(writeUploadInputs(layout.dir, { ...c.file, name: 'may.csv' }), join(layout.inbox, 'may.csv'));

    const summary = await watchLayoutOnce(layout, { target: sandbox.target() });
    const [file] = summary.files;
    expect(file).toMatchObject({ name: 'may.csv', destination: c.destination });
    expect(file!.path.startsWith(join(layout.drop, c.destination, 'may'))).toBe(true);
    if (c.nameTaken) expect(file!.path).not.toBe(join(layout.drop, 'done', 'may.csv'));
    const values = await summaryValues(file!.resultsWorkbook!);
    expect(values.get('Source path')).toBe(file!.path);
    expect(values.has('Source file now')).toBe(false);
  });
});
