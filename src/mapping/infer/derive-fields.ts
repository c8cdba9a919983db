/**
 * The fields that follow from the chosen columns and the layout: the invoice number from the id,
 * the one line's amount as the invoice amount and the invoice's as the line's, line numbers in
 * sequence, the currency from the amounts; and the check of one amount that may be net or gross.
 * The key columns' checks, the line columns' checks, InvoiceId built from the key and the sumLines
 * check are each a file of their own.
 * Pure.
 */
import type { SheetRow } from '../../sheets/sheet-row.js';
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import { findTaxOfNet } from './find-net-column.js';
import { findLineCounter } from './find-line-counter.js';
import { keepInvoiceRows } from './keep-invoice-rows.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine, Proposal } from './render-proposal.js';
import type { SampledTable } from './sampled-table.js';
import { weighMoneyEvidence } from './weigh-money-evidence.js';
import { inCatalogOrder, lineOf } from './write-field-lines.js';
import { doubtLineColumns } from './doubt-line-columns.js';
import { signColumnSum, signUnsignedLines } from './sign-credit-notes.js';
import { placeInvoiceTotal } from './place-invoice-total.js';
import { fillFromPair } from './propose-debit-credit.js';
import { taxFromGross } from './derive-tax-from-gross.js';
import { grossOrNetDoubt } from './weigh-gross-or-net.js';
import { netFromGross } from './derive-net-from-gross.js';
import { doubtField as doubt } from './doubt-field.js';
import { doubtKeyColumns } from './doubt-key-columns.js';
import { buildInvoiceId, voucherIdAlternative } from './build-invoice-id.js';
import { readSupplierNumberId } from './read-supplier-number-id.js';
import { proposeSumCheck } from './propose-sum-check.js';
import { sumRateColumns } from './sum-rate-columns.js';
import { sumInclusiveBands } from './sum-inclusive-bands.js';
import { doubtRateSums } from './doubt-left-out-bands.js';
import { totalFromLines } from './propose-lines-total.js';
import { proposeVoucherLines } from './propose-voucher-lines.js';
import { proposeSignedVoucherLines } from './propose-signed-voucher-lines.js';
import { doubtVatAccountLine } from './doubt-vat-account-line.js';
import {
  descriptionFromComments,
  invoiceAmountFromLine,
  lineAmountFromInvoice,
  type Filled,
} from './fill-missing-fields.js';
import { numberFromId } from './fill-invoice-number.js';
import { deriveCurrency } from './derive-currency.js';

export interface DeriveInput {
  main: SampledTable;
  lines: SampledTable | undefined;
  mainProfiles: readonly ColumnProfile[];
  lineProfiles: readonly ColumnProfile[];
  layout: LayoutChoice | undefined;
  invoice: FieldChoice[];
  items: FieldChoice[];
  /** PayeeId was chosen by the advertiser list. */
  payeeBy: 'id' | 'name' | undefined;
  advertisers: readonly Advertiser[] | undefined;
  /** Columns whose header names an invoice number, chosen or not: where one is not the id's, the id is not the number. */
  numberColumns?: readonly number[] | undefined;
  /** InvoiceId was found by its values, not its header: nothing says it is the number on the invoice. */
  idByValues?: boolean | undefined;
  /** The currency the user gave (`--currency`), for a file without a currency column. @default none */
  currency?: string | undefined;
  /** Rows of the file the sample left out (notes, headings), which may name the currency. @default none */
  leftOut?: readonly SheetRow[] | undefined;
}

export interface Derived {
  invoice: FieldLine[];
  items: FieldLine[];
  doubts: FieldDoubt[];
  notes: string[];
  sumLines: Proposal['sumLines'];
  taxRows: Proposal['taxRows'];
}

