/**
 * A proposed mapping from the header row and a sample of rows: columns chosen by header name
 * and confirmed by their values, the layout found from the keys, the advertiser list and the
 * sums consulted. What the values do not support is not mapped; what is left open is a doubt
 * with its reason. Pure.
 */
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import { chooseFields, type FieldDoubt } from './choose-fields.js';
import { dropSettledTies } from './drop-settled-ties.js';
import { matchAmountCurrency } from './match-amount-currency.js';
import { choosePayee } from './choose-payee.js';
import { chooseJournalSide } from './choose-journal-side.js';
import { chooseSupplierNumber } from './choose-supplier-number.js';
import { withRateByTax } from './propose-rate-by-tax.js';
import { preferSupplierReference } from './prefer-supplier-reference.js';
import { preferChargedTax } from './prefer-charged-tax.js';
import { preferRatedBase } from './prefer-rated-base.js';
import { fillCreditNumber } from './fill-credit-number.js';
import { preferDocumentDate } from './prefer-document-date.js';
import { proposeDayMonthDates } from './propose-preamble.js';
import { proposeSplitDate } from './propose-split-date.js';
import { proposeOnlyDate } from './propose-only-date.js';
import { dropAnsweredNotes } from './drop-answered-notes.js';
import { rateWithExemptions } from './read-exempt-rates.js';
import { readBareNumberHeader } from './read-bare-number-header.js';
import { splitJoinedCells } from './split-joined-cells.js';
import { chooseSheetLayout } from './choose-sheet-layout.js';
import { headerCandidates } from './match-headers.js';
import { deriveFields } from './derive-fields.js';
import { fillBlankTotal } from './fill-blank-total.js';
import { joinSeries } from './join-series-number.js';
import { joinKindNumber } from './join-kind-number.js';
import { joinKindInId } from './join-kind-in-id.js';
import { sumLevyColumns } from './sum-levy-columns.js';
import { sumChargedTaxes } from './sum-charged-taxes.js';
import { doubtTaxInclusiveAmount } from './doubt-tax-inclusive-amount.js';
import { sumTiedTaxes } from './sum-tied-taxes.js';
import { readBaseTotal } from './read-base-total.js';
import { readGrossBySum } from './read-gross-by-sum.js';
import { readWithheldTotal } from './read-withheld-total.js';
import { noteUnlinkedPayee } from './note-unlinked-payee.js';
import { readDiscountedTaxes } from './read-discounted-taxes.js';
import { readDiscountedTotal } from './read-discounted-total.js';
import { settleLineMoneyBySum, settleRowMoneyBySum } from './settle-money-by-sum.js';
import { dropCountedLineDoubt } from './find-line-counter.js';
import { findCreditTypeColumn } from './find-credit-type-column.js';
import { settleLineMoney } from './settle-line-money.js';
import { readSupplierSideGross } from './read-supplier-side-gross.js';
import { renderProposal, type Proposal } from './render-proposal.js';
import { listUnusedColumns } from './list-unused-columns.js';
import { readByLetter } from './read-by-letter.js';
import type { SampledTable } from './sampled-table.js';
import { noteUnpaddedPayee } from './note-unpadded-payee.js';
import { profiles, selectSampleRows } from './select-sample-rows.js';
import { noteEraYears } from './note-era-years.js';

export type { SampledTable } from './sampled-table.js';
export { yamlScalar } from './render-proposal.js';

export interface ProposalInput {
  main: SampledTable;
  /** The lines sheet when the workbook has an invoices sheet and a lines sheet. */
  lines?: SampledTable | undefined;
  delimiter?: string | undefined;
  encoding?: string | undefined;
  /** Why the encoding is doubtful: the bytes read as words in several. */
  encodingDoubt?: string | undefined;
  /** The advertiser list cached in the journal, when there is one. */
  advertisers?: readonly Advertiser[] | undefined;
  /** The currency of a file without a currency column, as the user gave it. @default none */
  currency?: string | undefined;
}

/** Columns whose header names an invoice number better than any other field. */
function numberColumns(headers: readonly string[]): number[] {
  const best = new Map<number, string>();
  for (const c of headerCandidates(headers, ['invoice'])) if (!best.has(c.index)) best.set(c.index, c.field);
  return [...best].filter(([, field]) => field === 'Invoice_Number').map(([index]) => index);
}

