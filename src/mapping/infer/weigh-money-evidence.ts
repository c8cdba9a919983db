/**
 * Evidence against the money and status columns infer chose by name: a column of row types (Tax,
 * Shipping, Freight, Payment rows) means a row's amount is not always a line's net; an invoice
 * total that differs between the lines of one invoice is a line's amount; a header that says the
 * amount includes tax is not the net Amount; a status is the exporting system's, not the finance
 * system's. Each finding turns the choice into a doubt with its reason, so a proposal that
 * validates is never silently wrong money. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { findSignColumn, type SignColumn } from './find-sign-column.js';
import { findReturnsColumn, returnsReason } from './find-returns-column.js';
import { signCreditNotes, type CreditSigns } from './sign-credit-notes.js';
import { findRowTypeColumn, TAX_TYPES } from './find-row-type-column.js';
import { proposeTaxRowLines, type TaxRowLines } from './propose-tax-row-lines.js';
import { foldText } from '../fold-text.js';
import { variesWithinInvoice } from './compare-invoice-lines.js';

// "Inc-Tax Amount", "Amount Including VAT", "Gross Amount", "Brutto", "Montant TTC".
export const TAX_INCLUSIVE = /\b(?:inc|incl|including|inkl|inklusive|gross|brutto|ttc|with (?:tax|vat))\b/i;

// A register's registration, in the languages whose posting-date words say registration: `Data reg.`, `Registravimo data`.
const REGISTRATION = /\breg\b|registr|inregistrar|רישום|καταχωρ/;

/** Another amount column named as including tax, its values not the chosen one's (nor each line's: two on an invoice). */
export function taxInclusiveRival(chosen: FieldChoice, profiles: readonly ColumnProfile[], layout?: LayoutChoice) {
  return profiles.find(
    (p) =>
      p.index !== chosen.index &&
      TAX_INCLUSIVE.test(p.header) &&
      p.share.amount >= 0.95 &&
      !(layout?.type === 'grouped' && variesWithinInvoice(p, layout.invoiceOfRow)) &&
      p.amounts.some((a, row) => a !== undefined && a !== profiles[chosen.index]!.amounts[row]),
  )?.header;
}

/**
 * True when, row by row, an amount is 0 on two or more rows where the invoice amount is not, equal
 * to it on others, and never above it: what is left to pay (paid invoices 0, open ones in full),
 * whatever its header says (Dynamics GP's `Current Trx Amount`). A line's net is 0 only on a
 * tax-only invoice.
 */
export function leftToPay(amount: ColumnProfile, total: ColumnProfile): boolean {
  const abs = (v: bigint) => (v < 0n ? -v : v);
  let zero = 0;
  let equal = 0;
  for (const [row, a] of amount.amounts.entries()) {
    const t = total.amounts[row];
    if (a === undefined || t === undefined) continue;
    if (abs(a) > abs(t)) return false;
    if (a === 0n && t !== 0n) zero++;
    else if (a === t) equal++;
  }
  return zero >= 2 && equal >= 1;
}

/** The statuses the finance API takes in Invoice_Status (its spec: "Posted" is the one in use). */
const API_STATUSES = new Set(['posted']);

/** The doubt of an amount written beside a debit/credit flag, with the formula that applies the sign. */
function signReason(sign: SignColumn, amount: FieldChoice): string {
  const formula = `IF([${sign.header}] = "${sign.other}", -1, 1) * [${amount.header}]`;
  return `"${sign.header}" says whether "${amount.header}" is a debit or a credit (${sign.values.map((v) => `"${v}"`).join(', ')}): the amount has a sign to apply, e.g. { formula: '${formula}' } when "${sign.other}" marks a credit note`;
}

/** True when the column holds one value on every sampled row (at least five), as a payables account does. */
function oneValueThroughout(profile: ColumnProfile): boolean {
  return profile.filled >= 5 && profile.filled === profile.texts.length && profile.distinct === 1;
}

