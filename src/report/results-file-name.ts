/** `<outDir>/<source-stem>-results-<YYYYMMDD-HHMMSS>.<ext>`, never overwriting an earlier file. */
import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileStamp } from '../batch/local-time.js';

export function resultsFileName(outDir: string, sourceFile: string, startedAt: Date, extension: 'xlsx' | 'csv'): string {
  const stem = basename(sourceFile, extname(sourceFile)) || 'upload';
  const base = `${stem}-results-${fileStamp(startedAt)}`;
  let candidate = join(outDir, `${base}.${extension}`);
  // Two runs of the same file in one second (or two files of the same name) keep both results.
  for (let n = 2; existsSync(candidate); n += 1) candidate = join(outDir, `${base}-${n}.${extension}`);
  return candidate;
}
