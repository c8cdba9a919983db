/**
 * What CLI runs in a folder wrote to its default journal, `output/journal.sqlite`: every invoice
 * row and the latest 100 runs, read through a journal opened for the purpose and closed after.
 */
import { join } from 'node:path';
import { openJournal } from '../../src/journal/open-journal.js';

export async function readCliJournal(cwd: string) {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    return { invoices: await journal.lists.listInvoices({ limit: -1 }), runs: await journal.runs.listRuns(100) };
  } finally {
    await journal.close();
  }
}
