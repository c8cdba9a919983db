/**
 * `watch --mapping` tells of a dropped .xls, .xlsb or .ods what upload tells: what the file holds
 * and what to do, in its line and in failed/; a text named .xls is read when the mapping says
 * `type: csv`.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { failureOf, readWholeTable } from '../sheets/sheet-files.js';
import { buildZip } from '../sheets/zip-builder.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROW = ['0000100001', 'K-1', '2026-05-01', 'EUR', '119.00', '100.00', '19.00'];
const HTML = `<!DOCTYPE html>\n<html><body><table>\n${[HEADER, ROW].map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')}\n</table></body></html>\n`;
const TSV = `${HEADER.join('\t')}\r\n${ROW.join('\t')}\r\n`;
const ODS = buildZip([
  { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet') },
  { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
]);
const XLSB = buildZip([{ name: 'xl/workbook.bin', data: Buffer.from([0x83, 0x01, 0x00]) }]);
const FILES: Record<string, string | Buffer> = {
  'erp-export.xls': HTML,
  'sap.xls': TSV,
  'calc.ods': ODS,
  'book.xlsb': XLSB,
};

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('watch --mapping with a workbook it does not read', () => {
  it('moves each to failed/ with the words upload says of it', async () => {
    const s = makeDropFolder('ib-drop-kinds');
    for (const [name, content] of Object.entries(FILES)) writeFileSync(join(s.inbox, name), content);
    const sandbox = await startTestSandbox();
    const run = await runCliProcess(
      ['watch', s.drop, '--once', '--mapping', 'm.yaml', '--journal', 'j.sqlite', '--base-url', sandbox.baseUrl],
      { cwd: s.dir },
    );
    expect(list(join(s.drop, 'failed'))).toEqual(Object.keys(FILES).sort());
    const output = run.stdout + run.stderr;
    for (const name of Object.keys(FILES)) {
      const file = join(s.dir, `copy-${name}`);
      writeFileSync(file, FILES[name]!);
      const upload = (await failureOf(readWholeTable(file))).message;
      const said = upload.slice(upload.indexOf(': ') + 2);
      expect(said).toMatch(/save it as \.xlsx|type: csv/);
      const line = output.split('\n').find((l) => l.startsWith(`${name}:`));
      expect(line, output).toContain(said);
    }
    expect(sandbox.stats().createRequests).toBe(0);
  });

  it('reads a tab-separated text named .xls when the mapping says type: csv', async () => {
    const s = makeDropFolder('ib-drop-kinds', `source:\n  type: csv\n  delimiter: "\\t"\n${ONE_ROW_MAPPING}`);
    writeFileSync(join(s.inbox, 'sap.xls'), TSV);
    const sandbox = await startTestSandbox();
    const run = await runCliProcess(
      ['watch', s.drop, '--once', '--mapping', 'm.yaml', '--journal', 'j.sqlite', '--base-url', sandbox.baseUrl],
      { cwd: s.dir },
    );
    expect(list(join(s.drop, 'done')), run.stdout + run.stderr).toEqual(['sap.xls']);
    expect(sandbox.stats().createRequests).toBe(1);
  });
});
