/**
 * One measured pass of the in-file twin hold over a staged run, in a fresh process (its peak RSS is
 * the hold's): `columns` runs holdContainedTwins as upload does; `whole` reads the run's whole rows
 * (every column) a page at a time and keeps the same fields, as the hold read them before. Prints
 * `{"seconds":…,"held":…}`. argv[2]: `{"journal":…,"runId":…,"how":"columns"|"whole"}`.
 */
import { containedTwinHolds, holdContainedTwins, type FileInvoice } from '../src/batch/hold-contained-twins.js';
import { openJournal } from '../src/journal/open-journal.js';

interface Task {
  journal: string;
  runId: number;
  how: 'columns' | 'whole';
}

const PAGE = 5000;
const task = JSON.parse(process.argv[2] ?? '{}') as Task;
const journal = await openJournal(task.journal);
try {
  const started = performance.now();
  let held: number;
  if (task.how === 'columns') held = await holdContainedTwins(journal, task.runId, false, new Date().toISOString());
  else {
    const staged: FileInvoice[] = [];
    for (let afterId = 0; ;) {
      const page = await journal.lists.listRunInvoicesPage(task.runId, afterId, PAGE);
      if (page.length === 0) break;
      for (const row of page)
        if (row.state === 'staged' && row.payeeId !== null && row.invoiceNumber !== null) {
          const { id, seq, payeeId, invoiceNumber, invoiceDate, invoiceAmount, currencyCode, rows, sheet } = row;
          staged.push({ id, seq, payeeId, invoiceNumber, invoiceDate, invoiceAmount, currencyCode, rows, sheet });
        }
      afterId = page[page.length - 1]!.id;
    }
    held = containedTwinHolds(staged).length;
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ seconds, held })}\n`);
} finally {
  await journal.close();
}
