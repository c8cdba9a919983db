/** The in-doubt invoices of an upload's runs, by InvoiceId and key, for `upload --json`. */
import type { Journal } from '../journal/open-journal.js';
import type { RunSummary } from '../journal/summarize-run.js';
import { readHeldThere } from '../journal/held-there-detail.js';
import { displayKey } from '../journal/invoice-row.js';

export interface InDoubtKey {
  runId: number;
  invoiceId: string | null;
  payeeId: string | null;
  invoiceNumber: string | null;
  /** The instance the create's answer named (a non-zero E_RETCODE with an id); absent when none. */
  instanceId?: string;
  /** E_MESSAGE of that answer. */
  message?: string;
  /**
   * Held behind a post in doubt under another target, resolved there: that target, and the resolve
   * command its Message names, to add `--instance-id <N>` or `--not-created` to. Absent for the run's own.
   */
  heldBehind?: { target: string; resolve: string };
}

/** Every in-doubt invoice of `runs`, in file order; the counts bound how many rows are read. */
export async function listInDoubtKeys(journal: Journal, runs: readonly RunSummary[]): Promise<InDoubtKey[]> {
  const keys: InDoubtKey[] = [];
  for (const { run, counts } of runs) {
    if (counts.inDoubt === 0) continue;
    const rows = await journal.lists.listInvoices({ state: 'in-doubt', runId: run.id, limit: counts.inDoubt });
    for (const row of rows.reverse()) {
      const key: InDoubtKey = {
        runId: run.id,
        invoiceId: row.invoiceId,
        payeeId: row.payeeId,
        invoiceNumber: row.invoiceNumber,
      };
      if (row.instanceId) key.instanceId = row.instanceId;
      if (row.eMessage) key.message = row.eMessage;
      const there = readHeldThere(row.detail, displayKey(row));
      if (there) key.heldBehind = { target: there.target, resolve: `${there.resolve} ${displayKey(row)}` };
      keys.push(key);
    }
  }
  return keys;
}
