/**
 * A statement's balance rows (`Opening Balance`, `Closing Balance`, `Balance brought forward`):
 * the account's running balance at the start and end of the period, written as a row of the
 * table with a date and an amount but no document number. Found by the label that fills its cell in a
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

// A header naming a document's own number: `Document No.`, `Invoice #`, `Reference`, `Belegnr.`.
const DOCUMENT_HEADER =
  /(?:^|[^\p{L}])(?:doc(?:ument)?|invoice|inv|bill|ref(?:erence)?|beleg|rechnung|facture|factura|fattura|factuur|faktura|no|nr|num(?:ber|ero)?|#)(?:[^\p{L}]|$)/iu;
// A number naming the account or party rather than the document: filled on a balance row too.
const PARTY_HEADER =
  /vendor|supplier|customer|account|creditor|kreditor|lieferant|fournisseur|proveedor|payee|tax|vat|gst/i;

/** Columns that number each document: named so, and distinct on the rows that carry no balance label. */
function documentColumns(table: SampledTable, labelIndex: number): number[] {
  const others = table.rows.filter((r) => !namesBalance(cellText(r.cells[labelIndex]).trim()));
  return table.headers.flatMap((header, index) => {
    if (index === labelIndex || !DOCUMENT_HEADER.test(header) || PARTY_HEADER.test(header)) return [];
    const filled = others.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== '');
    const distinct = filled.length > 1 && new Set(filled).size >= filled.length * 0.8;
    return distinct ? [index] : [];
  });
}

/**
 * The column whose labels mark balance rows among other texts, or undefined. A labelled row with a
 * document number is an invoice (AP ledgers migrated from another system carry open invoices as
 * `Balance forward`): its label is no balance's, so that no numbered invoice is skipped by it.
 */
export function findBalanceRows(table: SampledTable): BalanceRows | undefined {
  for (const [index, header] of table.headers.entries()) {
    const texts = table.rows.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== '');
    // A column of balance labels only is no table of documents with balances among them.
    if (!texts.some(namesBalance) || !texts.some((t) => !namesBalance(t))) continue;
    const documents = documentColumns(table, index);
    const labelled = table.rows.filter((r) => namesBalance(cellText(r.cells[index]).trim()));
    const numbered = (r: (typeof labelled)[number]) => documents.some((d) => cellText(r.cells[d]).trim() !== '');
    const onInvoices = new Set(labelled.filter(numbered).map((r) => cellText(r.cells[index]).trim()));
    const values = [
      ...new Set(labelled.filter((r) => !numbered(r)).map((r) => cellText(r.cells[index]).trim())),
    ].filter((label) => !onInvoices.has(label));
    if (values.length > 0) return { index, header, values };
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
