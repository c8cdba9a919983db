/**
 * Names of the files written into an output folder: `<base>-<YYYYMMDD-HHMMSS>.<ext>`, with `-2`,
 * `-3` ... when a file of that name exists, claimed when the file is published (write-output-file.ts).
 */
import { basename, extname } from 'node:path';
import { fitFileStem } from './fit-file-stem.js';
import { portableFileStem } from './portable-file-stem.js';
import type { OutputName } from './write-output-file.js';

/**
 * The name of a source file without folder and extension, as a name Windows and macOS can hold
 * (portable-file-stem.ts) and shortened when long, or `fallback` when nothing is left.
 */
export function sourceStem(sourceFile: string, fallback: string): string {
  return fitFileStem(portableFileStem(basename(sourceFile, extname(sourceFile)))) || fallback;
}

/** `<outDir>/<source-stem>-results-<YYYYMMDD-HHMMSS>.<ext>`. */
export function resultsFileName(
  outDir: string,
  sourceFile: string,
  startedAt: Date,
  extension: 'xlsx' | 'csv',
): OutputName {
  return { folder: outDir, base: `${sourceStem(sourceFile, 'upload')}-results`, at: startedAt, extension };
}
