/**
 * An upload records where its file was (runs.source_path) and the file of each invoice
 * (invoices.source_file) by the data rule: the API key and a base URL password of 12 characters or
 * more become `***`; the URL's user name, who logs in and no secret, is kept as written, also in a
 * folder named like an address (`https:/ops@host/...`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { journalRowsHolding } from '../helpers/journal-rows.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_4Rt8-Kd2_pQ9xM3zB7cN5vF6gH1jL0';
const USER = 'ops';
const LONG_PASSWORD = 'Lantern-copper-river-77';
const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,R-1,2026-05-01,EUR,119.00,100.00,19.00\n';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ apiKeys: [KEY] });
});

/** Uploads `file` with a target whose base URL holds the user name and the long password. */
async function upload(dir: string, file: string): Promise<{ paths: string[]; files: string[] }> {
  const address = new URL(sandbox.baseUrl);
  address.username = USER;
  address.password = LONG_PASSWORD;
  const journalFile = join(dir, 'journal.sqlite');
  const journal = await openJournal(journalFile);
  try {
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
  const db = new Database(journalFile, { readonly: true });
  try {
    return {
      paths: db.prepare('SELECT source_path FROM runs').pluck().all() as string[],
      files: db.prepare('SELECT source_file FROM invoices').pluck().all() as string[],
    };
  } finally {
    db.close();
  }
}

function dropFolder(): string {
  const dir = makeTempDir('ib-source-path-secrets');
  writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
  return dir;
}

describe('the journal records the source of an upload', () => {
  it('with the URL user name as written, in a folder named like an address and in the file name', async () => {
    const dir = dropFolder();
    const folder = join(dir, 'https:', `${USER}@host`, 'exports');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${USER}-invoices.csv`);
    writeFileSync(file, CSV);
    const { paths, files } = await upload(dir, file);
    expect(paths).toEqual([file]);
    expect(files).toEqual([`${USER}-invoices.csv`]);
  });

  it('with the long password and the key masked in the path and in every invoice row', async () => {
    const dir = dropFolder();
    const folder = join(dir, `${USER}-${LONG_PASSWORD}`);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${KEY}-invoices.csv`);
    writeFileSync(file, CSV);
    const { paths, files } = await upload(dir, file);
    expect(paths).toEqual([join(dir, `${USER}-***`, '***-invoices.csv')]);
    expect(files).toEqual(['***-invoices.csv']);
    const holding = [LONG_PASSWORD, KEY].flatMap((secret) => journalRowsHolding(join(dir, 'journal.sqlite'), secret));
    expect(
      holding.map((row) => row.replaceAll(LONG_PASSWORD, '<pw>').replaceAll(KEY, '<key>')),
      'rows holding the password or the key',
    ).toEqual([]);
  });
});
