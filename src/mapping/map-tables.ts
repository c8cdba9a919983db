/**
 * Opened tables + a Mapping -> MappedInvoices, streaming. The header row is resolved first, so a
 * missing column stops the file before the first invoice. Separate from opening the file so the
 * layouts can be exercised with tables built in memory.
 */
import type { LookUpPayeeId } from '../advertisers/payee-id-lookup.js';
import { InputFileError } from '../errors.js';
import { DuplicateInvoiceKeys } from '../invoice/duplicate-invoice-keys.js';
import { DuplicateInvoiceIds } from '../invoice/duplicate-invoice-ids.js';
import type { AutoFilter, OpenTable } from '../sheets/sheet-row.js';
import type { OtherSheet } from '../sheets/other-sheet-headers.js';
import { refuseUnnamedSheet } from './refuse-unnamed-sheet.js';
import { buildCandidate } from './build-candidate.js';
import { addEitherWayProblems, DecimalCommaEvidence, numberTables } from './check-decimal-comma.js';
import { addAccountingZeroProblems, AccountingFormatEvidence } from './check-accounting-zero.js';
import { columnsBySheet, type ColumnRef, type Mapping } from './compiled-mapping.js';
import { carryHeadings, withCells, withoutSkipped, type SkippedRows } from './filter-rows.js';
import { readPreamble } from './read-preamble.js';
import { addHiddenRowProblems, hasHiddenRow, withoutHiddenRows, type SheetFilter } from './hidden-rows.js';
import { ownTotalsRows, withoutTableTotalsRows } from './table-totals-rows.js';
import { headingColumns } from './heading-columns.js';
import { finishInvoice, finishWithPdf, type FinishContext } from './finish-invoice.js';
import { groupedRows, oneRowGroups } from './group-rows.js';
import type { InvoiceGroup, OrphanLines } from './invoice-group.js';
import { addExtraFieldProblems } from './extra-field-problems.js';
import { emptyLinesIndex, joinedGroups, type LinesIndex } from './join-lines.js';
import type { MappedInvoice } from './mapped-invoice.js';
import { resolveColumns, whereOf, type ColumnIndex } from './resolve-columns.js';
import { readLinesTable } from './read-lines-table.js';
import { orphanInvoice } from './describe-orphan-lines.js';
import { addDateOrderProblems, dateColumns, DateOrderEvidence } from './check-date-order.js';
import { AmountsAbove } from './sum-row-hint.js';
import { findSheetsWithHeaders, missesHeader } from './find-sheet-with-headers.js';
import { INVOICE_TELLERS, trailerTellers } from './tell-trailer-row.js';
import { DataRowTally } from './check-trailer-count.js';
import {
  addTrailerProblems,
  judgeTrailerRows,
  withTrailerRows,
  type HeldTrailerRows,
  type TrailerKeys,
} from './check-trailer-rows.js';

export interface TableSet {
  /** Opens the invoices table (or the only table). */
  openMain: () => Promise<OpenTable>;
  /** Joined layout: opens the lines table, which is read completely before the invoices. */
  openLines?: () => Promise<OpenTable>;
  /** Folder PDF names are resolved in. */
  pdfFolder: string;
  /** The advertiser rules' PayeeId lookup; PayeeId is posted as written when undefined. */
  lookUpPayeeId?: LookUpPayeeId | undefined;
  /** Filled with the rows the mapping's skip and heading rules dropped, by rule. @default not counted */
  skipped?: SkippedRows | undefined;
  /** The API key: an invoice whose text holds it is invalid. @default not looked for */
  apiKey?: string | undefined;
  /** The base URL's password, when long enough to be a secret (dataSecretsOf): as the key. @default not looked for */
  passwords?: readonly string[] | undefined;
  /**
   * A workbook read at its first visible sheet, no sheet named: the header rows of its other
   * visible sheets, to name the one with the mapping's columns when this one lacks them, and to
   * refuse the workbook when it opens on another sheet or another has the same headers. @default none
   */
  otherSheets?: ((read: string | undefined) => AsyncIterable<OtherSheet>) | undefined;
  /**
   * A workbook read at the sheet the mapping names, its left-out rows counted: counts in `skipped`
   * the rows of its other visible sheets with the mapping's headers, which are not read. @default not looked at
   */
  countUnreadSheets?: ((read: string, refs: readonly ColumnRef[]) => Promise<void>) | undefined;
}

