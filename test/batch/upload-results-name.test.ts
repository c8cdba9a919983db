/**
 * An upload's results workbook is named after its source by the rule every file name the product
 * writes follows (the annotated copy's, the drop folder's): the API key in any spelling and the
 * base URL's password of 12 characters or more become `***`; the URL's user name and a short
 * password are ordinary words in a file name and are kept byte for byte.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { secretNameForms, SHORT_PASSWORD, USER } from '../helpers/secret-name-forms.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_9Hs3-Pq7_vW2xY3zA4bC5dE6fG7hJ8';
const LONG_PASSWORD = 'Staple-battery-horse-42';
const { forms: FORMS, stems: STEMS, shown } = secretNameForms(KEY, LONG_PASSWORD);

/** An invoice whose amount is not one: invalid, so nothing is posted and the results are still written. */
const INVALID_CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,R-1,2026-05-01,EUR,n/a,100.00,19.00\n';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ apiKeys: [KEY] });
});

describe('the results workbook of an upload', () => {
  it.each(FORMS)('of a file named with %s', async (_, form, expected) => {
    const dir = makeTempDir('ib-upload-results-name');
    writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
    const files = STEMS.map(([before, after]) => join(dir, `${before}${form}${after}.csv`));
    for (const file of files) writeFileSync(file, INVALID_CSV);
    const address = new URL(sandbox.baseUrl);
    address.username = USER;
    address.password = form === SHORT_PASSWORD ? SHORT_PASSWORD : LONG_PASSWORD;
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      for (const file of files)
        await uploadMappedFiles(journal, await loadMapping(join(dir, 'mapping.yaml')), {
          target: sandbox.target({ apiKey: KEY, baseUrl: address.href.replace(/\/$/, '') }),
          files: [file],
          mapping: 'mapping.yaml',
          partial: true,
          duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
          outDir: join(dir, 'out'),
        });
    } finally {
      await journal.close();
    }
    const stems = readdirSync(join(dir, 'out'))
      .filter((name) => name.includes('-results-'))
      .map((name) => shown(name.replace(/-results-\d{8}-\d{6}(-\d+)?\.xlsx$/, '')))
      .sort();
    expect(stems).toEqual(STEMS.map(([before, after]) => `${before}${expected}${after}`).sort());
  });
});
