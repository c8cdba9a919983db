/**
 * The rows infer judges: a report's heading, total and footer rows, trailer and totals rows,
 * payments, cancelled documents and a voucher's supplier side are left out of the sample before
 * any value is judged, each with the skip rule that leaves it out of the import too. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { carryPartyValues } from './carry-party-values.js';
import type { FieldDoubt } from './choose-fields.js';
import { fieldInfo } from '../field-catalog.js';
import { findReportRows, type ReportRows } from './find-report-rows.js';
import { dateFormatsOf } from './propose-date-formats.js';
import { areSeparatedDates } from './holds-only-dates.js';
import { keepWrittenTime, type DateColumn } from './keep-written-time.js';
import { trailerRows } from './find-totals-rows.js';
import { findNoteRows } from './find-note-rows.js';
import { findSectionTail } from './find-sections.js';
import { findTotalsBlock } from './find-totals-block.js';
import { findSumRecord } from './find-sum-record.js';
import { findColumnNumberRow } from './find-column-number-row.js';
import { findTranslatedHeader } from './find-translated-header.js';
import { findPaymentRows } from './find-payment-rows.js';
import { balanceSkipRule, findBalanceRows } from './find-balance-rows.js';
import { cancelledSkipRule, findCancelledRows } from './find-cancelled-rows.js';
import { findPartyRows, partySkipRule } from './find-party-rows.js';
import { findUninvoicedRows, uninvoicedSkipRule } from './find-uninvoiced-rows.js';
import { findTotalRows, unnumberedSkipRule } from './find-unnumbered-rows.js';
import { headerCandidates } from './match-headers.js';
import { profileColumn, type ColumnProfile } from './profile-column.js';
import { readDecimalSeparator } from './read-decimal-separator.js';
import { doubtDecimalPoint } from './doubt-decimal-point.js';
import type { SampledTable } from './sampled-table.js';
import { textSamples } from './sample-values.js';
import type { SkipProposal } from './propose-skip-rules.js';

/** Text samples of each column whose header suggests a field of `kind`. */
function columnsOfKind(table: SampledTable | undefined, kind: 'date' | 'amount'): DateColumn[] {
  if (!table) return [];
  const columns = new Set(
    headerCandidates(table.headers)
      .filter((c) => fieldInfo(c.scope, c.field)?.kind === kind)
      .map((c) => c.index),
  );
  return [...columns].map((i) => ({
    header: table.headers[i]!,
    samples: textSamples(table.rows.map((r) => r.cells[i])),
  }));
}

/** The columns whose every value is a day written with separators, whatever their headers. */
function columnsOfDates(table: SampledTable | undefined): DateColumn[] {
  if (!table) return [];
  return table.headers
    .map((header, i) => ({ header, samples: textSamples(table.rows.map((r) => r.cells[i])) }))
    .filter((c) => c.samples.length >= 3 && areSeparatedDates(c.samples));
}

const samplesOfKind = (table: SampledTable | undefined, kind: 'date' | 'amount') =>
  columnsOfKind(table, kind).map((c) => c.samples);

export function profiles(table: SampledTable, decimal: '.' | ',', dateFormats: readonly string[]): ColumnProfile[] {
  return table.headers.map((h, i) => profileColumn(i, h, table.rows, { decimalSeparator: decimal, dateFormats }));
}

export interface SampleRows {
  /** The invoice rows left once every kind of row that is no invoice is taken out. */
  data: SampledTable;
  report: ReportRows | undefined;
  trailer: number;
  skipRule: { header: string; label: string } | undefined;
  reportSkips: SkipProposal[];
  /** The doubt on PayeeId where the supplier is named only on the skipped supplier rows. */
  partyPayee: FieldDoubt | undefined;
  decimal: '.' | ',';
  /** Why a decimal point read only from three-digit fractions (`480.000`) may be a thousands dot. */
  decimalDoubt: string | undefined;
  dateFormats: string[];
}