export interface MoneyDoubt {
  scope: 'invoice' | 'items';
  field: string;
  reason: string;
}

export interface MoneyEvidence {
  doubts: MoneyDoubt[];
  /** The lines' sums are no evidence: rows of other types are in them. */
  noSumCheck: string | undefined;
  /** A `taxRows` construct to suggest, as a comment: the type column and its tax values. */
  taxRows?: { header: string; values: string[]; line?: string | undefined } | undefined;
  /** Money fields written unsigned beside a credit-note type: the formulas that sign them. */
  creditSigns: CreditSigns;
  /** Tax rows posted as tax-only lines: the line's Amount and Tax by the row type, and the check. */
  taxRowLines?: TaxRowLines | undefined;
}

export interface WeighInput {
  invoice: readonly FieldChoice[];
  items: readonly FieldChoice[];
  mainProfiles: readonly ColumnProfile[];
  /** The profiles the item choices index: of the lines sheet, or of the main sheet. */
  lineProfiles: readonly ColumnProfile[];
  layout: LayoutChoice | undefined;
}

export function weighMoneyEvidence(input: WeighInput): MoneyEvidence {
  const doubts: MoneyDoubt[] = [];
  const get = (list: readonly FieldChoice[], field: string) => list.find((c) => c.field === field);
  let noSumCheck: string | undefined;
  let taxRows: MoneyEvidence['taxRows'];

  const types = findRowTypeColumn(input.lineProfiles);
  const lineAmount = get(input.items, 'Amount');
  // Tax rows whose amounts make the total with the lines' are posted as tax-only lines.
  const taxRowLines =
    types && lineAmount && !get(input.items, 'Tax')
      ? proposeTaxRowLines({ types, amount: lineAmount, total: get(input.invoice, 'Invoice_Amount'), ...input })
      : undefined;
  if (types && !taxRowLines) {
    const kinds = types.charges.map((c) => `"${c}"`).join(', ');
    for (const field of ['Amount', 'Tax']) {
      const c = get(input.items, field);
      if (c)
        doubts.push({
          scope: 'items',
          field,
          reason: `"${types.header}" marks rows as ${kinds}: on those rows "${c.header}" is not a line's ${field === 'Amount' ? 'net amount' : 'tax'}; map Amount and Tax by the row type (docs/mapping.md, Row types)`,
        });
    }
    const taxValues = types.charges.filter((c) => TAX_TYPES.test(c.toLowerCase()));
    // A tax row folds into a line of its own invoice, which the one-row layout does not have.
    if (taxValues.length > 0 && input.layout && input.layout.type !== 'one-row')
      taxRows = { header: types.header, values: taxValues };
    noSumCheck = `"${types.header}" marks rows as ${kinds}: lines that add up while those rows count as net amounts prove nothing, so no sumLines check is proposed`;
  }

  const amount = get(input.items, 'Amount');
  if (amount && !types && TAX_INCLUSIVE.test(amount.header))
    doubts.push({
      scope: 'items',
      field: 'Amount',
      reason: `"${amount.header}" says it includes tax; Amount is the line's net amount`,
    });

  const total = get(input.invoice, 'Invoice_Amount');
  if (
    total &&
    input.layout?.type === 'grouped' &&
    variesWithinInvoice(input.mainProfiles[total.index]!, input.layout.invoiceOfRow)
  )
    doubts.push({
      scope: 'invoice',
      field: 'Invoice_Amount',
      reason: `"${total.header}" differs between the lines of one invoice: a line's amount, not the invoice total${total.alternatives.length > 0 ? `; check ${total.alternatives.map((a) => `"${a}"`).join(', ')}` : ''}`,
    });

  // One row per invoice: the one line's amount is the invoice's, less tax at most; never what is left of it.
  if (total && amount && input.layout?.type === 'one-row' && input.lineProfiles === input.mainProfiles) {
    if (leftToPay(input.mainProfiles[amount.index]!, input.mainProfiles[total.index]!))
      doubts.push({
        scope: 'items',
        field: 'Amount',
        reason: `"${amount.header}" is 0 on some invoices and "${total.header}" on others: what is left to pay, not the line's amount`,
      });
  }

  const grossColumn =
    total && !TAX_INCLUSIVE.test(total.header) ? taxInclusiveRival(total, input.mainProfiles, input.layout) : undefined;
  if (total && grossColumn)
    doubts.push({
      scope: 'invoice',
      field: 'Invoice_Amount',
      reason: `"${grossColumn}" says it includes tax and differs from "${total.header}": the invoice amount is the gross`,
    });

  // An amount beside a debit/credit flag has a sign the amount column does not carry.
  const mainSign = findSignColumn(input.mainProfiles);
  const lineSign = input.lineProfiles === input.mainProfiles ? mainSign : findSignColumn(input.lineProfiles);
  for (const [scope, list, sign] of [
    ['invoice', input.invoice, mainSign],
    ['items', input.items, lineSign],
  ] as const) {
    for (const field of ['Invoice_Amount', 'Amount', 'Tax']) {
      const c = get(list, field);
      if (c && sign && !doubts.some((d) => d.field === field))
        doubts.push({ scope, field, reason: signReason(sign, c) });
      // Returns in a column of their own make a row a credit that no amount's sign shows.
      const returns = findReturnsColumn(scope === 'invoice' ? input.mainProfiles : input.lineProfiles);
      if (c && returns && !doubts.some((d) => d.field === field))
        doubts.push({ scope, field, reason: returnsReason(returns, c) });
    }
  }

  // A credit note's amount is often written unsigned beside its document type.
  const creditSigns = signCreditNotes(
    input,
    (scope, field) =>
      doubts.some((d) => d.field === field && d.scope === scope) ||
      (taxRowLines !== undefined && scope === 'items' && (field === 'Amount' || field === 'Tax')),
  );
  doubts.push(...creditSigns.doubts);

  const account = get(input.items, 'GLAccount');
  if (account && oneValueThroughout(input.lineProfiles[account.index]!))
    doubts.push({
      scope: 'items',
      field: 'GLAccount',
      reason: `"${account.header}" holds "${input.lineProfiles[account.index]!.texts[0]}" on every row: one account for all lines is the payables or bank account, not a line's expense account`,
    });

  // A register's registration date (Data reg.) is when the exporting book recorded the document, beside its own date.
  const registered = get(input.invoice, 'Posted_Date');
  const plain = foldText(registered?.header ?? '');
  if (registered && get(input.invoice, 'Invoice_Date') && REGISTRATION.test(plain))
    doubts.push({
      scope: 'invoice',
      field: 'Posted_Date',
      reason: `"${registered.header}" is the date the exporting system's register recorded the document, not the document's: map it if the finance system should book on that date`,
    });

  const status = get(input.invoice, 'Invoice_Status');
  const statusValues = status
    ? [...new Set(input.mainProfiles[status.index]!.texts.filter((t): t is string => t !== undefined))]
    : [];
  // Only a column written for the finance model, holding the API's own statuses, is posted as it is:
  // an exporting system's "Posted" is its own state, named alike by chance.
  const forTheModel = status?.header.trim() === 'Invoice_Status';
  if (status && !(forTheModel && statusValues.every((v) => API_STATUSES.has(v.toLowerCase())))) {
    const values = statusValues.slice(0, 3);
    doubts.push({
      scope: 'invoice',
      field: 'Invoice_Status',
      reason: `"${status.header}" is the exporting system's status (${values.map((v) => `"${v}"`).join(', ')}); the finance system's status is not guessed: map its values if you post them`,
    });
  }
  return { doubts, noSumCheck, taxRows: taxRowLines?.fold ?? taxRows, creditSigns, taxRowLines };
}
