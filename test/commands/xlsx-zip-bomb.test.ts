/**
 * Every command that opens an XLSX file refuses a small file whose zip directory declares more
 * than the unpack limit, at once and with the same words, before anything is unpacked: the
 * results workbook of `import-results` and `reconcile --from` as well as the input readers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { oneSheetWorkbook, readZipParts, buildZip } from '../sheets/zip-builder.js';

/** A 1 KB workbook whose sheet part claims `claimed` bytes unpacked. */
function bombWorkbook(dir: string, claimed: number): string {
  const real = join(dir, 'real.xlsx');
  writeFileSync(
    real,
    oneSheetWorkbook(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Results</t></is></c></row></sheetData></worksheet>`,
      undefined,
      'Results',
    ),
  );
  const parts = readZipParts(real).map((part) =>
    part.name === 'xl/worksheets/sheet1.xml' ? { ...part, claimedSize: claimed } : part,
  );
  writeFileSync(join(dir, 'bomb.xlsx'), buildZip(parts));
  return 'bomb.xlsx';
}

const COMMANDS: [string, string[]][] = [
  ['validate', ['validate', 'bomb.xlsx', '--mapping', 'mapping.yaml']],
  ['upload', ['upload', 'bomb.xlsx', '--mapping', 'mapping.yaml', '--base-url', 'http://127.0.0.1:9']],
  ['mapping infer', ['mapping', 'infer', 'bomb.xlsx']],
  ['import-results', ['import-results', 'bomb.xlsx', '--base-url', 'http://127.0.0.1:9']],
  ['reconcile --from', ['reconcile', '--from', 'bomb.xlsx', '--base-url', 'http://127.0.0.1:9']],
];

describe('an XLSX zip bomb', () => {
  // Each size just past the 1 GiB limit up to what a 32-bit zip directory entry can declare.
  it.each(COMMANDS)('%s refuses it before unpacking, saying what to do', async (_name, args) => {
    for (const claimed of [2 ** 30 + 1, 2 ** 31, 0xfffffffe]) {
      const cwd = makeTempDir('zip-bomb');
      writeFileSync(join(cwd, 'mapping.yaml'), `source:\n  type: xlsx\n${TOTAL_ROW_MAPPING}`);
      bombWorkbook(cwd, claimed);
      const result = await runCliInProcess(args, { cwd });
      expect(result.code, result.stderr).toBe(2);
      const total = /bomb\.xlsx: refusing to unpack: the workbook's parts add up to (\d+) bytes/.exec(
        result.stderr,
      )?.[1];
      expect(Number(total)).toBeGreaterThanOrEqual(claimed);
      expect(result.stderr).toContain('more than the limit of 1073741824; a zip bomb, or a workbook too big to read');
      expect(result.stderr).not.toContain('maxUncompressedBytes');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
