/**
 * Checks an XLSX file as a zip before any unpacking (not a zip, truncated, not a workbook, a zip
 * bomb) and reads its sheet list. Every refusal is an InputFileError naming the file.
 */
import path from 'node:path';
import { InputFileError } from '../../errors.js';
import type { ZipEntry } from '../zip/parse-zip-directory.js';
import { readZipDirectory } from '../zip/read-zip-directory.js';
import { readZipEntry } from '../zip/read-zip-entry.js';
import { parseWorkbookXml, type WorkbookFacts } from './parse-workbook-xml.js';

/** Default for `maxUncompressedBytes`: 1 GiB. */
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;
/** The workbook part lists sheets only; anything bigger is not a real one. */
const MAX_WORKBOOK_PART_BYTES = 16 * 1024 * 1024;

/** Sheets and date system of a workbook that passed the zip checks. */
export async function openWorkbookZip(
  filePath: string,
  maxUncompressedBytes: number = DEFAULT_MAX_UNCOMPRESSED_BYTES,
): Promise<WorkbookFacts> {
  const file = path.basename(filePath);
  const directory = await readZipDirectory(filePath);
  if ('problem' in directory) throw new InputFileError(`not an XLSX workbook: ${directory.problem}`, { file });
  const entries = directory.value.entries;
  const workbook = findEntry(entries, 'xl/workbook.xml');
  if (!workbook) {
    throw new InputFileError('a zip file that is not a workbook: it has no xl/workbook.xml (expected an .xlsx saved by a spreadsheet program)', { file });
  }
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > maxUncompressedBytes) {
    throw new InputFileError(
      `refusing to unpack: the workbook's parts add up to ${total} bytes, more than the limit of ${maxUncompressedBytes} (a zip bomb, or raise maxUncompressedBytes)`,
      { file },
    );
  }
  const workbookXml = await readText(filePath, file, workbook);
  const rels = findEntry(entries, 'xl/_rels/workbook.xml.rels');
  const relsXml = rels ? await readText(filePath, file, rels) : undefined;
  const facts = parseWorkbookXml(workbookXml, relsXml);
  if (facts.sheets.length === 0) throw new InputFileError('not an XLSX workbook: xl/workbook.xml lists no sheets', { file });
  return facts;
}

/** Part names in a zip are compared without regard to case, as Office does. */
function findEntry(entries: ZipEntry[], name: string): ZipEntry | undefined {
  const wanted = name.toLowerCase();
  return entries.find((entry) => entry.name.replace(/^\//, '').toLowerCase() === wanted);
}

async function readText(filePath: string, file: string, entry: ZipEntry): Promise<string> {
  const bytes = await readZipEntry(filePath, entry, MAX_WORKBOOK_PART_BYTES);
  if ('problem' in bytes) throw new InputFileError(`not an XLSX workbook: ${bytes.problem}`, { file });
  return bytes.value.toString('utf8');
}
