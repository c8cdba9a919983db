/**
 * Debit notes among the kinds a type column names: a supplier's further charge is no credit note,
 * save in a buyer's own register of purchases. Pure.
 */

// A debit note raises what is owed, like an invoice: a supplier's further charge, the opposite of a
// credit note beside it. Only in a buyer's own register, beside its purchases alone (India's Vyapar
// and Tally: Purchase / Debit Note), is it the buyer's note of a return that takes the amount off.
// Also the Romance languages' `Nota de Débito` (Honduras' SAR, Latin American registers), Colombia's
// `Nota débito electrónica`, Portuguese `Nota de Débito`, Italian `Nota di debito`, French `Note de débit`.
const DEBIT_NOTE = /debit ?(?:notes?|memos?)\b|डेबिट\s*नोट|\bnota (?:de |di )?d[eé]bito\b|\bnote de d[eé]bit\b/iu;
const BUYERS_PURCHASE = /^(?:purchases?|खरीद)$/iu;

/** True when a kind names a debit note: a charge infer reads, not a kind it cannot tell. */
export const namesDebitNote = (value: string) => DEBIT_NOTE.test(value);

/** The credits less the debit notes, save a buyer's debit notes beside its purchases alone. */
export function withoutDebitNotes(credits: readonly string[], values: readonly string[]): string[] {
  const debits = credits.filter((v) => DEBIT_NOTE.test(v));
  const others = values.filter((v) => !debits.includes(v));
  const buyersReturns = debits.length === credits.length && others.every((v) => BUYERS_PURCHASE.test(v.trim()));
  return buyersReturns ? [...credits] : credits.filter((v) => !debits.includes(v));
}
