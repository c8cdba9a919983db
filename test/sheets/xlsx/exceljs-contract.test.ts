import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

/**
 * What the XLSX reader relies on inside exceljs: the internal part parsers of its streaming
 * WorkbookReader and the fixes of patches/exceljs+4.4.0.patch. An upgrade of exceljs must fail
 * here, by name, before it can change what a workbook reads as.
 */
const require = createRequire(import.meta.url);
const exceljsRoot = dirname(require.resolve('exceljs/package.json'));
const source = (relative: string) => readFileSync(join(exceljsRoot, relative), 'utf8');

describe('the exceljs the XLSX reader is written against', () => {
  it('is the version the patch was made for', () => {
    const { version } = JSON.parse(source('package.json')) as { version: string };
    expect(
      version,
      'patches/exceljs+4.4.0.patch and src/sheets/xlsx/read-worksheet-rows.ts are written for exceljs 4.4.0',
    ).toBe('4.4.0');
  });

  it('has the internal part parsers the reader calls, as functions of the streaming WorkbookReader', () => {
    const prototype = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, unknown>;
    for (const name of ['_parseWorkbook', '_parseSharedStrings', '_parseStyles', '_parseWorksheet']) {
      expect(typeof prototype[name], `WorkbookReader.prototype.${name}`).toBe('function');
    }
    // _parseSharedStrings is consumed with for-await and _parseWorksheet with a spread: their generator kinds matter.
    expect(Object.prototype.toString.call(prototype._parseSharedStrings)).toBe('[object AsyncGeneratorFunction]');
    expect(Object.prototype.toString.call(prototype._parseWorksheet)).toBe('[object GeneratorFunction]');
  });

  it('carries every fix of the patch (patch-package ran on install)', () => {
    const fixes: [string, string, string][] = [
      [
        'lib/doc/cell.js',
        "name === 'result' ? value !== undefined : value",
        'a cached formula result of 0, "" or false is kept',
      ],
      ['lib/stream/xlsx/workbook-reader.js', 'for await (const entry of zip)', 'the last zip entries are not dropped'],
      [
        'lib/stream/xlsx/worksheet-reader.js',
        'function sheetDataName(name, inRows)',
        'namespaced sheet XML (x:row, x:c) is read',
      ],
      ['lib/stream/xlsx/worksheet-reader.js', "case 'rPh':", 'phonetic guide text is not part of a cell value'],
      [
        'lib/utils/parse-sax.js',
        'decoder.decode(chunk, {stream: true})',
        'a UTF-8 character split between chunks stays whole',
      ],
    ];
    for (const [file, text, why] of fixes) expect(source(file).includes(text), `${file}: ${why}`).toBe(true);
  });
});
