/** Uploads a real source file through a mapping with `annotate`, and reads the journal back with its own connection. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { uploadFiles, type UploadReport } from '../../../src/batch/upload-files.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { loadMapping } from '../../../src/mapping/load-mapping.js';
import { invoiceTables, readInvoices } from '../../../src/mapping/read-invoices.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';

/** One invoice row of the journal, as its SQL columns say. */
export interface JournalInvoice {
  runId: number;
  sheet: string | null;
  rows: string;
  state: string;
  instanceId: string | null;
  eMessage: string | null;
  detail: string | null;
}

/**
 * Uploads `source` through `mappingYaml` (journal, mapping and results in `dir`) and gives the
 * report and every invoice row of the journal, each run's.
 * @param options.sandbox the back-end, shared by a test's uploads @default a new test sandbox
 * @param options.annotate @default true
 */
export async function uploadAnnotated(
  dir: string,
  source: string,
  mappingYaml: string,
  { partial = true, annotate = true, sandbox }: { partial?: boolean; annotate?: boolean; sandbox?: TestSandbox } = {},
): Promise<{ report: UploadReport; invoices: JournalInvoice[] }> {
  const mappingFile = join(dir, 'mapping.yaml');
  writeFileSync(mappingFile, mappingYaml);
  const mapping = await loadMapping(mappingFile);
  const journalFile = join(dir, 'journal.sqlite');
  const journal = await openJournal(journalFile);
  const backEnd = sandbox ?? (await startTestSandbox());
  let report: UploadReport;
  try {
    report = await uploadFiles(journal, {
      target: backEnd.target(),
      sources: [{ path: source, read: () => readInvoices(source, mapping), tables: invoiceTables(mapping) }],
      mapping: mappingFile,
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
      partial,
      annotate,
    });
  } finally {
    await journal.close();
  }
  const db = new Database(journalFile, { readonly: true });
  try {
    const invoices = db
      .prepare(
        'SELECT run_id AS runId, sheet, rows, state, instance_id AS instanceId, e_message AS eMessage, detail FROM invoices ORDER BY id',
      )
      .all() as JournalInvoice[];
    return { report, invoices };
  } finally {
    db.close();
  }
}

/** Rows of `5`, `5-7`, `5, 9` written out, counted by hand for the tests. */
export function rowNumbers(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().split('-').map(Number);
    return Array.from({ length: last! - first! + 1 }, (_, i) => first! + i);
  });
}
