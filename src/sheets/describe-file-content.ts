/**
 * What a file that is not read as it is named holds, phrased for "the file is <description>",
 * with what to do: a workbook of another kind is saved as .xlsx; a text whose lines split at a
 * tab or `;` (SAP's "Spreadsheet" export, named .xls), or at another character it repeats (`~`),
 * is read as CSV when the mapping says so.
 */
import { open } from 'node:fs/promises';
import { detectDelimiter } from './csv/detect-delimiter.js';
import { findOtherDelimiter } from './csv/find-other-delimiter.js';
import { headText, SNIFFED_DESCRIPTION, type SniffedType } from './sniff-file-type.js';
import { nameZipWorkbook, ZIP_WORKBOOK_DESCRIPTION } from './xlsx/name-zip-workbook.js';
import { readZipDirectory } from './zip/read-zip-directory.js';

const HEAD_BYTES = 8192;

const SEPARATED: Record<string, string> = {
  '\t': 'tab-separated text (as SAP\'s "Spreadsheet" export writes)',
  ';': 'semicolon-separated text',
  '|': 'pipe-separated text',
};
/** How the mapping writes each delimiter (YAML, double-quoted). */
const WRITTEN: Record<string, string> = { '\t': '"\\t"', ';': '";"', '|': '"|"' };

/** @param sniffed what the first bytes of `filePath` look like (sniffFileType) */
export async function describeFileContent(filePath: string, sniffed: SniffedType, extension: string): Promise<string> {
  if (sniffed === 'zip') return describeZip(filePath, extension);
  if (sniffed === 'text') return describeText(await readHead(filePath));
  return SNIFFED_DESCRIPTION[sniffed];
}

async function describeZip(filePath: string, extension: string): Promise<string> {
  const directory = await readZipDirectory(filePath).catch(() => undefined);
  if (!directory || 'problem' in directory) return SNIFFED_DESCRIPTION.zip;
  const entries = new Map(directory.value.entries.map((entry) => [normalizePart(entry.name), entry]));
  const kind = await nameZipWorkbook(filePath, (part) => entries.get(normalizePart(part)));
  if (kind === 'xlsx') return `an .xlsx workbook named "${extension}": rename it to .xlsx`;
  return ZIP_WORKBOOK_DESCRIPTION[kind];
}

/** Text whose first line splits at a delimiter is a table another program wrote as text. */
export function describeText(head: Uint8Array): string {
  const text = headText(head);
  const delimiter = detectDelimiter(text, head.length < HEAD_BYTES);
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const other = findOtherDelimiter(firstLine);
  if (other !== undefined) return separatedText(`text separated by ${JSON.stringify(other)}`, other);
  if (!firstLine.includes(delimiter)) return 'text, not a table';
  if (delimiter === ',')
    return "comma-separated text (CSV), not a workbook: name it .csv, or set type: csv in the mapping's source";
  return separatedText(SEPARATED[delimiter] ?? 'separated text', delimiter);
}

function separatedText(what: string, delimiter: string): string {
  return `${what}, not a workbook: to read it as it is, set type: csv and delimiter: ${WRITTEN[delimiter] ?? JSON.stringify(delimiter)} in the mapping's source (or save it as .xlsx from Excel or LibreOffice Calc)`;
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function normalizePart(name: string): string {
  return name.replace(/^\//, '').toLowerCase();
}