export function proposeMapping(input: ProposalInput): string {
  const { main, lines } = input;
  // Trailer, totals, payment, cancelled and party rows are left out of the sample before any value is judged.
  const { data, report, trailer, skipRule, reportSkips, partyPayee, decimal, decimalDoubt, dateFormats } =
    selectSampleRows(main, lines);
  const mainProfiles = profiles(data, decimal, dateFormats);
  const lineProfiles = lines ? profiles(lines, decimal, dateFormats) : [];
  const payee = choosePayee(mainProfiles, input.advertisers);
  const mainChoice = chooseFields(data.headers, mainProfiles, {
    scopes: lines ? ['invoice'] : ['invoice', 'items'],
    fixed: payee ? [payee.choice] : [],
  });
  // A journal's partner on both sides of each entry: the supplier is on the side of the payables account.
  const payeeAt = mainChoice.chosen.findIndex((c) => c.field === 'PayeeId');
  if (payeeAt >= 0) {
    const side = chooseJournalSide(mainChoice.chosen[payeeAt]!, mainProfiles);
    if (side.choice) mainChoice.chosen[payeeAt] = side.choice;
    else mainChoice.chosen.splice(payeeAt, 1);
    if (side.doubt) mainChoice.doubts.push(side.doubt);
  }
  chooseSupplierNumber(mainChoice.chosen, mainProfiles);
  readBareNumberHeader(mainChoice.chosen, mainProfiles);
  preferSupplierReference(mainChoice.chosen, mainProfiles);
  preferDocumentDate(mainChoice.chosen, mainProfiles, dateFormats);
  const doubts: FieldDoubt[] = [...mainChoice.doubts];
  // The VAT charged beside its deductible and non-deductible parts is the Tax.
  preferChargedTax(mainChoice.chosen, doubts, mainProfiles);
  // A tax that is a rate column's rate of another amount is no line amount: that other amount is.
  preferRatedBase(mainChoice.chosen, mainProfiles);
  const notes = [...mainChoice.refused];
  const currencyNote = matchAmountCurrency(mainChoice.chosen, doubts, mainProfiles);
  if (currencyNote) notes.push(currencyNote);

  const { layout, idByValues, lineChoices } = chooseSheetLayout({
    data,
    lines,
    mainProfiles,
    lineProfiles,
    mainChoice,
    doubts,
    notes,
    isReport: Boolean(report),
  });
  const invoiceChoices = mainChoice.chosen.filter((c) => c.scope === 'invoice');
  const derived = deriveFields({
    main: data,
    lines,
    mainProfiles,
    lineProfiles,
    layout,
    invoice: invoiceChoices,
    items: lineChoices,
    payeeBy: payee?.by,
    advertisers: input.advertisers,
    numberColumns: numberColumns(data.headers),
    idByValues,
    currency: input.currency,
    leftOut: main.rows.filter((row) => !data.rows.includes(row)),
  });
  dropCountedLineDoubt(doubts, derived.items);
  doubts.push(...derived.doubts);
  settleLineMoney(derived.items, doubts, mainProfiles, lineProfiles, derived.invoice);
  // A gross written from the supplier's side (BMD's `betrag`): its net is a formula, the counter account the cost's.
  if (!lines) readSupplierSideGross(derived.invoice, derived.items, doubts, mainProfiles);
  // Levies charged beside the VAT on the same base are tax too, where the total holds them.
  const levies = lines
    ? { items: derived.items, doubts: [] }
    : sumLevyColumns(derived.invoice, derived.items, mainProfiles);
  doubts.push(...levies.doubts);
  // Taxes charged beside the VAT and untaxed amounts beside the net, where with them the total adds up.
  const charged =
    lines || layout?.type !== 'one-row'
      ? { items: levies.items, doubts, sumLines: derived.sumLines, summed: [] }
      : sumChargedTaxes(derived.invoice, levies.items, doubts, mainProfiles, derived.sumLines);
  doubts.splice(0, doubts.length, ...charged.doubts);
  // An amount named with its tax included is no net: Amount is left commented rather than wrong.
  const net = doubtTaxInclusiveAmount(charged.items, lines ? lineProfiles : mainProfiles, Boolean(charged.sumLines));
  doubts.push(...net.doubts);
  notes.push(...derived.notes, ...noteEraYears(data));
  // TTMM dates: their year from the EXTF line, or a doubt saying why not.
  const dayMonth = proposeDayMonthDates(data, new Set(derived.invoice.map((l) => l.field)));
  // A date written as year-month and day apart, where no column holds it whole; or the one column of dates.
  const dated = [...derived.invoice, ...dayMonth.lines].some((l) => l.field === 'Invoice_Date');
  const split = dated ? undefined : (proposeSplitDate(data) ?? proposeOnlyDate(mainProfiles, mainChoice.chosen));
  // A number counted within the series beside it is both; an id of the number alone is none.
  const series = joinSeries([...derived.invoice, ...dayMonth.lines, ...(split ? [split.line] : [])], mainProfiles);
  // So is a number counted per kind of document beside a type column that lists credit notes.
  const creditType = findCreditTypeColumn(mainProfiles);
  const kinds = joinKindNumber(series.invoice, mainProfiles, creditType, doubts);
  // And an id of supplier and number where the number's prescribed shape counts each kind apart.
  const kindIds = joinKindInId(kinds.invoice, mainProfiles, creditType);
  const oneRow = !lines && layout?.type === 'one-row';
  const filledTotal = oneRow ? fillBlankTotal(kindIds, net.items, mainProfiles, doubts) : kindIds;
  doubts.push(...dayMonth.doubts, ...series.doubts, ...kinds.doubts);
  // Taxes tied for the Tax (GST, PST, HST) that the line's total holds all together are its Tax.
  const taxes = lines
    ? { invoice: filledTotal, items: net.items, doubts, sumLines: charged.sumLines }
    : sumTiedTaxes(filledTotal, net.items, doubts, mainProfiles, charged.sumLines);
  // A "gross" that adds up the bases, with the tax on top of one of them elsewhere, is the line's amount.
  const based = oneRow ? readBaseTotal(taxes, mainProfiles) : taxes;
  // An invoice amount read from the net, beside a column that is the net and the taxes: that column is the gross.
  const grossed = oneRow ? readGrossBySum(based, mainProfiles) : based;
  // A total after a discount and withholdings: the lines are the net and the tax less them.
  // So is one whose taxes are in columns of their own (TPS and TVQ): the Tax is their sum.
  const withheld = oneRow ? readWithheldTotal(grossed, mainProfiles) : grossed;
  // A total after a discount where the sum before it was read as the invoice amount.
  const discounted = oneRow ? readDiscountedTaxes(readDiscountedTotal(withheld, mainProfiles), mainProfiles) : grossed;
  // No money read by the headers, or a net in doubt between bases, taxes or a retainage: known by their sums.
  const tied = oneRow
    ? settleRowMoneyBySum(discounted, mainProfiles)
    : !lines && layout?.type === 'grouped'
      ? settleLineMoneyBySum(discounted, mainProfiles)
      : discounted;
  // A credit note numbered in a column of its own, the invoice number blank on its row.
  const invoiceLines = oneRow
    ? splitJoinedCells(fillCreditNumber(tied.invoice, mainProfiles), tied.doubts, mainProfiles)
    : tied.invoice;
  notes.splice(0, notes.length, ...dropAnsweredNotes(notes, dayMonth.answered, tied.sumLines, invoiceLines));

  notes.push(...noteUnpaddedPayee(invoiceChoices, Boolean(payee), data));
  notes.push(...noteUnlinkedPayee(invoiceChoices, Boolean(payee), data));
  // A supplier named only on the skipped supplier rows: how to carry it onto the lines, or why not.
  if (partyPayee && !invoiceLines.some((l) => l.field === 'PayeeId')) tied.doubts.push(partyPayee);
  tied.doubts.push(...rateWithExemptions(tied.items, tied.doubts, lines ? lineProfiles : mainProfiles, notes));
  // A rate column no header named, that each row's tax and amount prove.
  const items = withRateByTax(tied.items, tied.doubts, lines ? lineProfiles : mainProfiles, invoiceLines);
  const unused = listUnusedColumns({
    main: data,
    lines,
    used: [...invoiceChoices, ...(lines ? [] : lineChoices)],
    usedLines: lineChoices,
    layout,
    mapped: [...dayMonth.answered, ...charged.summed, ...(split?.headers ?? [])],
    written: [...invoiceLines, ...items],
  });
  const proposal: Proposal = {
    main: data,
    lines,
    delimiter: input.delimiter,
    encoding: input.encoding,
    encodingDoubt: input.encodingDoubt,
    decimal,
    decimalDoubt,
    dateFormats,
    skipRule,
    reportSkips,
    heading: report?.heading,
    trailer,
    layout:
      lines && !layout
        ? 'unlinked'
        : {
            type: layout!.type,
            key: layout!.key.map((i) => data.headers[i]!),
            linesKey: layout!.linesKey.map((i) => lines!.headers[i]!),
          },
    invoice: invoiceLines,
    preamble: dayMonth.preamble,
    items,
    doubts: dropSettledTies(tied.doubts, invoiceLines, items),
    sumLines: tied.sumLines,
    taxRows: derived.taxRows,
    payeeBy: payee && derived.invoice.some((l) => l.field === 'PayeeId') ? payee.by : undefined,
    notes,
    unused,
    pdfColumn: main.headers.find((h) => /pdf|attachment|anhang|beleg ?datei/i.test(h)),
  };
  return renderProposal(readByLetter(proposal));
}
