/**
 * Checks an XLSX file as a zip before any unpacking (not a zip, truncated, not a workbook, a zip
 * bomb) and reads its sheet list. Every refusal is an InputFileError naming the file.
 */
import path from 'node:path';
import { InputFileError } from '../../errors.js';
import { readZipDirectory, type LocatedZipEntry } from '../zip/read-zip-directory.js';
import { readZipEntry } from '../zip/read-zip-entry.js';
import { nameZipWorkbook, ZIP_WORKBOOK_DESCRIPTION } from './name-zip-workbook.js';
import { parseWorkbookXml, WorkbookXmlError, type WorkbookFacts } from './parse-workbook-xml.js';
import { refuseZipBomb } from './refuse-zip-bomb.js';

/** The workbook part lists sheets only; anything bigger is not a real one. */
const MAX_WORKBOOK_PART_BYTES = 16 * 1024 * 1024;
export const WORKBOOK_PART = 'xl/workbook.xml';

export interface WorkbookZip extends WorkbookFacts {
  /** The zip entry of a part, by path (compared without regard to case, as Office does). */
  findPart(part: string): LocatedZipEntry | undefined;
}

/** Sheets, parts and date system of a workbook that passed the zip checks. */
export async function openWorkbookZip(filePath: string, maxUncompressedBytes?: number): Promise<WorkbookZip> {
  const file = path.basename(filePath);
  const directory = await readZipDirectory(filePath).catch((error: unknown) => {
    throw new InputFileError(`cannot read the file: ${(error as Error).message}`, { file }, { cause: error });
  });
  if ('problem' in directory) throw new InputFileError(`not an XLSX workbook: ${directory.problem}`, { file });
  const entries = new Map(directory.value.entries.map((entry) => [normalizePart(entry.name), entry]));
  const findPart = (part: string): LocatedZipEntry | undefined => entries.get(normalizePart(part));
  const workbook = findPart(WORKBOOK_PART);
  if (!workbook) {
    const kind = await nameZipWorkbook(filePath, findPart);
    const description =
      kind === 'xlsx' || kind === 'zip'
        ? `a zip file that is not a workbook: it has no ${WORKBOOK_PART} (expected an .xlsx saved by a spreadsheet program)`
        : ZIP_WORKBOOK_DESCRIPTION[kind];
    throw new InputFileError(description, { file });
  }
  refuseZipBomb(directory.value.entries, file, maxUncompressedBytes);
  const workbookXml = await readText(filePath, file, workbook);
  const rels = findPart('xl/_rels/workbook.xml.rels');
  const relsXml = rels ? await readText(filePath, file, rels) : undefined;
  const facts = parseFacts(workbookXml, relsXml, file);
  if (facts.sheets.length === 0)
    throw new InputFileError(`not an XLSX workbook: ${WORKBOOK_PART} lists no sheets`, { file });
  return { ...facts, findPart };
}

function parseFacts(workbookXml: string, relsXml: string | undefined, file: string): WorkbookFacts {
  try {
    return parseWorkbookXml(workbookXml, relsXml);
  } catch (error) {
    if (!(error instanceof WorkbookXmlError)) throw error;
    throw new InputFileError(
      `not a readable XLSX workbook: ${WORKBOOK_PART} or its relationships: ${error.message}`,
      { file },
      { cause: error },
    );
  }
}

function normalizePart(name: string): string {
  return name.replace(/^\//, '').toLowerCase();
}

async function readText(filePath: string, file: string, entry: LocatedZipEntry): Promise<string> {
  const bytes = await readZipEntry(filePath, entry, MAX_WORKBOOK_PART_BYTES);
  if ('problem' in bytes) throw new InputFileError(`not an XLSX workbook: ${bytes.problem}`, { file });
  return bytes.value.toString('utf8');
}
