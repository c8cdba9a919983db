/**
 * The one way files go up through a mapping, for the upload command and the drop folder alike:
 * the advertiser names the mapping looks up are read from the journal once, then every file is
 * read through the mapping as one run of the upload.
 */
import { advertiserReadOptions, type AdvertiserListState } from '../advertisers/advertiser-read-options.js';
import type { Journal } from '../journal/open-journal.js';
import type { Mapping } from '../mapping/compiled-mapping.js';
import { invoiceTables, readInvoices } from '../mapping/read-invoices.js';
import { uploadFiles, type UploadReport } from './upload-files.js';
import type { UploadOptions } from './upload-options.js';

export interface MappedUploadOptions extends Omit<UploadOptions, 'sources'> {
  /** Paths of the files, one run each, in this order. */
  files: readonly string[];
  /** SHA-256 of files the caller hashed before, by path: each is refused when it reads otherwise. @default none */
  expectedSha256?: ReadonlyMap<string, string> | undefined;
}

/** The upload's report, and whether its PayeeIds were checked against a cached advertiser list. */
export interface MappedUploadReport extends UploadReport {
  advertiserList: AdvertiserListState;
}

export async function uploadMappedFiles(
  journal: Journal,
  mapping: Mapping,
  options: MappedUploadOptions,
): Promise<MappedUploadReport> {
  const { files, expectedSha256, ...rest } = options;
  const known = await advertiserReadOptions(journal, mapping, options.target.identity);
  const report = await uploadFiles(journal, {
    ...rest,
    sources: files.map((path) => ({
      path,
      sha256: expectedSha256?.get(path),
      read: () => readInvoices(path, mapping, known.options),
      tables: invoiceTables(mapping),
    })),
  });
  return { ...report, advertiserList: known.state };
}
