/**
 * The shape every page screen of earlier rows shares (hold-other-payee-rows.ts,
 * hold-same-invoice-id-rows.ts): one statement finds the page's candidates, a pure plan decides each
 * staged row from its candidates, and the rows held are recorded skipped with their detail, nothing sent.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { SkippedRow } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import type { OtherPayeeSubject } from '../plan-other-payee.js';

/** A candidate the journal found for a staged row of the page, with that row's date, amount and currency. */
interface Candidate {
  stagedId: number;
  stagedDate: string | null;
  stagedAmount: string | null;
  stagedCurrency: string | null;
}

/** The staged row's date, amount and currency, as a candidate row of the page statements carries them. */
export function stagedFactsOf(candidate: Omit<Candidate, 'stagedId'>): OtherPayeeSubject {
  return {
    invoiceDate: candidate.stagedDate,
    invoiceAmount: candidate.stagedAmount,
    currencyCode: candidate.stagedCurrency,
  };
}

/** The rows of the page still to be planned, and the outcomes recorded for the others. */
export async function holdPageRows<C extends Candidate>(
  tx: JournalStatements,
  page: readonly StagedInvoice[],
  at: string,
  find: (afterId: number, throughId: number) => Promise<readonly C[]>,
  plan: (staged: OtherPayeeSubject, candidates: readonly C[]) => string | undefined,
): Promise<{ rest: StagedInvoice[]; decided: OutcomeWord[] }> {
  const first = page[0];
  const last = page[page.length - 1];
  if (first === undefined || last === undefined) return { rest: [...page], decided: [] };
  const found = await find(first.id - 1, last.id);
  if (found.length === 0) return { rest: [...page], decided: [] };
  const byStagedId = new Map<number, C[]>();
  for (const row of found) byStagedId.set(row.stagedId, [...(byStagedId.get(row.stagedId) ?? []), row]);
  const holds: SkippedRow[] = [];
  for (const [stagedId, rows] of byStagedId) {
    const detail = plan(stagedFactsOf(rows[0]!), rows);
    if (detail !== undefined) holds.push({ rowId: stagedId, instanceId: undefined, detail });
  }
  const recorded = new Set(await tx.send.recordSkipped(holds, at));
  return {
    rest: page.filter((row) => !recorded.has(row.id)),
    decided: holds.filter((hold) => recorded.has(hold.rowId)).map((hold) => wordOfUnsent('skipped', hold.detail)),
  };
}
