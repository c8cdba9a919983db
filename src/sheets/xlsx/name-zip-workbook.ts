/**
 * What kind of workbook a zip archive holds, from its parts: an .xlsx (xl/workbook.xml), an Excel
 * binary workbook (xl/workbook.bin), an OpenDocument spreadsheet (its `mimetype` entry), or none.
 */
import type { LocatedZipEntry } from '../zip/read-zip-directory.js';
import { readZipEntry } from '../zip/read-zip-entry.js';

export type ZipWorkbookKind = 'xlsx' | 'xlsb' | 'ods' | 'zip';

/** A phrase for messages: "the file is <description>". */
export const ZIP_WORKBOOK_DESCRIPTION: Record<Exclude<ZipWorkbookKind, 'xlsx'>, string> = {
  ods: 'an OpenDocument spreadsheet (.ods), not an .xlsx workbook: open it in LibreOffice Calc or Excel and save it as .xlsx',
  xlsb: 'an Excel binary workbook (.xlsb), not an .xlsx workbook: open it in Excel and save it as .xlsx (Excel Workbook)',
  zip: 'a zip archive, not a workbook',
};

/** @param findPart the archive's entry of a part, by path (without regard to case). */
export async function nameZipWorkbook(
  filePath: string,
  findPart: (part: string) => LocatedZipEntry | undefined,
): Promise<ZipWorkbookKind> {
  if (findPart('xl/workbook.xml')) return 'xlsx';
  if (findPart('xl/workbook.bin')) return 'xlsb';
  return (await isOpenDocument(filePath, findPart('mimetype'))) ? 'ods' : 'zip';
}

/** OpenDocument files start with an entry `mimetype` naming their kind. */
async function isOpenDocument(filePath: string, entry: LocatedZipEntry | undefined): Promise<boolean> {
  if (!entry || entry.uncompressedSize > 200) return false;
  const bytes = await readZipEntry(filePath, entry, 200).catch(() => undefined);
  if (!bytes || 'problem' in bytes) return false;
  return bytes.value.toString('utf8').trim() === 'application/vnd.oasis.opendocument.spreadsheet';
}
