/**
 * Hangs, CPU traps and memory traps, each run as a child process as a user would run it: a FIFO in
 * the PDF column, a backtracking regex, a 400,000-entry mapping, SIGTERM during a long step, and
 * XLSX files whose one cell or string table would take gigabytes. Each ends within its bound, with
 * its exit code and a one-line reason. Needs the compiled CLI: npm run build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RELIABILITY_CLI, createCliSession } from './cli-session.js';
import { writeZip } from './zip-archive.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const GNU_TIME = '/usr/bin/time';
/** A hostile XLSX must not take more memory than this. */
const MAX_RSS_MB = 250;
/** After SIGTERM, the process has ended within this. */
const STOP_BOUND_MS = 5_000;

const session = createCliSession('rel-hostile-traps');
const lines: string[] = [];

afterAll(() => {
  console.log(`hostile traps: ${lines.join('; ')}`);
});

const HEADER = 'Vendor,Number,Date,Currency,Total,Pdf,Ref';
/** A one-row mapping; `invoiceExtra` adds lines to its invoice section. */
function mappingText(invoiceExtra = ''): string {
  return `invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
${invoiceExtra}items:
  Amount: Total
`;
}

function file(name: string, content: string | Buffer): string {
  const path = join(session.root, name);
  writeFileSync(path, content);
  return path;
}

function validate(input: string, mapping: string): string[] {
  return ['validate', input, '--mapping', mapping, '--out', join(session.root, 'out'), '--json'];
}

/** A mapping whose Comments field maps its text through a table of `entries` entries. */
function bigMapMapping(name: string, entries: number): string {
  const table = Array.from({ length: entries }, (_, i) => `          k${i}: v${i}`).join('\n');
  return file(name, mappingText(`  Comments:\n    column: Ref\n    transform:\n      - map:\n${table}\n`));
}

describe('hostile inputs end in bounded time', () => {
  it('refuses a FIFO named in the PDF column at once, as a problem of its invoice', async () => {
    const pdfs = join(session.root, 'pdfs');
    mkdirSync(pdfs);
    execFileSync('mkfifo', [join(pdfs, 'pipe.pdf')]);
    const input = file('fifo.csv', `${HEADER}\n0000100001,F-1,2024-01-31,EUR,1.00,pipe.pdf,x\n`);
    const mapping = file('fifo.yaml', `${mappingText()}attachments: { column: Pdf, baseDir: pdfs }\n`);
    const result = await session.run(validate(input, mapping), { timeoutMs: 60_000 });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toContain('expected a PDF file, got a named pipe (FIFO)');
    lines.push(`FIFO in the PDF column: exit 1 in ${Math.round(result.durationMs)} ms`);
  });

  it('runs ^(a+)+$ over a 35-character cell in linear time', async () => {
    const input = file('regex.csv', `${HEADER}\n0000100001,R-1,2024-01-31,EUR,1.00,,${'a'.repeat(35)}!\n`);
    const mapping = file('regex.yaml', mappingText('  Comments: { column: Ref, transform: { extract: "^(a+)+$" } }\n'));
    const result = await session.run(validate(input, mapping), { timeoutMs: 60_000 });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toContain('expected text matching /^(a+)+$/');
    lines.push(`catastrophic regex: exit 1 in ${Math.round(result.durationMs)} ms`);
  });

  it('loads a mapping with a 400,000-entry map (the unique-key check is linear)', async () => {
    const input = file('map.csv', `${HEADER}\n0000100001,M-1,2024-01-31,EUR,1.00,,k399999\n`);
    const mapping = bigMapMapping('big-map.yaml', 400_000);
    const result = await session.run(validate(input, mapping), { timeoutMs: 240_000 });
    expect(result.code, result.stderr).toBe(0);
    lines.push(`400,000-entry map: exit 0 in ${(result.durationMs / 1000).toFixed(1)} s`);
  }, 300_000);

  it('ends within seconds of SIGTERM while it parses that mapping', async () => {
    const input = file('term.csv', `${HEADER}\n0000100001,T-1,2024-01-31,EUR,1.00,,k1\n`);
    const mapping = bigMapMapping('term-map.yaml', 400_000);
    const run = session.start(validate(input, mapping), { timeoutMs: 240_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const killedAt = performance.now();
    run.child.kill('SIGTERM');
    const result = await run.finished;
    const stopMs = performance.now() - killedAt;
    expect(result.code).not.toBe(0);
    expect(stopMs).toBeLessThan(STOP_BOUND_MS);
    lines.push(`SIGTERM while parsing the 400,000-entry map: ended after ${Math.round(stopMs)} ms`);
  }, 300_000);
});

describe('hostile workbooks stay within their memory bound', () => {
  const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

  function workbook(name: string, sheetXml: Buffer | string, sharedStrings?: Buffer): string {
    return file(
      name,
      writeZip([
        {
          name: 'xl/workbook.xml',
          data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          data: `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        },
        { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
        ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', data: sharedStrings }] : []),
      ]),
    );
  }

  function peakOf(input: string): { code: number | null; stderr: string; peakMb: number } {
    const mapping = file('xlsx.yaml', mappingText());
    const rssFile = join(session.root, 'rss.txt');
    const run = spawnSync(
      GNU_TIME,
      ['-o', rssFile, '-f', '%M', process.execPath, RELIABILITY_CLI, ...validate(input, mapping)],
      {
        cwd: session.root,
        encoding: 'utf8',
        env: { ...session.env, INVOICE_BATCH_STATE_DIR: makeTempDir('register') },
        timeout: 300_000,
      },
    );
    return {
      code: run.status,
      stderr: run.stderr,
      peakMb: Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) / 1024,
    };
  }

  it('refuses a 100-million-character cell and three million shared strings, exit 2, without holding them', () => {
    expect(existsSync(GNU_TIME), `${GNU_TIME} measures the peak memory of a run; install GNU time`).toBe(true);
    const header = ['Vendor', 'Number', 'Date', 'Currency', 'Total']
      .map((h, i) => `<c r="${'ABCDE'[i]}1" t="inlineStr"><is><t>${h}</t></is></c>`)
      .join('');
    const cell = Buffer.concat([
      Buffer.from(
        `<worksheet xmlns="${MAIN}"><sheetData><row r="1">${header}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
      ),
      Buffer.alloc(100_000_000, 0x61),
      Buffer.from('</t></is></c></row></sheetData></worksheet>'),
    ]);
    const bigCell = peakOf(workbook('big-cell.xlsx', cell));
    expect(bigCell.code, bigCell.stderr).toBe(2);
    expect(bigCell.stderr).toMatch(/holds a value of more than 32767 characters/);
    expect(bigCell.peakMb).toBeLessThan(MAX_RSS_MB);

    const strings = Buffer.concat([
      Buffer.from(`<sst xmlns="${MAIN}">`),
      Buffer.from('<si><t>a</t></si>'.repeat(3_000_000)),
      Buffer.from('</sst>'),
    ]);
    const sheet = `<worksheet xmlns="${MAIN}"><sheetData><row r="1">${header}</row></sheetData></worksheet>`;
    const many = peakOf(workbook('many-strings.xlsx', sheet, strings));
    expect(many.code, many.stderr).toBe(2);
    expect(many.stderr).toMatch(/more than 1000000 shared strings/);
    expect(many.peakMb).toBeLessThan(MAX_RSS_MB);
    lines.push(
      `100,000,000-character cell: exit 2, peak ${Math.round(bigCell.peakMb)} MB; 3,000,000 shared strings: exit 2, peak ${Math.round(many.peakMb)} MB`,
    );
  }, 600_000);
});
