/**
 * A statement's balance rows (`Opening Balance`, `Closing Balance`, `Balance brought forward`):
 * the account's running balance at the start and end of the period, written as a row of the
 * table with a date and an amount but no document. Found by the label that fills its cell in a
 * column of other texts (the descriptions), for a `skipRows` rule that names the labels. Pure.
 */
import { foldText } from '../fold-text.js';
import { cellText } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

export interface BalanceRows {
  index: number;
  header: string;
  /** The balance labels, as the sample writes them. */
  values: string[];
}

// The whole cell: English, German, French, Spanish, Dutch and Scandinavian statements' balance lines.
const BALANCE_LABEL =
  /^(?:(?:opening|closing|previous|prior|starting|beginning|ending|final)\s+balance|balance\s+(?:brought|carried)\s+forward|balance\s+forward|balance\s+[bc]\/[fd]|anfangssaldo|endsaldo|schlusssaldo|saldovortrag|solde\s+(?:d'ouverture|initial|final|de\s+cloture|precedent|anterieur)|saldo\s+(?:inicial|final|anterior|iniziale|finale|precedente)|beginsaldo|eindsaldo|ingaende\s+saldo|utgaende\s+saldo|inngaende\s+saldo)\s*:?$/i;

/** True when a cell's text is a balance line's label. */
const namesBalance = (text: string) => BALANCE_LABEL.test(foldText(text).trim());

/** The column whose labels mark balance rows among other texts, or undefined. */
export function findBalanceRows(table: SampledTable): BalanceRows | undefined {
  for (const [index, header] of table.headers.entries()) {
    const texts = table.rows.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== '');
    const values = [...new Set(texts.filter(namesBalance))];
    // A column of balance labels only is no table of documents with balances among them.
    if (values.length > 0 && texts.some((t) => !namesBalance(t))) return { index, header, values };
  }
  return undefined;
}

/** The rule that skips the balance rows by their labels. */
export function balanceSkipRule(rows: BalanceRows): SkipProposal {
  return {
    name: 'balance',
    letter: '',
    column: rows.header,
    equals: rows.values,
    why: "the statement's balance at the start or end of the period, not an invoice",
  };
}
