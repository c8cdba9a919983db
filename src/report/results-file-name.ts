/** Names of the workbooks written into the output folder: `<base>-<YYYYMMDD-HHMMSS>.<ext>`, never overwriting. */
import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileStamp } from './local-time.js';

/** `<outDir>/<base>-<YYYYMMDD-HHMMSS>.<ext>`, with `-2`, `-3` ... when that exists already. */
export function stampedFileName(outDir: string, base: string, at: Date, extension: string): string {
  const stamped = `${base}-${fileStamp(at)}`;
  let candidate = join(outDir, `${stamped}.${extension}`);
  // Two runs in one second (or two files of the same name) keep both workbooks.
  for (let n = 2; existsSync(candidate); n += 1) candidate = join(outDir, `${stamped}-${n}.${extension}`);
  return candidate;
}

/** The name of a source file without folder and extension, or `fallback` when nothing is left. */
export function sourceStem(sourceFile: string, fallback: string): string {
  return basename(sourceFile, extname(sourceFile)) || fallback;
}

/** `<outDir>/<source-stem>-results-<YYYYMMDD-HHMMSS>.<ext>`. */
export function resultsFileName(outDir: string, sourceFile: string, startedAt: Date, extension: 'xlsx' | 'csv'): string {
  return stampedFileName(outDir, `${sourceStem(sourceFile, 'upload')}-results`, startedAt, extension);
}