/** Maps the rows of `tables` through `mapping`. Closes the tables when iteration ends or stops. */
export async function* mapTables(tables: TableSet, mapping: Mapping): AsyncGenerator<MappedInvoice> {
  const refs = columnsBySheet(mapping);
  const layout = mapping.layout;
  let index: LinesIndex | undefined;
  let linesColumns: ColumnIndex = new Map();
  let linesFilter: SheetFilter | undefined;
  // Trailer rows that read as data, held as problems of the invoice they fall in.
  const heldTrailer: HeldTrailerRows = new Map();
  if (layout.type === 'joined') {
    if (!tables.openLines) throw new InputFileError('the joined layout needs a workbook with a lines sheet');
    ({
      index,
      columns: linesColumns,
      filter: linesFilter,
    } = await readLinesTable(mapping, {
      open: tables.openLines,
      refs: refs.lines,
      linesKey: layout.linesKey,
      held: heldTrailer,
      skipped: tables.skipped,
    }));
  }

  const main = await tables.openMain();
  try {
    const { skipRows, headings, preamble, hiddenRows } = mapping.source;
    const added = [...headings.map((h) => ({ name: h.name, at: h.column.at })), ...preamble];
    const carried = headingColumns(added, main.headers, refs.main, whereOf(main));
    // Only the file's own columns can be hidden: the added names' cells lie past them.
    const fileColumns = added.length > 0 ? carried.first : Number.POSITIVE_INFINITY;
    const hidden = new Set([...(main.hiddenColumns ?? [])].filter((index) => index < fileColumns));
    const sheetsWithHeaders =
      tables.otherSheets && missesHeader(refs.main, carried.headers)
        ? await findSheetsWithHeaders(tables.otherSheets(main.sheet), refs.main)
        : [];
    // Other sheets are matched on the headers of the file's own row, not on names the mapping adds.
    const own = refs.main.filter((ref) => ref.header === undefined || !missesHeader([ref], main.headers));
    if (tables.otherSheets && sheetsWithHeaders.length === 0 && !missesHeader(refs.main, carried.headers)) {
      const read = { name: main.sheet ?? '', position: main.sheetPosition };
      await refuseUnnamedSheet(read, tables.otherSheets(main.sheet), own, main.file);
    }
    const mainColumns = resolveColumns(
      refs.main,
      carried.headers,
      { ...whereOf(main), sheetsWithHeaders },
      {
        hidden,
        rule: mapping.source.hiddenColumns,
      },
    );
    if (tables.countUnreadSheets && main.sheet !== undefined) await tables.countUnreadSheets(main.sheet, own);
    const trailerRows = mapping.source.table.trailerRows ?? 0;
    const trailerKeys: TrailerKeys = new Set();
    const key = layout.type === 'one-row' ? [] : layout.key;
    const tellers = trailerTellers(mapping.invoice, INVOICE_TELLERS, key, mainColumns);
    // A count in the invoices sheet's trailer is checked; a lines sheet's trailer is judged only.
    const tally = new DataRowTally(tellers);
    let mainRows = trailerRows > 0 ? withTrailerRows(main, main.batches, trailerKeys, tally) : main.batches;
    // After the trailer is held back: a trailer the mapping counts is still its last rows.
    const totals = ownTotalsRows(main, mainColumns, fileColumns);
    if (totals.size) mainRows = withoutTableTotalsRows(mainRows, totals, tables.skipped);
    if (hiddenRows === 'skip') mainRows = withoutHiddenRows(mainRows, tables.skipped);
    if (skipRows.length > 0) mainRows = withoutSkipped(mainRows, skipRows, mainColumns, tables.skipped);
    if (headings.length > 0) mainRows = carryHeadings(mainRows, headings, mainColumns, carried.first, tables.skipped);
    if (preamble.length > 0)
      mainRows = withCells(mainRows, readPreamble(preamble, main), carried.first + headings.length);
    // The trailer is judged against the rows that are invoice rows, as the rules and headings left them.
    if (trailerRows > 0) {
      const judging = { columns: mainColumns, tellers, trailerRows, what: 'an invoice', tally };
      mainRows = judgeTrailerRows(mainRows, trailerKeys, { ...judging, held: heldTrailer, skipped: tables.skipped });
    }
    let groupBatches: AsyncIterable<readonly (InvoiceGroup | OrphanLines)[]>;
    if (layout.type === 'joined')
      groupBatches = joinedGroups(mainRows, layout.key, mainColumns, index ?? emptyLinesIndex());
    else if (layout.type === 'grouped') groupBatches = groupedRows(mainRows, layout.key, mainColumns);
    else groupBatches = oneRowGroups(mainRows, mapping.items.length > 0);

    const ctx: FinishContext = {
      mapping,
      main: mainColumns,
      headers: carried.headers,
      pdfFolder: tables.pdfFolder,
      lookUpPayeeId: tables.lookUpPayeeId,
      duplicates: new DuplicateInvoiceKeys(),
      duplicateIds: new DuplicateInvoiceIds(),
      secrets:
        tables.apiKey || tables.passwords?.length
          ? { apiKey: tables.apiKey ?? '', passwords: tables.passwords }
          : undefined,
    };
    const numbers = numberTables(
      mapping,
      { open: tables.openMain, columns: mainColumns },
      tables.openLines ? { open: tables.openLines, columns: linesColumns } : undefined,
    );
    const commas = new DecimalCommaEvidence(main.delimiter, numbers);
    const accounting = new AccountingFormatEvidence(numbers);
    const lineRules = layout.type === 'joined' ? [] : mapping.items;
    const dates = mapping.checks.dateOrder ? dateColumns(mapping.invoice, lineRules, mainColumns) : [];
    const dateOrder = dates.length > 0 ? new DateOrderEvidence(tables.openMain, dates) : undefined;
    const namedColumns = main.headers.findLastIndex((header) => header.trim() !== '') + 1;
    const linesKeyColumn = layout.type === 'joined' ? linesColumns.get(layout.linesKey[0]!)?.name : undefined;
    // Read once the first hidden row is met: it says which hidden rows the sheet's filter hides.
    let sheetFilter: Promise<AutoFilter | undefined> | undefined;
    const amountsAbove = new AmountsAbove();
    for await (const groups of groupBatches) {
      for (const group of groups) {
        if ('orphan' in group) {
          yield orphanInvoice(group, linesKeyColumn, main.sheet);
          continue;
        }
        addExtraFieldProblems(group, namedColumns);
        addTrailerProblems(group, heldTrailer);
        // The setting is the lines sheet's too (compile-mapping.ts): a joined invoice's hidden lines are its problems.
        const hiddenInSheet = hiddenRows === 'problem' && hasHiddenRow(group);
        if (hiddenInSheet) {
          if (group.header.hidden) sheetFilter ??= main.readAutoFilter?.();
          addHiddenRowProblems(group, { filter: await sheetFilter, headers: main.headers }, linesFilter);
        }
        const candidate = buildCandidate(mapping, group, { main: mainColumns, lines: linesColumns });
        if (candidate.record.eitherWay) await addEitherWayProblems(candidate, commas);
        if (candidate.record.accountingZeros) await addAccountingZeroProblems(candidate, accounting);
        if (dateOrder) await addDateOrderProblems(group, candidate, dateOrder);
        // Without attachments nothing is read per invoice, so nothing need be waited for.
        const invoice = mapping.attachments
          ? await finishInvoice(group, candidate, ctx)
          : finishWithPdf(group, candidate, ctx, {});
        const hinted = amountsAbove.hint(invoice);
        yield hiddenInSheet ? { ...hinted, hiddenInSheet } : hinted;
      }
    }
  } finally {
    await main.close();
  }
}
