/**
 * A discount column is money taken off the invoice, never the ledger account a line is booked to.
 * Header words alone mislead here (French `Escompte` and Italian `Sconto` hold `compte` and
 * `conto`, the words for account), so a discount word in the header, or values written as money
 * (a currency sign beside an amount, `960,00 $`), refuses the account. Pure.
 */
import { foldText } from '../fold-text.js';
import type { ColumnProfile } from './profile-column.js';

// Discount, rebate and early-payment words: English, French, Spanish, Portuguese, Italian, German, Dutch, Czech, Polish,
// Danish; Estonian, Finnish, Latvian, Lithuanian, Turkish.
const DISCOUNT_WORD =
  /^(?:discount|discounts|rebate|rebates|escompte|escomptes|remise|remises|rabais|descuento|descuentos|desconto|descontos|bonificacion|bonificaciones|sconto|sconti|rabatt|rabatte|skonto|korting|kortingen|sleva|slevy|rabat|rabaty|allahindlus|alennus|atlaide|nuolaida|iskonto)$/;

/** True when one of the header's words names a discount. */
export function namesDiscount(header: string): boolean {
  return foldText(header)
    .split(/[^\p{L}]+/u)
    .some((word) => DISCOUNT_WORD.test(word));
}

/** True when most filled values are amounts written with a currency sign (`960,00 $`, `€ 12.50`): money, not a code. */
function writtenAsMoney(profile: ColumnProfile): boolean {
  let money = 0;
  profile.texts.forEach((text, row) => {
    if (text !== undefined && profile.amounts[row] !== undefined && /\p{Sc}/u.test(text)) money++;
  });
  return profile.filled > 0 && money * 2 > profile.filled;
}

/** The reason a ledger account cannot be read from this column, or undefined when it can. */
export function refuseDiscountAccount(profile: ColumnProfile): string | undefined {
  if (namesDiscount(profile.header)) return 'a ledger account, not a discount (money taken off the invoice)';
  if (writtenAsMoney(profile)) return 'a ledger account, not money (the values carry a currency sign)';
  return undefined;
}
