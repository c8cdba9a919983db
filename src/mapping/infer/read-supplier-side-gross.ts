/**
 * A ledger export of incoming invoices that writes each posting from the supplier's account:
 * BMD NTCS's `konto` (the creditor), `gkonto` (the cost account), `betrag` the gross credited to
 * the supplier (negative on an invoice) and `steuer` the input VAT (positive). Mapped as it is, the
 * amount posts an invoice as a negative gross. The values tell it: the amount and the tax opposite
 * in sign on every taxed row, the amount negative on most, and a counter account column beside them
 * (a register of credit notes is signed so too, and has none: it gets a doubt); the rate beside them says whether the
 * amount holds the tax. Then the line's net is a formula, the invoice amount the lines added up
 * and the cost account the counter account. Pure but for the lists it is given.
 */
import type { FieldDoubt } from './choose-fields.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import type { ColumnProfile } from './profile-column.js';
import { ENOUGH_TAXED_ROWS, rateColumns, readRateOfAmount } from './read-rate-of-amount.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// A posting's counter account: German `Gegenkonto` (BMD's `gkonto`, DATEV's `Gegenkonto`), Dutch
// `Tegenrekening`, Swedish and Norwegian `Motkonto`, Danish `Modkonto`, French `Contrepartie`,
// Italian `Contropartita`, Spanish `Contrapartida`, English contra, counter or offset account.
const COUNTER_HEADER =
  /^(?:g(?:egen)?ko?n?to?(?:nr|nummer)?|gegenkto|tegenrekening|motkonto|modkonto|contrepartie|contropartita|contrapartida|(?:contra|counter|offset)(?:account|acct|ac)(?:no|number)?)$/;

const key = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A column of account numbers headed as a posting's counter account (`gkonto`, `Gegenkonto`, `Contra Account`). */
const isCounterAccount = (p: ColumnProfile) =>
  COUNTER_HEADER.test(key(p.header)) && p.filled > 0 && p.share.words < 0.5;

interface Signed {
  /** Taxed rows on which the amount and the tax are opposite in sign. */
  opposite: number;
  /** Rows on which the amount is negative, of the rows with an amount. */
  negative: number;
  rows: number;
}

function countSigns(amount: ColumnProfile, tax: ColumnProfile): Signed | undefined {
  let opposite = 0;
  let negative = 0;
  let rows = 0;
  for (const [row, a] of amount.amounts.entries()) {
    if (a === undefined || a === 0n) continue;
    rows++;
    if (a < 0n) negative++;
    const t = tax.amounts[row];
    if (t === undefined || t === 0n) continue;
    // A tax on the same side as its amount: the file does not write postings from the supplier's side.
    if (t < 0n === a < 0n) return undefined;
    opposite++;
  }
  return { opposite, negative, rows };
}

/**
 * Reads an amount written from the supplier's side, where the items map `Amount` and `Tax` to
 * columns as they are: rewrites the Amount, the invoice's total and the cost account, or leaves
 * the Amount a doubt with its reason.
 */
