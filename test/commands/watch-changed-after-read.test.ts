/**
 * `watch --once` when a file grows after part of it was posted (a writer on another host, which
 * no process here shows, writing into the file the watcher already moved into processing/): the
 * run says so as an error and exits 1, the file stays out of done/, and the next run posts the
 * rest without posting any invoice twice, holding the invoice whose first part was posted because
 * the whole one differs from it.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { resultsByInvoice } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const SAMPLE = readFileSync(join(import.meta.dirname, '../../samples/formula-net-tax.csv'), 'utf8');
const MAPPING = join(import.meta.dirname, '../../mappings/formula-net-tax.yaml');

const events = (stdout: string) =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('watch --once, a file that grows after part of it was posted', () => {
  it('is an error with exit 1, stays out of done/, and its next take posts the rest once, holding the changed invoice', async () => {
    const dir = makeTempDir('ib-watch-changed');
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  rules:\n    - { match: "*.csv", mapping: ${MAPPING} }\n`,
    );
    const drop = join(dir, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    // Each create takes a while: the rest arrives while IN-8801's first line is being posted.
    const sandbox = await startTestSandbox({ latencyMs: 400 });
    const [header, first] = SAMPLE.split('\n');
    const part = `${header}\n${first}\n`;
    writeFileSync(join(drop, 'inbox', 'E.csv'), part);
    const args = ['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--log-format', 'json'];

    const running = runCliInProcess(args, { cwd: dir });
    const end = Date.now() + 60_000;
    while (sandbox.stats().createRequests < 1 && Date.now() < end) await sleep(5);
    appendFileSync(join(drop, 'processing', 'E.csv'), SAMPLE.slice(part.length));
    const result = await running;

    expect(result.code).toBe(1);
    const changed = events(result.stdout).filter((e) => e.event === 'file changed after reading');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ level: 'error' });
    expect(changed[0]!.msg).toMatch(/^E\.csv: changed after it was read \(.*\); put back in inbox\//);
    expect(existsSync(join(drop, 'done'))).toBe(true);
    expect(readdirSync(join(drop, 'done'))).toEqual([]);
    expect(readdirSync(join(drop, 'inbox'))).toEqual(['E.csv']);
    expect(sandbox.instances().map((i) => i.invoiceNumber)).toEqual(['IN-8801']);

    const firstResults = readdirSync(join(drop, 'results'));
    await sleep(300);
    const again = await runCliInProcess(args, { cwd: dir });
    expect(again.code).toBe(1);
    expect(readdirSync(join(drop, 'failed'))).toEqual(['E.csv']);
    const numbers = [
      ...new Set(
        SAMPLE.trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[1]!),
      ),
    ];
    // Every invoice of the file reached the finance system once, IN-8801 with its first line only.
    expect(
      sandbox
        .instances()
        .map((i) => i.invoiceNumber)
        .sort(),
    ).toEqual(numbers.sort());
    expect(sandbox.stats().createRequests).toBe(numbers.length);
    const handled = events(again.stdout).find((e) => e.event === 'file handled');
    expect(handled!.msg).toContain(
      `E.csv: ${numbers.length} invoices: ${numbers.length - 1} created, 1 held: differs (NOT POSTED: a different invoice`,
    );
    const results = readdirSync(join(drop, 'results')).find(
      (name) => /^E-results-.*\.xlsx$/.test(name) && !firstResults.includes(name),
    );
    const rows = await resultsByInvoice(join(drop, 'results', results!));
    expect(String(rows.get('IN-8801')!['Outcome'])).toMatch(/^held/);
    expect(String(rows.get('IN-8801')!['Message'])).toContain(DIFFERENT_INVOICE_DETAIL);
  });
});
