/**
 * Books that number a credit note in a column of its own (SENIAT's `Nº Nota de Crédito`, a
 * `Credit Note No.`) leave the invoice-number column blank on its row: mapped as it is, the credit
 * note would post without a number. Where a credit-note number column is filled on exactly the rows
 * the invoice number is blank on, Invoice_Number takes it there. Pure.
 */
import { namesCredit } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { namesOtherDocument } from './read-other-document-header.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** True when `other` is filled on exactly the rows `number` is blank on, and both on some. */
function fillsTheBlanks(number: ColumnProfile, other: ColumnProfile): boolean {
  if (number.filled === 0 || other.filled === 0) return false;
  return number.texts.every((t, row) => (t === undefined) !== (other.texts[row] === undefined));
}

/** The invoice lines with Invoice_Number falling back to the credit note's own number, where the values show it. */
export function fillCreditNumber(invoice: readonly FieldLine[], profiles: readonly ColumnProfile[]): FieldLine[] {
  const at = invoice.findIndex((l) => l.field === 'Invoice_Number');
  const number = profiles.find((p) => at >= 0 && yamlScalar(p.header) === invoice[at]!.spec);
  if (!number) return [...invoice];
  // A credit note's own number, not the number of the invoice it corrects (`Nº Factura Afectada`).
  const credit = profiles.find(
    (p) => p !== number && namesCredit(p.header) && !namesOtherDocument(p.header) && fillsTheBlanks(number, p),
  );
  if (!credit) return [...invoice];
  const quoted = (h: string) => `[${h.replace(/'/g, "''")}]`;
  const line: FieldLine = {
    field: 'Invoice_Number',
    spec: `{ formula: 'IF(ISBLANK(${quoted(number.header)}), ${quoted(credit.header)}, ${quoted(number.header)})' }`,
    comment: `"${number.header}" is blank on the ${credit.filled} rows "${credit.header}" numbers: a credit note's number is its own`,
  };
  return invoice.map((l, i) => (i === at ? line : l));
}
