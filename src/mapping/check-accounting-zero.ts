/**
 * An accounting zero (` -   `, `$ -   `, ` -   € `: how Excel's accounting format shows 0, and what
 * it writes of such a cell to CSV) is read as 0 where its column's amounts are written in the same
 * accounting format, with the same currency sign on the same side and the same padding: that is
 * what the sheet shows. Elsewhere a lone dash may be a blank, a placeholder or a typo: a problem at
 * the cell that names it, and the amount is in no total.
 */
import type { SheetRow } from '../sheets/sheet-row.js';
import type { Candidate } from './build-candidate.js';
import { dropField, numberColumns, type NumberTable } from './check-decimal-comma.js';
import { accountingDress, isAccountingZero } from './parse-amount-text.js';

/** The dresses of the amounts (not zeros) of each number column of the file, by column name; read once, when first needed. */
export class AccountingFormatEvidence {
  private found: Promise<Map<string, Set<string>>> | undefined;

  constructor(private readonly tables: readonly NumberTable[]) {}

  /** True when column `name` has an amount dressed as `dress`. */
  async shows(name: string | undefined, dress: string): Promise<boolean> {
    this.found ??= this.look();
    return name !== undefined && dress !== '' && ((await this.found).get(name)?.has(dress) ?? false);
  }

  private async look(): Promise<Map<string, Set<string>>> {
    const dresses = new Map<string, Set<string>>();
    for (const table of this.tables) {
      const columns = numberColumns(table);
      if (columns.length === 0) continue;
      const opened = await table.open();
      try {
        for await (const batch of opened.batches) for (const row of batch) noteDresses(row, columns, dresses);
      } finally {
        await opened.close();
      }
    }
    return dresses;
  }
}

function noteDresses(
  row: SheetRow,
  columns: readonly { index: number; name: string }[],
  dresses: Map<string, Set<string>>,
): void {
  for (const { index, name } of columns) {
    const cell = row.cells[index];
    if (cell?.kind !== 'text' || !/\d/.test(cell.text) || isAccountingZero(cell.text)) continue;
    const dress = accountingDress(cell.text);
    if (dress === undefined) continue;
    if (!dresses.has(name)) dresses.set(name, new Set());
    dresses.get(name)?.add(dress);
  }
}

/** Makes each accounting zero of `candidate` whose column is not in its format a problem at its cell. */
export async function addAccountingZeroProblems(
  candidate: Candidate,
  evidence: AccountingFormatEvidence,
): Promise<void> {
  const { record } = candidate;
  for (const { problem, dress } of record.accountingZeros ?? []) {
    const field = problem.field ?? '';
    if (record.failed.has(field) || (await evidence.shows(problem.column, dress))) continue;
    record.problems.push({
      ...problem,
      message:
        "expected an amount; a lone dash is how Excel's accounting format shows zero (an accounting zero), but no other amount of this column is written in that format (the same currency sign, the same padding): write 0 if the amount is zero",
    });
    record.failed.add(field);
    dropField(candidate, field);
  }
}
