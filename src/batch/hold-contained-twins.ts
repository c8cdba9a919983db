/**
 * Two invoices of one file whose numbers hold one another as whole tokens (`87654321` and
 * `031002400211-87654321`, `4711` and `RE-4711`), under one PayeeId with the same amount, currency
 * and date, are one bill written twice: the later is held back (failed, nothing sent, planned again
 * by the next upload), naming the rows of the earlier, which is planned as any other. The journal's
 * contained-number hold (plan-contained-number.ts) sees only what earlier runs recorded, so both
 * were posted. The rule is that hold's, applied to the run's own rows; --force says they are two bills.
 */
import { showHidden } from '../invoice/describe-spelling.js';
import type { InvoiceRow } from '../journal/invoice-row.js';
import type { JournalStatements } from '../journal/journal.js';
import { blocksPosting } from '../journal/key-is-clear.js';
import type { HeldRow } from '../journal/other-target-statements.js';
import type { TwinFieldsRow } from '../journal/staged-twin-fields-sql.js';
import { findContainedNumber, type ContainedCandidate } from './plan-contained-number.js';

/** An invoice of the file as the rule reads it: a staged row, or one validate read. */
export type FileInvoice = ContainedCandidate & Pick<InvoiceRow, 'seq' | 'payeeId' | 'rows' | 'sheet'>;

/** Rows of a run read per query. */
const PAGE = 5000;

/** Where the earlier invoice is in the file, as the holds name it: its number as written, sheet and rows. */
function describeEarlier(row: FileInvoice): string {
  const rows = `row${/[,-]/.test(row.rows) ? 's' : ''} ${row.rows}`;
  const sheet = row.sheet ? `sheet ${row.sheet}, ` : '';
  return `"${showHidden(row.invoiceNumber ?? '')}" at ${sheet}${rows} of this file`;
}

/**
 * The holds of the later invoice of each such pair among `rows`, a run's staged invoices in file
 * order. Pure. A vendor's rows are indexed once: linear in the rows of the file.
 */
export function containedTwinHolds(rows: readonly FileInvoice[]): HeldRow[] {
  const byPayee = new Map<string, FileInvoice[]>();
  for (const row of rows) {
    if (row.payeeId === null || row.invoiceNumber === null) continue;
    const list = byPayee.get(row.payeeId);
    if (list) list.push(row);
    else byPayee.set(row.payeeId, [row]);
  }
  const holds: HeldRow[] = [];
  for (const list of byPayee.values()) {
    if (list.length < 2) continue;
    for (const row of list) {
      const facts = () => row;
      const found = findContainedNumber(row.invoiceNumber!, facts, list, (other) => other.seq < row.seq);
      if (found === undefined) continue;
      holds.push({
        rowId: row.id,
        detail:
          `not sent: the same invoice as ${describeEarlier(found.row)} (the number ${found.how} it, with the same ${found.compared}); ` +
          'correct or remove one of the two rows, or give --force to post both as different invoices',
      });
    }
  }
  return holds;
}

/**
 * Holds a run's later contained twins back as failed; returns how many. A twin whose own key the
 * journal records as created or in doubt is left to the plan, which skips or holds it as such:
 * "not sent" would tell the user an invoice already posted is safe to post again.
 */
export async function holdContainedTwins(
  statements: Pick<JournalStatements, 'send' | 'lists'>,
  runId: number,
  force: boolean,
  at: string,
): Promise<number> {
  if (force) return 0;
  // Only the columns the rule reads are read, not the whole row (27 columns): a run of a million
  // invoices is held in memory here, and every other step of upload reads it in pages.
  const staged: TwinFieldsRow[] = [];
  for (let afterId = 0; ;) {
    const page = await statements.lists.listStagedTwinFieldsPage(runId, afterId, PAGE);
    if (page.length === 0) break;
    staged.push(...page);
    afterId = page[page.length - 1]!.id;
  }
  staged.sort((a, b) => a.seq - b.seq);
  const holds = containedTwinHolds(staged);
  const byId = new Map(staged.map((row) => [row.id, row]));
  // A held row has a PayeeId and a number: the rule passes over rows without.
  const keys = holds.map((hold) => {
    const row = byId.get(hold.rowId)!;
    return { id: row.id, targetIdentity: row.targetIdentity, payeeId: row.payeeId, invoiceNumber: row.invoiceNumber };
  });
  const keyRows = await statements.send.findKeyRowsOf(keys);
  const open = holds.filter((_, i) => !keyRows[i]!.some(blocksPosting));
  return (await statements.send.recordHeld(open, at)).length;
}
