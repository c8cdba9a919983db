/**
 * Whether the sampled values of a column can be the values of a field: a flag needs Y/N-like
 * values, an amount amounts, a date dates, a code short codes, a line number small whole numbers.
 * Returns the reason when they cannot, so `mapping infer` can say why it did not propose the
 * column. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { spreadsheetErrorOf } from '../../sheets/spreadsheet-error-value.js';
import type { FieldKind } from '../field-catalog.js';
import type { ColumnProfile } from './profile-column.js';
import { holdsDocumentTypeCodes } from './read-document-type-codes.js';
import { holdsNumberCodes } from './read-description-codes.js';
import { holdsWithheldMoney } from './read-withheld-money.js';
import { ratesRefused } from './holds-rates.js';
import { holdsStrayCurrency } from './read-stray-currency.js';
import { refuseDiscountAccount } from './refuse-discount-account.js';

const MOST = 0.95;

/** What the column holds, for reasons: `amounts`, `codes like "VSt19"`. */
export function describeValues(profile: ColumnProfile): string {
  const example = profile.texts.find((t) => t !== undefined) ?? '';
  const { share } = profile;
  if (share.date >= MOST) return `dates like "${example}"`;
  if (share.percent >= MOST) return `percentages like "${example}"`;
  if (share.amount >= MOST) return `${share.decimal > 0 ? 'amounts' : 'numbers'} like "${example}"`;
  if (share.flag >= MOST) return `flags like "${example}"`;
  if (share.code >= MOST) return `codes like "${example}"`;
  return `text like "${example}"`;
}

/** Why a column of a system's own currency codes is refused, naming those codes (not the ISO ones beside them). */
function ownCodesReason(texts: readonly string[]): string {
  const own = [...new Set(texts.filter((t) => /^[A-Z]{3}$/.test(t) && !isIsoCurrency(t)))].slice(0, 3);
  return `an ISO 4217 currency code, not a system's own (${own.map((c) => `"${c}"`).join(', ')})`;
}

function kindReason(kind: FieldKind, p: ColumnProfile): string | undefined {
  const s = p.share;
  const texts = p.texts.filter((t): t is string => t !== undefined);
  switch (kind) {
    case 'amount':
      return s.amount >= MOST && s.date < 0.5 ? undefined : 'an amount';
    case 'date':
      return s.date >= MOST ? undefined : 'a date';
    case 'flag':
      return s.flag >= MOST ? undefined : 'Y or N';
    case 'rate': {
      const inRange = p.amounts.every((a) => a === undefined || (a >= 0n && a <= 1000000n));
      // Codes padded with a zero (`01`, `02`: a withholding's type) are no rates, which are written unpadded.
      const padded = texts.length > 0 && texts.every((t) => /^0\d$/.test(t));
      if (!(s.amount >= MOST && inRange && !padded)) return 'a tax rate';
      // Tax amounts under 100 (a VAT book's `VAT 8%`) are in range too: the values must be rates.
      return ratesRefused(p);
    }
    case 'currency':
      // Three letters ISO 4217 does not list (AFIP's PES and DOL, RMB) are a system's own codes: posted as written, they would be wrong.
      if (s.currency >= MOST && texts.every((t) => !/^[A-Z]{3}$/.test(t) || isIsoCurrency(t))) return undefined;
      // One code ISO does not list among hundreds that it does is a typing mistake, reported at its row.
      if (s.currency >= MOST && holdsStrayCurrency(texts)) return undefined;
      return s.currency >= MOST ? ownCodesReason(texts) : 'a three-letter currency code';
    case 'country':
      return texts.every((t) => /^[A-Z]{2}$/i.test(t)) ? undefined : 'a two-letter country code';
    case 'year':
      return texts.every((t) => /^(?:19|20)\d\d$/.test(t)) ? undefined : 'a four-digit year';
    case 'email':
      return texts.every((t) => t.includes('@')) ? undefined : 'an e-mail address';
    case 'text':
      return undefined;
  }
}