export function selectSampleRows(read: SampledTable, lines: SampledTable | undefined): SampleRows {
  // In a file of sections, the marks and headers of the sections after the invoices' are no rows of it.
  const section = findSectionTail(read);
  const main = section ? { ...read, rows: read.rows.filter((r) => !section.rows.includes(r)) } : read;
  // A report's heading, total and footer rows are found first; its data rows carry the heading's value.
  const report = findReportRows(main);
  // A totals block under the listing is skipped by what it holds: a month without it loses no invoice.
  const block = report ? undefined : findTotalsBlock(main);
  // Notes under the listing are skipped by their words: next month's two notes lose no invoice.
  const notes = report || block ? undefined : findNoteRows(main);
  const trailer = report || block || notes ? 0 : trailerRows(main);
  // Totals rows by their label, and subtotals without the running number of the rows they total.
  const { skipRule, unnumbered, isData } = report ? { isData: () => true } : findTotalRows(main);
  const table = report?.table ?? main;
  // A template's row of column numbers under its header numbers the columns, not an invoice.
  const numbers = findColumnNumberRow(table);
  // So does the header written again below it in another language.
  const translated = numbers ? undefined : findTranslatedHeader(table);
  // Payments listed beside the bills are not invoices: skipped by their type, and left out of the sample.
  const payments = findPaymentRows(table);
  // So are documents their issuer cancelled, and a statement's opening and closing balances.
  const cancelled = findCancelledRows(table);
  const balances = findBalanceRows(table);
  // And costs not yet invoiced, beside the invoiced ones.
  const uninvoiced = cancelled ? undefined : findUninvoicedRows(table);
  const isInvoice = (r: SheetRow) =>
    !uninvoiced?.values.includes(cellText(r.cells[uninvoiced.index]).trim()) &&
    !payments?.values.includes(cellText(r.cells[payments.index]).trim()) &&
    !cancelled?.values.includes(cellText(r.cells[cancelled.index]).trim()) &&
    !balances?.values.includes(cellText(r.cells[balances.index]).trim());
  const sample: SampledTable = {
    ...table,
    rows: table.rows
      .slice(0, table.rows.length - trailer)
      .filter((r) => r !== numbers?.row && r !== translated?.row)
      .filter((r) => !block?.rows.includes(r) && !notes?.rows.includes(r))
      .filter(isData)
      .filter(isInvoice),
  };
  const payment = payments && {
    name: 'payment',
    letter: '',
    column: payments.header,
    equals: payments.values,
    why: 'payments listed beside the invoices, not invoices',
  };
  const namedDates = [...columnsOfKind(sample, 'date'), ...columnsOfKind(lines, 'date')];
  // No column a header names as a date reads as one (Procore's `Billing Date`): the columns that hold only dates.
  const readsDates = dateFormatsOf(namedDates.map((c) => c.samples)).length > 0;
  const dated = readsDates ? namedDates : [...columnsOfDates(sample), ...columnsOfDates(lines)];
  // Proposed as the user sees the dates: with their time, where the column is named and written with it.
  const dateFormats = keepWrittenTime(dateFormatsOf(dated.map((c) => c.samples)), dated);
  const named = [...samplesOfKind(sample, 'amount'), ...samplesOfKind(lines, 'amount')].flat();
  const decimal = readDecimalSeparator(named, [sample, lines]);
  const decimalDoubt = decimal === '.' ? doubtDecimalPoint([sample, lines]) : undefined;
  // A record of its own type holding the sums of the records above is no invoice: skipped by its type.
  const sums = report || block || skipRule || trailer || notes ? undefined : findSumRecord(sample, decimal);
  const kept: SampledTable = sums ? { ...sample, rows: sample.rows.filter((r) => r !== sums.row) } : sample;
  // A voucher's supplier side is no line: skipped by its type, and left out of the sample.
  const party = lines ? undefined : findPartyRows(profiles(kept, decimal, dateFormats), kept.complete);
  const isLine = (r: SheetRow) => !party?.values.includes(cellText(r.cells[party.index]).trim());
  const data: SampledTable = party ? { ...kept, rows: kept.rows.filter(isLine) } : kept;
  const partySkip = party && partySkipRule(party);
  const reportSkips = [
    ...(report?.skips ?? []),
    ...(numbers ? [numbers.skip] : []),
    ...(translated ? [translated.skip] : []),
    ...(block ? [block.skip] : []),
    ...(notes?.skips ?? []),
    ...(section ? [section.skip] : []),
    ...(sums ? [sums.skip] : []),
    ...(unnumbered ? [unnumberedSkipRule(unnumbered)] : []),
    ...(balances ? [balanceSkipRule(balances)] : []),
    ...(payment ? [payment] : []),
    ...(cancelled ? [cancelledSkipRule(cancelled)] : []),
    ...(uninvoiced ? [uninvoicedSkipRule(uninvoiced)] : []),
    ...(partySkip ? [partySkip] : []),
  ];
  const partyPayee = party && carryPartyValues(kept, party);
  return { data, report, trailer, skipRule, reportSkips, partyPayee, decimal, decimalDoubt, dateFormats };
}
