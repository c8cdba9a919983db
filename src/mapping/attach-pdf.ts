/**
 * Reads the PDF an invoice names, inside its base folder only. An absolute path, a `..` that
 * leaves the folder, a symbolic link that points out of it, a missing file or a file that is not
 * a PDF is a problem of that invoice (which is then not sent), never an exception.
 */
import { nameSpecialFile } from '../sheets/name-special-file.js';
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep, win32 } from 'node:path';

export type PdfOutcome = { ok: true; base64: string } | { ok: false; message: string };

function inside(folder: string, target: string): boolean {
  const rel = relative(folder, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/**
 * Resolves `name` inside `baseDir` and returns its content as base64.
 * @param maxBytes larger files are refused
 */
export async function attachPdf(name: string, baseDir: string, maxBytes: number): Promise<PdfOutcome> {
  const fileName = name.trim();
  if (isAbsolute(fileName) || win32.isAbsolute(fileName)) {
    return { ok: false, message: `expected a file name inside the PDF folder, got an absolute path` };
  }
  const folder = resolve(baseDir);
  const target = resolve(folder, fileName.replace(/\\/g, '/'));
  if (!inside(folder, target))
    return { ok: false, message: 'expected a file name inside the PDF folder; the path leaves it' };

  let realFolder: string;
  let realTarget: string;
  try {
    realFolder = await realpath(folder);
  } catch {
    return { ok: false, message: `the PDF folder ${folder} does not exist` };
  }
  try {
    realTarget = await realpath(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message: code === 'ENOENT' ? `PDF not found in ${folder}` : `cannot read the PDF (${code ?? 'error'})`,
    };
  }
  if (!inside(realFolder, realTarget))
    return { ok: false, message: 'expected a PDF inside the PDF folder; a symbolic link points out of it' };

  let handle;
  try {
    // O_NONBLOCK: opening a FIFO would otherwise wait for a writer that may never come; the file
    // type is checked on the open handle, so nothing can swap the file in between.
    handle = await open(realTarget, constants.O_RDONLY | constants.O_NONBLOCK);
    const info = await handle.stat();
    const special = nameSpecialFile(info);
    if (special) return { ok: false, message: `expected a PDF file, got ${special}` };
    if (info.size > maxBytes)
      return { ok: false, message: `expected a PDF of at most ${maxBytes} bytes, got ${info.size}` };
    const content = await handle.readFile();
    if (content.subarray(0, 5).toString('latin1') !== '%PDF-')
      return { ok: false, message: 'expected a PDF (content starting %PDF-)' };
    return { ok: true, base64: content.toString('base64') };
  } catch (error) {
    return { ok: false, message: `cannot read the PDF (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    await handle?.close();
  }
}
