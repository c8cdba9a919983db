/**
 * The last word on the line's money once the fields are derived: the taxable value over a total
 * that includes the taxes, a charge inside the VAT's base added to the Amount, and a tax with a
 * second tax beside it or part of it withheld left to the user. Pure but for the lists it is given.
 */
import { addChargeToAmount } from './add-charge-to-amount.js';
import type { FieldDoubt } from './choose-fields.js';
import { doubtAddedTax } from './doubt-added-tax.js';
import { doubtWithheldTax } from './doubt-withheld-tax.js';
import { preferTaxableValue } from './prefer-taxable-value.js';
import { sumDutyInBase } from './sum-duty-in-base.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine } from './render-proposal.js';

/** Settles the items' Amount and Tax against the columns of the main table and of the lines table, if any, and the invoice's fields. */
export function settleLineMoney(
  items: FieldLine[],
  doubts: FieldDoubt[],
  mainProfiles: readonly ColumnProfile[],
  lineProfiles: readonly ColumnProfile[],
  invoice: readonly FieldLine[],
): void {
  const ofLines = lineProfiles.length > 0 ? lineProfiles : mainProfiles;
  preferTaxableValue(items, ofLines);
  // A duty inside the VAT's base is charged too: summed into the Tax before a second tax is doubted.
  sumDutyInBase(items, ofLines);
  // A surcharge or freight inside the VAT's base is billed: with no total to check, Amount must hold it.
  addChargeToAmount(items, doubts, invoice, ofLines);
  doubtAddedTax(items, doubts, ofLines);
  doubtWithheldTax(
    items,
    doubts,
    [...mainProfiles, ...lineProfiles].map((p) => p.header),
  );
}
