/**
 * The legacy-us sample as the trailer tests cut and mend it: its CRLF lines with their
 * Windows-1252 bytes kept, and what `validate --json` says of the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SAMPLE = 'legacy-us.csv';
export const MAPPING = 'legacy-us.yaml';

export interface ValidateJson {
  invoices: number;
  valid: number;
  invalid: number;
  skippedRows: { rule: string; rows: number }[];
  problems: { row: number; value?: string; message: string }[];
}

/** The sample's lines in `dir` (CRLF, Windows-1252 bytes kept as they are). */
export function sampleLines(dir: string): Buffer[] {
  const bytes = readFileSync(join(dir, SAMPLE));
  const lines: Buffer[] = [];
  for (let start = 0; start < bytes.length;) {
    const end = bytes.indexOf('\r\n', start);
    lines.push(bytes.subarray(start, end));
    start = end + 2;
  }
  return lines;
}

/** `lines` written to `file`, each ended by CRLF. */
export const writeLines = (file: string, lines: readonly Buffer[]) =>
  writeFileSync(file, Buffer.concat(lines.flatMap((line) => [line, Buffer.from('\r\n')])));
