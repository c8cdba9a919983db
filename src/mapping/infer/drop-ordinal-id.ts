/**
 * An ordinal chosen as InvoiceId by its header (Arabic `الرقم`, "the number"; `Número`): a
 * column whose values count the rows 1, 2, 3 in their order, in any script's digits, says where a
 * row stands in the export. Beside a column of the suppliers' invoice numbers it is no id: the id
 * is then built from the supplier and that number. Pure but for removing the choice.
 */
import { foldDigitScripts } from '../../invoice/fold-digit-scripts.js';
import type { FieldChoices } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';

/** Fewer rows counted 1, 2, 3 may be a short register's own numbers; more are its rows. */
const COUNTED_ROWS = 5;

/** True when every row is numbered by its place from 1, in any script's digits. */
export function numbersRowsAnyDigits(profile: ColumnProfile): boolean {
  const counts = profile.texts.map((t) => {
    const folded = foldDigitScripts(t?.trim() ?? '');
    return folded.ok ? folded.text : '';
  });
  return counts.length >= COUNTED_ROWS && counts.every((t, i) => t === String(i + 1));
}

/** Removes an InvoiceId that counts the rows where another column holds the invoice number. */
export function dropOrdinalId(choices: FieldChoices, profiles: readonly ColumnProfile[]): void {
  const id = choices.chosen.find((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  const number = choices.chosen.find((c) => c.scope === 'invoice' && c.field === 'Invoice_Number');
  if (!id || !number || number.index === id.index || !numbersRowsAnyDigits(profiles[id.index]!)) return;
  choices.chosen.splice(choices.chosen.indexOf(id), 1);
}
