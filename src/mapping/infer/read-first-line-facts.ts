/** What the first 64 KiB of a CSV file tell before it is read: its delimiter and its encoding. */
import { open } from 'node:fs/promises';
import { detectDelimiter } from '../../sheets/csv/detect-delimiter.js';
import { guessSingleByteEncoding } from '../../sheets/csv/guess-single-byte-encoding.js';
import { encodingAdvice, firstAdvisedEncoding } from '../../sheets/csv/explain-invalid-utf8.js';

/**
 * The delimiter most frequent in the first lines, among , ; tab |, and whether a mapping must
 * name it: not where the reader, given none, finds the same comma (the default).
 */
export async function readFirstLineFacts(file: string): Promise<{
  delimiter: string | undefined;
  written: string | undefined;
  /** What the sampled rows are read in. */
  encoding: string;
  encodingDoubt?: string;
  /** The encoding named beside the doubt, and the sample read in. */
  doubtfulEncoding?: string | undefined;
}> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const bytes = buffer.subarray(0, bytesRead);
    let encoding = 'utf-8';
    let encodingDoubt: string | undefined;
    let doubtfulEncoding: string | undefined;
    // A UTF-16 byte-order mark wins when the file is read: nothing to propose.
    const utf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    if (!utf16Bom)
      try {
        // Cut at the last newline so a character split by the 64 KiB window is not taken for bad UTF-8.
        const cut = bytes.lastIndexOf(0x0a);
        new TextDecoder('utf-8', { fatal: true }).decode(cut > 0 ? bytes.subarray(0, cut) : bytes);
      } catch {
        // Which single-byte encoding the letters read as words in: Excel for Mac writes Mac Roman, with lone CR line ends.
        const macLineEnds = bytes.includes(0x0d) && !bytes.includes(0x0a);
        const guess = guessSingleByteEncoding(bytes, macLineEnds);
        encoding = guess.best ?? 'windows-1252';
        const at = bytes.findIndex((byte) => byte >= 0x80);
        if (!guess.best) {
          // Excel writes CSV with commas or semicolons: a pipe- or tab-delimited file re-saved there changes shape.
          const resave = !/[|\t]/.test(mostUsedDelimiter(bytes) ?? '');
          encodingDoubt = `the file is not valid UTF-8. ${encodingAdvice(bytes, at, macLineEnds, resave)}`;
          // The commented line shows the candidate the doubt names first (Windows-1254 for a Turkish file).
          doubtfulEncoding = firstAdvisedEncoding(bytes, at, macLineEnds) ?? encoding;
        }
      }
    const text = bytes.toString('latin1');
    const delimiter = mostUsedDelimiter(bytes);
    const byDefault = delimiter === ',' && detectDelimiter(text, bytesRead < buffer.length) === ',';
    return {
      delimiter,
      written: byDefault ? undefined : delimiter,
      encoding,
      ...(encodingDoubt ? { encodingDoubt, doubtfulEncoding } : {}),
    };
  } finally {
    await handle.close();
  }
}

/** The delimiter most used on a line of the first ten, of comma, semicolon, tab and pipe. */
function mostUsedDelimiter(bytes: Buffer): string | undefined {
  const lines = bytes
    .toString('latin1')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const counts = [',', ';', '\t', '|'].map((d) => ({
    d,
    n: Math.max(0, ...lines.slice(0, 10).map((l) => l.split(d).length - 1)),
  }));
  const best = counts.sort((a, b) => b.n - a.n)[0];
  return best && best.n > 0 ? best.d : undefined;
}
