/**
 * A dropped file whose name holds the API key (or the base URL's password of 12 characters or
 * more) is recorded in the journal under its name with `***` for the secret, as it is moved: no
 * text of any row of any journal table, SQLite or PostgreSQL, holds the secret afterwards.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { postgresJournalRows, sqliteJournalRows } from '../helpers/journal-rows.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const KEY = 'ib_live_4Rt8-Wq2_cD5eF6gH7iJ8kL9mN0pQ1';
const PASSWORD = 'Correct-horse-battery-9';
const WITH_PASSWORD = `https://ops:${PASSWORD}@finance.example`;
const GOOD_CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,J-1,2026-05-01,EUR,119.00,100.00,19.00\n';

/** What a failing assertion may print: the secrets named, never shown. */
const shown = (text: string) => text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(PASSWORD, '<the password>');

/** The drops of one case: each file's name and content, and the base URL its target names. */
const DROPS: readonly { label: string; files: [string, string][]; baseUrl?: string }[] = [
  { label: 'uploaded, named with the key', files: [[`${KEY}-may.csv`, GOOD_CSV]] },
  { label: 'refused, named with the key in upper case', files: [[`June ${KEY.toUpperCase()}.txt`, 'not a table\n']] },
  { label: 'refused, named with a long password', files: [[`pw ${PASSWORD}.txt`, 'x\n']], baseUrl: WITH_PASSWORD },
];

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ apiKeys: [KEY] });
});

describe.each(['sqlite', 'postgres'] as const)('the %s journal of a drop folder', (backend) => {
  it.each(DROPS)('records a file $label with *** for the secret, in no row the secret', async (drop) => {
    const { dir, drop: root, inbox } = makeDropFolder(`ib-drop-journal-names-${backend}`);
    for (const [name, content] of drop.files) writeFileSync(join(inbox, name), content);
    const location = backend === 'sqlite' ? join(dir, 'journal.sqlite') : await testPostgresUrl();
    const journal = await openJournal(location);
    const target = sandbox.target({ apiKey: KEY, ...(drop.baseUrl ? { baseUrl: drop.baseUrl } : {}) });
    try {
      const summary = await watchFolderOnce({ drop: root, journal, target, mapping: join(dir, 'm.yaml') });
      expect(summary.files).toHaveLength(drop.files.length);
    } finally {
      await journal.close();
    }
    const rows = backend === 'sqlite' ? sqliteJournalRows(location) : await postgresJournalRows(location);
    const said = shown(rows.join('\n'));
    // The journal did record the file, under its masked name.
    expect(said).toMatch(/watch_files: .*\*\*\*/);
    expect(said).not.toContain('<the key>');
    expect(said).not.toContain('<the password>');
  });
});