export function readSupplierSideGross(
  invoice: FieldLine[],
  items: FieldLine[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
): void {
  const column = (field: string, lines: readonly FieldLine[]) => {
    const line = lines.find((l) => l.field === field);
    return line && profiles.find((p) => yamlScalar(p.header) === line.spec);
  };
  const amount = column('Amount', items);
  // A tax doubted for not being a rate of the amount as net (it is one of the gross) is read too.
  const taxDoubt = doubts.findIndex((d) => d.scope === 'items' && d.field === 'Tax' && d.headers.length === 1);
  const doubtedTax = taxDoubt >= 0 ? profiles.find((p) => p.header === doubts[taxDoubt]!.headers[0]) : undefined;
  const tax = column('Tax', items) ?? doubtedTax;
  if (!amount || !tax) return;
  const signs = countSigns(amount, tax);
  if (!signs || signs.opposite < ENOUGH_TAXED_ROWS || signs.negative * 2 <= signs.rows) return;
  const readings = rateColumns(profiles, amount, tax).map((r) => ({
    rate: r,
    reading: readRateOfAmount(amount, tax, r),
  }));
  const read = readings.find((r) => r.reading !== 'unknown');
  const sides = `"${amount.header}" is negative on ${signs.negative} of ${signs.rows} rows and "${tax.header}" opposite in sign on every taxed row: the amount is written from the supplier's side`;
  const at = items.findIndex((l) => l.field === 'Amount');
  // Credit notes are written so too (net negative, tax unsigned): only a posting's counter account says supplier side.
  if (!profiles.some((p) => isCounterAccount(p))) {
    const formula = read?.reading === 'net' ? `-[${amount.header}]` : `-[${amount.header}] - [${tax.header}]`;
    doubts.push({
      scope: 'items',
      field: 'Amount',
      headers: [],
      spec: formulaSpec(formula),
      reason: `"${amount.header}" is negative on ${signs.negative} of ${signs.rows} rows and "${tax.header}" opposite in sign on every taxed row, as a ledger writes postings from the supplier's side, but no counter account column says it is one: a register of credit notes is written so too, and keeps "${amount.header}"`,
    });
    return;
  }
  if (!read) {
    items.splice(at, 1);
    doubts.push({
      scope: 'items',
      field: 'Amount',
      headers: [],
      spec: formulaSpec(`-[${amount.header}] - [${tax.header}]`),
      reason: `${sides}; this is the net if "${amount.header}" is the gross, { formula: '-[${amount.header}]' } if it is the net (no rate column tells which)`,
    });
    return;
  }
  const gross = read.reading === 'gross';
  if (!column('Tax', items)) {
    doubts.splice(taxDoubt, 1);
    items.push({
      field: 'Tax',
      spec: yamlScalar(tax.header),
      comment: `"${read.rate.header}" of "${amount.header}" ${gross ? 'with' : 'without'} the tax on every taxed row`,
    });
    inCatalogOrder('items', items);
  }
  items[at] = {
    field: 'Amount',
    spec: formulaSpec(gross ? `-[${amount.header}] - [${tax.header}]` : `-[${amount.header}]`),
    comment: `${sides}; "${tax.header}" is "${read.rate.header}" of it ${gross ? 'with' : 'without'} the tax on every taxed row`,
  };
  // The lines' net and tax are now the invoice's: its total is their sum.
  if (!invoice.some((l) => l.field === 'Invoice_Amount')) {
    doubts.splice(0, doubts.length, ...doubts.filter((d) => !(d.scope === 'invoice' && d.field === 'Invoice_Amount')));
    invoice.push({
      field: 'Invoice_Amount',
      spec: LINES_TOTAL,
      comment: `no column holds the invoice's total: the lines' net and tax added up`,
    });
    inCatalogOrder('invoice', invoice);
  }
  preferCounterAccount(items, profiles, amount);
}

/**
 * The account the amounts are signed for is credited on invoices: the supplier's. Its counter
 * account, where the file names one, is the cost account.
 */
function preferCounterAccount(items: FieldLine[], profiles: readonly ColumnProfile[], amount: ColumnProfile): void {
  const at = items.findIndex((l) => l.field === 'GLAccount');
  const account = at >= 0 ? profiles.find((p) => yamlScalar(p.header) === items[at]!.spec) : undefined;
  const counter = profiles.find((p) => p !== account && isCounterAccount(p));
  if (!counter || (account && COUNTER_HEADER.test(key(account.header)))) return;
  const line: FieldLine = {
    field: 'GLAccount',
    spec: yamlScalar(counter.header),
    comment: account
      ? `"${account.header}" is credited "${amount.header}" on invoices: the supplier's account; its counter account is the cost account`
      : `the counter account of the supplier's postings: the cost account`,
  };
  if (at >= 0) items[at] = line;
  else items.push(line);
  inCatalogOrder('items', items);
}