/** Text fields that hold numbers or codes, never amounts with decimals or dates. */
const CODE_FIELDS = new Set([
  'InvoiceId',
  'PayeeId',
  'Invoice_Number',
  'PurchaseOrder',
  'GLAccount',
  'CostObject',
  'TaxCode',
  'CompCode',
  'WBSE',
  'ChargeCode',
  'Record_Id',
]);

/**
 * Undefined when the values support `field`; otherwise what the field needs, e.g. `Y or N`.
 * An empty column supports nothing.
 */
export function valuesRefuse(field: string, kind: FieldKind, profile: ColumnProfile): string | undefined {
  if (profile.filled === 0) return 'values (the column is empty in the sample)';
  // A column of `#REF!` (an IMPORTRANGE or VLOOKUP that failed in the sheet) holds no value of any field.
  if (profile.texts.every((t) => t === undefined || spreadsheetErrorOf(t) !== undefined))
    return 'values, not spreadsheet errors';
  const reason = kindReason(kind, profile);
  if (reason) return reason;
  const s = profile.share;
  // A checkbox column (`Approved`: TRUE/FALSE) names no approver, however close its header.
  if (kind === 'text' && s.flag >= MOST) return 'text, not a yes/no flag';
  if (field === 'Tax' && s.code >= 0.5 && s.amount < MOST) return 'a tax amount';
  if (field === 'Line_Number' || field === 'Hours') {
    const small = profile.amounts.every((a) => a === undefined || (a >= 0n && a < 100000000n));
    if (field === 'Line_Number' && (s.whole < MOST || !small)) return 'small whole numbers';
    // Rows without a number (Tradeshift's tax rows under `Line ID`) are lines too: counted in sequence.
    if (field === 'Line_Number' && profile.filled < profile.texts.length)
      return 'a number on every line (the column is blank on some rows)';
    if (field === 'Hours' && s.amount < MOST) return 'a number of hours';
  }
  // A status or a type repeats a handful of values; a number or an id differs from invoice to invoice.
  if (
    (field === 'Invoice_Number' || field === 'InvoiceId') &&
    profile.filled >= 10 &&
    profile.distinct * 10 <= profile.filled
  )
    return 'values that differ from invoice to invoice';
  if ((field === 'Invoice_Number' || field === 'InvoiceId') && holdsDocumentTypeCodes(profile))
    return 'values that differ from invoice to invoice (these are document type codes: 380 an invoice, 381 a credit note)';
  if (CODE_FIELDS.has(field) && (s.date >= 0.5 || (s.decimal >= 0.5 && s.whole < 0.5))) return 'an id or code';
  if (field === 'Description' && holdsNumberCodes(profile))
    return 'text that describes the line (the values are short number codes, a kind listed elsewhere)';
  if (field === 'GLAccount' && holdsWithheldMoney(profile))
    return 'a ledger account, not money withheld (the header names a withholding, or a value is zero)';
  const discount = field === 'GLAccount' || field === 'CostObject' ? refuseDiscountAccount(profile) : undefined;
  if (discount) return discount;
  if ((field === 'GLAccount' || field === 'CostObject') && holdsIbans(profile))
    return 'a ledger account, not a bank account (the values are IBANs)';
  if (field === 'TaxCode' && negatedCode(profile))
    return 'a code without a sign (it holds codes written negated, e.g. "-M81" beside "M81": the minus marks a reversed booking)';
  return undefined;
}

// An IBAN: country, check digits, then 11 to 30 letters and digits (written in groups of four or not).
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * True when most values are IBANs: Dutch bank and payment exports name the counterparty's bank
 * account `Tegenrekening`, the word ledgers use for a booking's contra account.
 */
function holdsIbans(profile: ColumnProfile): boolean {
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  return texts.filter((t) => IBAN.test(t.replace(/ /g, '').toUpperCase())).length * 2 > texts.length;
}

/** True when a code column writes some of its codes negated beside the same code unsigned (Banana's `-M81` and `M81`). */
function negatedCode(profile: ColumnProfile): boolean {
  const codes = new Set(profile.texts.filter((t): t is string => t !== undefined));
  return [...codes].some((c) => /^-\p{L}/u.test(c) && codes.has(c.slice(1)));
}
