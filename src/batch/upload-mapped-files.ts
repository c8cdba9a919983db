/**
 * The one way files go up through a mapping, for the upload command and the drop folder alike:
 * the advertiser names the mapping looks up are read from the journal once, then every file is
 * read through the mapping as one run of the upload.
 */
import { hiddenSheetNote, type HiddenSheetRead } from '../mapping/hidden-sheet-read.js';
import { advertiserReadOptions, type AdvertiserListState } from '../advertisers/advertiser-read-options.js';
import type { Journal } from '../journal/open-journal.js';
import type { Mapping } from '../mapping/compiled-mapping.js';
import { checkInvoiceFile, invoiceTables, readInvoices } from '../mapping/read-invoices.js';
import { uploadFiles, type UploadReport } from './upload-files.js';
import type { SkippedRows } from '../mapping/filter-rows.js';
import { dataSecretsOf } from '../mapping/scrub-data-text.js';
import { skippedRowCounts, type SkippedRowCount } from './format-skipped-rows.js';
import type { UploadOptions } from './upload-options.js';

export interface MappedUploadOptions extends Omit<UploadOptions, 'sources'> {
  /** Paths of the files, one run each, in this order. */
  files: readonly string[];
  /** SHA-256 of files the caller hashed before, by path: each is refused when it reads otherwise. @default none */
  expectedSha256?: ReadonlyMap<string, string> | undefined;
  /** The command that caches the target's advertiser list, named when the mapping needs one. @default invoice-batch advertisers --refresh */
  refreshAdvertisers?: string | undefined;
}

/** The upload's report, and whether its PayeeIds were checked against a cached advertiser list. */
export interface MappedUploadReport extends UploadReport {
  advertiserList: AdvertiserListState;
  /** The rows each file's mapping rules skipped, by rule; files with none are left out. */
  skippedRows: { file: string; rules: SkippedRowCount[] }[];
  /** The XLSX sheet read of each file, by the path given (undefined for CSV), so the user sees which one went up. */
  sheets: Map<string, string | undefined>;
  /** The files whose sheet read is hidden in the workbook (the mapping names it), by the path given. */
  hiddenSheets: Map<string, HiddenSheetRead>;
}

export async function uploadMappedFiles(
  journal: Journal,
  mapping: Mapping,
  options: MappedUploadOptions,
): Promise<MappedUploadReport> {
  const { files, expectedSha256, refreshAdvertisers, ...rest } = options;
  const known = await advertiserReadOptions(journal, mapping, options.target.identity);
  // Counted afresh on each read of a file, so a file read twice is not counted twice.
  const skipped = new Map<string, SkippedRows>();
  const sheets = new Map<string, string | undefined>();
  const hiddenSheets = new Map<string, HiddenSheetRead>();
  const report = await uploadFiles(journal, {
    ...rest,
    sources: files.map((path) => ({
      path,
      sha256: expectedSha256?.get(path),
      read: () => {
        const counts: SkippedRows = new Map();
        skipped.set(path, counts);
        return readInvoices(path, mapping, {
          ...known.options,
          refreshAdvertisers,
          skippedRows: counts,
          apiKey: options.target.apiKey,
          passwords: dataSecretsOf(options.target).passwords,
          onSheet: (sheet) => sheets.set(path, sheet),
          onHiddenSheet: (hidden) => hiddenSheets.set(path, hidden),
        });
      },
      leftOut: () => skipped.get(path) ?? new Map(),
      check: () => checkInvoiceFile(path, mapping),
      tables: invoiceTables(mapping),
      hiddenSheet: () => hiddenSheetNote(hiddenSheets.get(path)),
    })),
  });
  const skippedRows = files
    .map((file) => ({ file, rules: skippedRowCounts(skipped.get(file) ?? new Map()) }))
    .filter((f) => f.rules.length > 0);
  return { ...report, advertiserList: known.state, skippedRows, sheets, hiddenSheets };
}
