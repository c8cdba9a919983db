/**
 * `mapping infer`: opens a file, finds its header row (below any title rows), samples rows and
 * proposes a mapping as commented YAML. A workbook with an invoices sheet and a lines sheet gets
 * the joined layout.
 */
import { basename } from 'node:path';
import { InputFileError } from '../../errors.js';
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import { checkReadable, listSheets, tableTypeOf } from '../../sheets/open-table.js';
import type { TableOptions } from '../../sheets/sheet-row.js';
import { proposeMapping, type SampledTable } from './propose-mapping.js';
import { sampleTable } from './read-sample-table.js';
import { readFirstLineFacts } from './read-first-line-facts.js';
import { findLinesSheet, findMainSheet } from './find-data-sheets.js';
import { chooseOpeningSheet } from './choose-opening-sheet.js';

export interface InferOptions {
  /** XLSX sheet of the invoices (name or 1-based position). @default the first sheet, or one named like "Invoices" */
  sheet?: string | number | undefined;
  /** Rows sampled to guess formats and layout. @default 200 */
  sampleRows?: number | undefined;
  /** The cached advertiser list, to tell an id column from a name column. @default none */
  advertisers?: readonly Advertiser[] | undefined;
  /** The ISO code of the amounts' currency, for a file without a currency column. @default none: read from the file where it says */
  currency?: string | undefined;
}

/**
 * The most headed columns a proposal is made for. Each header is weighed against every field's
 * aliases in all languages, about 2 ms a column: 16,384 columns took minutes. Invoice exports
 * have tens of columns, a few hundred at most.
 */
export const MAX_INFER_COLUMNS = 1000;

/** Refuses a sheet too wide to propose for, before any header is weighed. */
function refuseWideSheet(file: string, table: SampledTable): void {
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  if (headed <= MAX_INFER_COLUMNS) return;
  throw new InputFileError(
    `${headed} headed columns; mapping infer proposes a mapping for at most ${MAX_INFER_COLUMNS}: delete the columns the invoices do not need from a copy and infer from that, or write the mapping by hand (validate and upload read any width)`,
    { file: basename(file), ...(table.sheet === undefined ? {} : { sheet: table.sheet }) },
  );
}

/** Proposes a mapping for `file` as commented YAML. */
export async function inferMapping(file: string, options: InferOptions = {}): Promise<string> {
  // Before the first open: opening a named pipe waits for a writer that may never come.
  await checkReadable(file);
  const type = tableTypeOf(file);
  const count = options.sampleRows ?? 200;
  if (type === 'csv') {
    const facts = await readFirstLineFacts(file);
    // The sample is read in the encoding the proposal names, so that its headers are the file's as the mapping reads them.
    const encoding = (facts.doubtfulEncoding ?? facts.encoding) as TableOptions['encoding'];
    const main = await sampleTable(file, 'csv', { type, delimiter: facts.delimiter, encoding }, count);
    refuseWideSheet(file, main);
    return proposeMapping({
      main,
      delimiter: facts.written,
      encoding,
      encodingDoubt: facts.encodingDoubt,
      advertisers: options.advertisers,
      currency: options.currency,
    });
  }
  // A chart sheet has no rows to propose from: only worksheets are tabs to read.
  const all = (await listSheets(file)).filter((s) => s.kind === 'worksheet');
  const names = all.filter((s) => !s.hidden).map((s) => s.name);
  // Tabs with the same columns: the one the workbook opens on, and a word on the others.
  const choice: { sheet: string | number | undefined; why?: string | undefined } =
    options.sheet === undefined
      ? await chooseOpeningSheet(file, all, await findMainSheet(file, names))
      : { sheet: options.sheet };
  const sampled = { ...(await sampleTable(file, 'xlsx', { type, sheet: choice.sheet }, count)), sheetWhy: choice.why };
  refuseWideSheet(file, sampled);
  // A workbook of one sheet is read whole without naming it: the proposal names a sheet only where there is a choice.
  const main = all.length === 1 ? { ...sampled, sheet: undefined } : sampled;
  // A named sheet may be the invoices of a joined workbook: its lines are looked for as without one.
  const lines = await findLinesSheet(
    file,
    names.filter((n) => n !== sampled.sheet),
    main,
    count,
  );
  if (lines) refuseWideSheet(file, lines);
  return proposeMapping({ main, lines, advertisers: options.advertisers, currency: options.currency });
}
