/**
 * Tells what a file holds from its first bytes, so that a workbook named .csv or binary junk is
 * refused with a clear message before any parsing.
 */
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { InputFileError } from '../errors.js';
import { detectUtf16 } from './csv/detect-utf16.js';

/** What the first bytes of a file look like. */
export type SniffedType =
  | 'empty'
  | 'zip'
  | 'xls'
  | 'encrypted'
  | 'pdf'
  | 'gzip'
  | 'binary'
  | 'utf-16-unclear'
  | 'html'
  | 'spreadsheetml'
  | 'xml'
  | 'text';

const SNIFF_BYTES = 8192;

/** A phrase for messages: "the file is <description>". */
export const SNIFFED_DESCRIPTION: Record<SniffedType, string> = {
  empty: 'empty (0 bytes)',
  zip: 'a zip archive (an .xlsx workbook?)',
  xls: 'an old binary .xls workbook (save it as .xlsx or .csv)',
  encrypted:
    'a workbook protected by a password: save it without the password (in Excel: File > Info > Protect Workbook > Encrypt with Password, clear it) and try again',
  pdf: 'a PDF document',
  gzip: 'a gzip archive',
  binary: 'binary data, not text',
  'utf-16-unclear':
    'UTF-16 text without a byte-order mark, or binary data (for UTF-16 text, set the encoding in the mapping: utf-16le or utf-16be)',
  html: 'an HTML table (a web page, as many ERPs and banks write their ".xls" exports), not a workbook: open it in Excel or LibreOffice Calc and save it as .xlsx',
  spreadsheetml:
    'an Excel 2003 XML spreadsheet (SpreadsheetML), not an .xlsx workbook: open it in Excel or LibreOffice Calc and save it as .xlsx',
  xml: 'an XML document, not a table',
  text: 'text',
};

/** Looks at up to the first 8 KiB of `file`; an unreadable file is an InputFileError. */
export async function sniffFileType(file: string): Promise<SniffedType> {
  const handle = await open(file, 'r').catch((error: unknown) => {
    throw new InputFileError(
      `cannot read the file: ${(error as Error).message}`,
      { file: basename(file) },
      { cause: error },
    );
  });
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const sniffed = sniffBytes(buffer.subarray(0, bytesRead));
    return sniffed === 'xls' && (await holdsEncryptedPackage(handle)) ? 'encrypted' : sniffed;
  } finally {
    await handle.close();
  }
}

/** Classifies the first bytes of a file. Pure. */
export function sniffBytes(head: Uint8Array): SniffedType {
  if (head.length === 0) return 'empty';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  // UTF-16 text is full of zero bytes: its byte-order mark, or zero bytes in every other position, tell it from binary
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return markupOr(head);
  const utf16 = detectUtf16(head);
  if (utf16 === 'utf-16le' || utf16 === 'utf-16be') return markupOr(head);
  if (utf16 === 'utf-16-unclear') return utf16;
  return looksBinary(head) ? 'binary' : markupOr(head);
}

/** The text of a file's first bytes, as UTF-16 by its byte-order mark or zero bytes, else as UTF-8. */
export function headText(head: Uint8Array): string {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (startsWith(head, [0xff, 0xfe])) return bytes.subarray(2).toString('utf16le');
  if (startsWith(head, [0xfe, 0xff])) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  const utf16 = detectUtf16(head);
  if (utf16 === 'utf-16le') return bytes.toString('utf16le');
  if (utf16 === 'utf-16be')
    return Buffer.from(bytes.subarray(0, bytes.length & ~1))
      .swap16()
      .toString('utf16le');
  return bytes.toString('utf8').replace(/^\ufeff/, '');
}

const HTML_START = /^(<!doctype html|<html|<table|<!--)/i;
const SPREADSHEET_ML = /urn:schemas-microsoft-com:office:spreadsheet|progid="Excel\.Sheet"/;

/**
 * A web page or an XML document where a table's text was expected: ERPs and banks save an HTML
 * table as ".xls" (Excel opens it), Excel 2003 saved its "XML Spreadsheet" so.
 */
function markupOr(head: Uint8Array): 'html' | 'spreadsheetml' | 'xml' | 'text' {
  const text = headText(head).trimStart();
  if (!text.startsWith('<')) return 'text';
  if (HTML_START.test(text) && /<(html|table)[\s>]/i.test(text)) return 'html';
  if (!text.startsWith('<?xml')) return 'text';
  if (SPREADSHEET_ML.test(text)) return 'spreadsheetml';
  return /<html[\s>]/i.test(text) ? 'html' : 'xml';
}

/** The directory entry name of the stream a password-protected Office file keeps its workbook in. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const SCAN_BYTES = 1024 * 1024;

/**
 * An OLE compound file is an old .xls or a workbook encrypted with a password (its .xlsx inside as
 * the stream EncryptedPackage). The directory may lie anywhere in the file: it is scanned for the
 * stream's name, a chunk at a time.
 */
async function holdsEncryptedPackage(handle: Awaited<ReturnType<typeof open>>): Promise<boolean> {
  const buffer = Buffer.alloc(SCAN_BYTES + ENCRYPTED_PACKAGE.length);
  for (let position = 0; ; position += SCAN_BYTES) {
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (buffer.subarray(0, bytesRead).includes(ENCRYPTED_PACKAGE)) return true;
    if (bytesRead < buffer.length) return false;
  }
}

/** Zero bytes, or many control characters other than tab, CR, LF and form feed. */
function looksBinary(head: Uint8Array): boolean {
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
  }
  return controls > head.length / 20;
}

function startsWith(head: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, i) => head[i] === byte);
}