export function deriveFields(input: DeriveInput): Derived {
  const invoice = [...input.invoice];
  const items = [...input.items];
  const doubts: FieldDoubt[] = [];
  const notes: string[] = [];
  const { layout } = input;
  const get = (list: FieldChoice[], field: string) => list.find((c) => c.field === field);
  const oneRow = !input.lines && layout?.type !== 'grouped';

  doubtKeyColumns(invoice, doubts, input);

  doubts.push(...placeInvoiceTotal(invoice, items, input.mainProfiles, input.lines ? undefined : layout));
  const lineProfiles = input.lines ? input.lineProfiles : input.mainProfiles;
  const weighed = weighMoneyEvidence({ invoice, items, mainProfiles: input.mainProfiles, lineProfiles, layout });
  for (const d of weighed.doubts) doubt(d.scope === 'invoice' ? invoice : items, doubts, d.field, d.reason);
  if (weighed.noSumCheck) notes.push(weighed.noSumCheck);
  // Tax rows posted as tax-only lines: the line's Amount and Tax are formulas on the row type.
  const rowTyped = weighed.taxRowLines;
  if (rowTyped) items.splice(0, items.length, ...items.filter((c) => c.field !== 'Amount' && c.field !== 'Tax'));

  // An id of the suppliers' own numbers beside their tax ids is their number; the id is built of both.
  if (!input.idByValues && oneRow) readSupplierNumberId(invoice, input.mainProfiles);
  const lines: FieldLine[] = [];
  const trailing: FieldLine[] = [];
  const id = get(invoice, 'InvoiceId');
  const number = get(invoice, 'Invoice_Number');
  const filled = (f: Filled, to: FieldLine[]) => {
    to.push(...[f.line, f.also].filter((l) => l !== undefined));
    if (f.doubt) doubts.push(f.doubt);
  };
  // The lines sheet's columns are another table's: only the main table's count as taken.
  const taken = new Set([...invoice, ...(input.lines ? [] : items)].map((c) => c.index).concat(layout?.key ?? []));
  if (!input.idByValues)
    filled(numberFromId(id, number, input.numberColumns ?? [], input.mainProfiles, taken), trailing);
  const built = buildInvoiceId(id, get(invoice, 'PayeeId'), number, layout, input.mainProfiles);
  if (built) lines.push(built);
  const byNumber = voucherIdAlternative(id, get(invoice, 'PayeeId'), number, input.mainProfiles);
  if (byNumber) doubts.push(byNumber);
  const itemAmount = get(items, 'Amount');
  const total = get(invoice, 'Invoice_Amount');
  const invoiceRows = keepInvoiceRows(input.mainProfiles, id);
  // One row per invoice, no total and no tax named: a column that is a tax rate of the line's amount is its tax.
  const taxOfNet =
    !total && oneRow && itemAmount && !get(items, 'Tax') ? findTaxOfNet(itemAmount, invoiceRows, taken) : undefined;
  if (taxOfNet) items.push(taxOfNet);
  if (!total && oneRow) filled(invoiceAmountFromLine(itemAmount, get(items, 'Tax'), invoiceRows), trailing);
  const currency = deriveCurrency(input, get(invoice, 'CurrencyCode'), [total, itemAmount]);
  if (currency.filled) filled(currency.filled, trailing);
  if (currency.note) notes.push(currency.note);

  doubtLineColumns(items, doubts, layout, input.mainProfiles, lineProfiles);

  // No total column in one row per line: the lines' net and tax added up, where the values show which is which.
  const fromLines =
    oneRow || total || rowTyped
      ? {}
      : totalFromLines(get(items, 'Amount'), get(items, 'Tax'), get(items, 'TaxRate'), lineProfiles);
  const doubtedTotal = (d: FieldDoubt) => d.scope === 'invoice' && d.field === 'Invoice_Amount';
  if (fromLines.line) doubts.splice(0, doubts.length, ...doubts.filter((d) => !doubtedTotal(d)));
  if (!doubts.some(doubtedTotal)) filled(fromLines, trailing);

  // One amount beside a tax, named neither net nor gross: both readings, and the check that tells a mixed choice.
  const unsettled = oneRow ? grossOrNetDoubt(get(items, 'Amount'), get(items, 'Tax'), total, invoiceRows) : undefined;
  if (unsettled) doubt(items, doubts, 'Amount', unsettled);
  // A line amount that does not make the total with the tax: the gross, its net a formula, or a doubt.
  const grossAmount =
    oneRow && !unsettled ? netFromGross(total, get(items, 'Amount'), get(items, 'Tax'), invoiceRows) : undefined;
  if (grossAmount?.doubt) doubt(items, doubts, 'Amount', grossAmount.doubt);
  if (grossAmount?.line)
    items.splice(
      items.findIndex((c) => c.field === 'Amount'),
      1,
    );

  // Net and gross beside each other and no tax column: the tax is their difference.
  const fromGross = oneRow && !get(items, 'Tax') ? taxFromGross(total, itemAmount, input.mainProfiles) : {};
  const check = proposeSumCheck({
    total,
    itemAmount,
    tax: get(items, 'Tax'),
    layout,
    lines: input.lines,
    mainProfiles: input.mainProfiles,
    lineProfiles,
    noSumCheck: Boolean(weighed.noSumCheck),
    signedAmount: weighed.creditSigns.formulas.some((f) => f.scope === 'items' && f.field === 'Amount'),
    oneRow,
    unsettled: unsettled !== undefined,
    fromGross,
  });
  if (check.amountDoubt) doubt(items, doubts, 'Amount', check.amountDoubt);
  if (check.note) notes.push(check.note);
  let sumLines = grossAmount ? grossAmount.sumLines : (check.sumLines ?? fromLines.sumLines);

  const itemLines = items.map((c) => lineOf(c, input.lines ?? input.main));
  // A column counting each invoice's lines is their number; else a sequence.
  if (!get(items, 'Line_Number'))
    itemLines.unshift(
      findLineCounter(input.mainProfiles, input.lines ? undefined : layout, taken) ?? {
        field: 'Line_Number',
        spec: '{ sequence: true }',
        comment: 'numbered 1, 2, 3 within each invoice',
      },
    );
  filled(fromGross, itemLines);
  if (grossAmount?.line) itemLines.push(grossAmount.line);
  if (oneRow)
    filled(descriptionFromComments(get(invoice, 'Comments'), get(items, 'Description'), input.mainProfiles), itemLines);
  if (!itemAmount && oneRow) {
    const net = lineAmountFromInvoice(total, get(items, 'Tax'), input.mainProfiles);
    filled(net, itemLines);
    sumLines ??= net.sumLines;
  }
  const invoiceLines = [...lines, ...invoice.map((c) => lineOf(c, input.main)), ...trailing];
  const signed = signUnsignedLines(weighed.creditSigns, input.lines !== undefined);
  // No column alone is the amount where a Debit / Credit pair holds it by its side; per line, a voucher's tax rows by type.
  const unfilled = !total && !itemAmount && !input.lines;
  const signedAmount = total || input.lines || rowTyped ? undefined : itemAmount;
  const pair = !unfilled
    ? proposeSignedVoucherLines(input.mainProfiles, layout, signedAmount)
    : oneRow
      ? fillFromPair(input.mainProfiles, get(input.items, 'Tax'))
      : proposeVoucherLines(input.mainProfiles, layout);
  // The account that told the VAT rows apart is on the tax-only lines too: no cost account as it is.
  doubtVatAccountLine(pair, itemLines, doubts);
  // Amounts split by VAT rate: no one rate's column is the line's amount or tax, where no other column holds them.
  const rateColumn = (c: FieldChoice | undefined, used: readonly number[]) => !c || used.includes(c.index);
  // Or by VAT band where a band holds its VAT: the total is the bands, the net the bands less their VAT.
  const splitByRate =
    oneRow && !pair
      ? (sumRateColumns(input.mainProfiles, new Set(total ? [total.index] : [])) ??
        sumInclusiveBands(input.mainProfiles, total))
      : undefined;
  const fits =
    splitByRate && rateColumn(itemAmount, splitByRate.used) && rateColumn(get(input.items, 'Tax'), splitByRate.used);
  // Beside kinds infer cannot read, or a band that holds money and no sum reads, the sums are doubts.
  const unreadSums = fits ? doubtRateSums(splitByRate, input.mainProfiles, weighed.creditSigns) : [];
  // A sum left as a doubt is not mapped another way either (the total as the one line's amount).
  itemLines.splice(0, itemLines.length, ...itemLines.filter((l) => !unreadSums.some((d) => d.field === l.field)));
  doubts.push(...unreadSums.filter((d) => !doubts.some((o) => o.scope === d.scope && o.field === d.field)));
  const rates = fits && unreadSums.length === 0 ? splitByRate : undefined;
  if (rates?.sumLines) sumLines = rates.sumLines;
  const rateLines = (rates?.items ?? []).map((l) => {
    const sum = rates?.sums.find((s) => s.field === l.field);
    // The other sums' columns say how the sheet writes credit notes where this sum's are all 0 on them.
    const alongside = (rates?.sums ?? []).filter((s) => s !== sum).flatMap((s) => [...s.headers, ...(s.less ?? [])]);
    return sum ? signColumnSum(weighed.creditSigns, l, sum.headers, input.mainProfiles, sum.less, alongside) : l;
  });
  const formulas = [...(pair?.items ?? []), ...(rowTyped?.items ?? []), ...rateLines];
  // Where any of several accounts may be the VAT, Amount and Tax are commented formulas, not the column as it is.
  const vatDoubts = pair && 'doubts' in pair ? ((pair.doubts as FieldDoubt[] | undefined) ?? []) : [];
  const byFormula = (l: { field: string }) => [...formulas, ...vatDoubts].some((f) => f.field === l.field);
  const totalByRates = (l: { field: string }) => rates?.invoice !== undefined && l.field === 'Invoice_Amount';
  sumLines ??= pair?.sumLines ?? rowTyped?.sumLines;
  return {
    invoice: inCatalogOrder('invoice', [
      ...invoiceLines.map(signed('invoice')).filter((l) => !totalByRates(l)),
      ...(pair ? [pair.invoice] : []),
      ...(rates?.invoice ? [rates.invoice] : []),
    ]),
    items: inCatalogOrder('items', [...itemLines.map(signed('items')).filter((l) => !byFormula(l)), ...formulas]),
    doubts: [
      ...doubts.filter((d) => !(d.scope === 'items' && byFormula(d)) && !(d.scope === 'invoice' && totalByRates(d))),
      ...vatDoubts,
    ],
    notes,
    sumLines,
    taxRows: weighed.taxRows,
  };
}
