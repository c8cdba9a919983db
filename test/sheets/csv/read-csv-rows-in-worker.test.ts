/**
 * A CSV of a megabyte or more is parsed on a worker thread by the compiled CLI (run `npx tsc -p .`
 * first); from the sources, as here, it is read in-process. Both must give the same invoices and
 * the same one-line errors.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The tests run concurrently, so each keeps its own folder until the file ends.
import { makeFileTempDir } from '../../helpers/temp-dir.js';
import { validateInProcess, validateWithCli } from '../validate-both-ways.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAPPING = join(ROOT, 'mappings/european-erp.yaml');

/** The sample's lines repeated, each copy with its own invoice numbers, to at least 1.5 MB. */
function largeCsv(dir: string, tail = ''): string {
  const [header, ...lines] = readFileSync(join(ROOT, 'samples/european-erp.csv'), 'utf8').trimEnd().split(/\r?\n/);
  const parts = [`${header}\r\n`];
  let size = 0;
  for (let copy = 1; size < 1.5 * 1024 * 1024; copy++) {
    const text = `${lines.map((line) => line.replace(/;RE-/, `;R${copy}-`)).join('\r\n')}\r\n`;
    parts.push(text);
    size += text.length;
  }
  const file = join(dir, 'large.csv');
  writeFileSync(file, Buffer.concat([Buffer.from(parts.join('')), Buffer.from(tail, 'latin1')]));
  return file;
}

const inProcess = (file: string) => validateInProcess(file, MAPPING);
const cli = (file: string) => validateWithCli(file, MAPPING, 60_000);

describe.concurrent('CSV parsed on a worker thread', () => {
  it('gives the invoices, totals and problems of the in-process reader', async () => {
    const dir = makeFileTempDir('csv-worker');
    const file = largeCsv(dir, '0000100004;X;RE-bad;31.02.2024;13.03.2024;EUR;1,00;1;"a\r\nb";1,00;0;0;1;2;N;1000\r\n');
    const expected = await inProcess(file);
    const result = await cli(file);
    expect(result.code).toBe(1);
    const document = JSON.parse(result.stdout);
    expect(expected.summary?.invoices).toBeGreaterThan(3000);
    expect(document.invoices).toBe(expected.summary?.invoices);
    expect(document.valid).toBe(expected.summary?.valid);
    expect(document.totals).toEqual(expected.summary?.totals);
    expect(document.problems).toEqual(JSON.parse(JSON.stringify(expected.problems)));
    expect(document.problems.length).toBeGreaterThan(0);
  });

  it('stops at invalid UTF-8 near the end with the in-process message and exit 2', async () => {
    const dir = makeFileTempDir('csv-worker');
    const file = largeCsv(dir, '0000100004;M\xfcller;RE-x\r\n');
    const expected = await inProcess(file);
    expect(expected.error).toMatch(/invalid UTF-8 at byte offset \d+/);
    const result = await cli(file);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`invoice-batch: ${expected.error}\n`);
  });

  it('stops at a quote never closed with the in-process message and exit 2', async () => {
    const dir = makeFileTempDir('csv-worker');
    const file = largeCsv(dir, '0000100004;"Nordlicht;RE-x\r\n');
    const expected = await inProcess(file);
    expect(expected.error).toMatch(/quoted field is never closed/);
    const result = await cli(file);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`invoice-batch: ${expected.error}\n`);
  });
});
