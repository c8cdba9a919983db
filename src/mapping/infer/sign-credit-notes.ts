/**
 * Money fields beside a document-type column that lists credit notes: such exports often write a
 * credit note's amount without its sign, so the amount alone would post a credit note as an
 * invoice. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { findCreditTypeColumn, type CreditTypeColumn } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';

/** The doubt of an amount beside a document type that lists credit notes, with the formula that applies the sign. */
function creditReason(type: CreditTypeColumn, amount: FieldChoice): string {
  const test = type.credits.map((v) => `[${type.header}] = "${v}"`).join(', ');
  const formula = `IF(${type.credits.length > 1 ? `OR(${test})` : test}, -1, 1) * [${amount.header}]`;
  return `"${type.header}" lists credit notes (${type.credits.map((v) => `"${v}"`).join(', ')}) beside invoices, and "${amount.header}" may not carry their sign: check a credit note's row, and if its amount is unsigned use e.g. { formula: '${formula}' }`;
}

/** True when the sample shows the amount signed by the type: negative on each credit note, not on the invoices. */
function signedByType(type: CreditTypeColumn, typeProfile: ColumnProfile, amount: ColumnProfile): boolean {
  let credits = 0;
  const signed = typeProfile.texts.every((t, row) => {
    const value = amount.amounts[row];
    if (t === undefined || value === undefined) return true;
    const credit = type.credits.includes(t);
    if (credit) credits++;
    return credit ? value <= 0n : value >= 0n;
  });
  return signed && credits > 0;
}

export interface CreditSignInput {
  invoice: readonly FieldChoice[];
  items: readonly FieldChoice[];
  mainProfiles: readonly ColumnProfile[];
  /** The profiles the item choices index: of the lines sheet, or of the main sheet. */
  lineProfiles: readonly ColumnProfile[];
}

export interface CreditDoubt {
  scope: 'invoice' | 'items';
  field: string;
  reason: string;
}

/** The money fields a credit-note type column casts doubt on; `doubted` says which fields already are. */
export function signCreditNotes(
  input: CreditSignInput,
  doubted: (scope: 'invoice' | 'items', field: string) => boolean,
): CreditDoubt[] {
  const doubts: CreditDoubt[] = [];
  const get = (list: readonly FieldChoice[], field: string) => list.find((c) => c.field === field);
  const mainCredit = findCreditTypeColumn(input.mainProfiles);
  const lineCredit =
    input.lineProfiles === input.mainProfiles ? mainCredit : (findCreditTypeColumn(input.lineProfiles) ?? mainCredit);
  // The type column's rows line up with the amount's only on the sheet it was found on.
  const lineTypeProfiles = lineCredit === mainCredit ? input.mainProfiles : input.lineProfiles;
  for (const [scope, list, type, typeProfiles, profiles] of [
    ['invoice', input.invoice, mainCredit, input.mainProfiles, input.mainProfiles],
    ['items', input.items, lineCredit, lineTypeProfiles, input.lineProfiles],
  ] as const) {
    for (const field of ['Invoice_Amount', 'Amount', 'Tax']) {
      const c = get(list, field);
      if (!c || !type || doubted(scope, field)) continue;
      if (typeProfiles === profiles && signedByType(type, typeProfiles[type.index]!, profiles[c.index]!)) continue;
      doubts.push({ scope, field, reason: creditReason(type, c) });
    }
  }
  return doubts;
}
