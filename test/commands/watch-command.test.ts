/**
 * Runs the compiled CLI (`npx tsc -p .` first) against a sandbox on a random port: as children where
 * processes matter (a file still being written, two watchers, SIGTERM, the CLI's own refusal); the
 * rest in-process, parsed as the CLI parses them, which spares a child's half second of CPU each.
 */
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';

interface Setup {
  dir: string;
  drop: string;
  sandbox: TestSandbox;
  args(...extra: string[]): string[];
}

async function setup(settleMs = 300): Promise<Setup> {
  const { dir, drop } = makeDropFolder('ib-watch-cmd', TOTAL_ROW_MAPPING);
  writeFileSync(
    join(dir, 'invoice-batch.config.yaml'),
    `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: ${settleMs}\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n`,
  );
  const sandbox = await startTestSandbox();
  return { dir, drop, sandbox, args: (...extra) => ['watch', drop, '--base-url', sandbox.baseUrl, ...extra] };
}

/** A CSV of `count` invoices numbered from `first`, for the sandbox's advertisers. */
function csv(prefix: string, first: number, count: number): string {
  const rows = Array.from(
    { length: count },
    (_, i) =>
      `00001000${String(((first + i) % 40) + 1).padStart(2, '0')},${prefix}-${first + i},2026-05-01,EUR,${first + i}.25`,
  );
  return `Vendor,Number,Date,Currency,Total\n${rows.join('\n')}\n`;
}

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

async function summaryTexts(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const texts: string[] = [];
  workbook.getWorksheet('Summary')!.eachRow((row) => texts.push((row.values as unknown[]).slice(1).join('|')));
  return texts;
}

describe('watch command', () => {
  it('--once uploads settled files, refuses duplicates and unmatched files, and never takes temp files or a file still being written', async () => {
    const s = await setup(400);
    const inbox = join(s.drop, 'inbox');
    writeFileSync(join(inbox, 'a.csv'), csv('A', 1, 3));
    copyFileSync(join(inbox, 'a.csv'), join(inbox, 'z-copy.csv'));
    writeFileSync(join(inbox, 'notes.pdf'), '%PDF-1.4');
    // Lock files of workbooks open elsewhere (none of them in the inbox): junk, never taken. A lock
    // file beside a file holds that file (drop-folder-open-file).
    for (const name of ['export.csv.tmp', 'big.csv.part', '~$register.xlsx', '.~lock.b.csv#', '.hidden.csv'])
      writeFileSync(join(inbox, name), 'x');
    writeFileSync(join(inbox, 'growing.csv'), 'Vendor,Number,Date,Currency,Total\n');
    const writer = setInterval(
      () => appendFileSync(join(inbox, 'growing.csv'), '0000100001,G-1,2026-05-01,EUR,1\n'),
      40,
    );
    const result = await runCliProcess(s.args('--once'), { cwd: s.dir }).finally(() => clearInterval(writer));

    expect(result.code).toBe(1);
    expect(list(join(s.drop, 'done'))).toEqual(['a.csv']);
    expect(list(join(s.drop, 'failed'))).toEqual(['notes.pdf', 'z-copy.csv']);
    expect(list(inbox)).toEqual([
      '.hidden.csv',
      '.~lock.b.csv#',
      'big.csv.part',
      'export.csv.tmp',
      'growing.csv',
      '~$register.xlsx',
    ]);
    expect(list(join(s.drop, 'processing'))).toEqual([]);
    expect(list(join(s.drop, 'results'))).toHaveLength(4);
    // The uploaded file comes back annotated, next to its results workbook.
    const annotated = list(join(s.drop, 'results')).find((n) => /^a-annotated-\d{8}-\d{6}\.csv$/.test(n));
    expect(readFileSync(join(s.drop, 'results', annotated!), 'utf8').split('\n')[1]).toMatch(
      /^0000100002,A-1,2026-05-01,EUR,1.25,created,\d{10},/,
    );
    expect(s.sandbox.stats().createRequests).toBe(3);

    const lines = result.stdout.trim().split('\n');
    expect(lines).toContain('growing.csv: still changing; left in inbox/ for the next run');
    expect(lines.find((l) => l.startsWith('a.csv:'))).toMatch(
      /^a\.csv: 3 invoices: 3 created -> done\/a\.csv; results results\/a-results-\d{8}-\d{6}\.xlsx$/,
    );
    expect(lines.find((l) => l.startsWith('z-copy.csv:'))).toMatch(
      /^z-copy\.csv: not uploaded: the same content was uploaded before as a\.csv on .* \(run 1\); nothing was sent again -> failed\/z-copy\.csv/,
    );
    expect(lines.find((l) => l.startsWith('notes.pdf:'))).toContain(
      'not uploaded: no watch rule matches the file name "notes.pdf"; the rules match "*.csv" -> failed/notes.pdf',
    );

    const duplicateWorkbook = join(
      s.drop,
      'results',
      list(join(s.drop, 'results')).find((n) => n.startsWith('z-copy'))!,
    );
    const texts = await summaryTexts(duplicateWorkbook);
    expect(texts).toContain('Outcome|NOT UPLOADED - nothing was sent');
    expect(texts).toContain('Earlier run|1');
    expect(texts).toContain('Earlier file|a.csv');
  });

  it("writes the results workbook's date cells in the config's dateStyle", async () => {
    const s = await setup();
    appendFileSync(join(s.dir, 'invoice-batch.config.yaml'), 'dateStyle: mm/dd/yyyy\n');
    writeFileSync(join(s.drop, 'inbox', 'd.csv'), csv('D', 1, 1));
    const result = await runCliInProcess(s.args('--once'), { cwd: s.dir });
    expect(result.code).toBe(0);
    const name = list(join(s.drop, 'results')).find((n) => /^d-results-.*\.xlsx$/.test(n))!;
    const results = (await readBook(join(s.drop, 'results', name))).getWorksheet('Results')!;
    const date = results.getRow(2).getCell(rowValues(results, 1).indexOf('Invoice date') + 1);
    expect(date.value).toEqual(new Date(Date.UTC(2026, 4, 1)));
    expect(date.numFmt).toBe('mm/dd/yyyy');
  });

  it('two watchers at once take each file exactly once and post no invoice twice', async () => {
    const s = await setup(200);
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      const name = `batch-${i}.csv`;
      names.push(name);
      writeFileSync(join(s.drop, 'inbox', name), csv(`T${i}`, i * 10, 3));
    }
    const first = startCliProcess(s.args('--once'), { cwd: s.dir });
    const second = startCliProcess(s.args('--once'), { cwd: s.dir });
    const [a, b] = await Promise.all([first.done, second.done]);
    expect([a.code, b.code, a.stderr + b.stderr]).toEqual([0, 0, '']);
    expect(list(join(s.drop, 'done'))).toEqual(names);
    const handled = `${a.stdout}${b.stdout}`
      .trim()
      .split('\n')
      .map((line) => line.split(':')[0])
      .sort();
    expect(handled).toEqual(names);
    const stats = s.sandbox.stats();
    expect(stats.createRequests).toBe(24);
    expect(stats.duplicateAttempts).toBe(0);
    expect(new Set(s.sandbox.instances().map((i) => `${i.payeeId}/${i.invoiceNumber}`)).size).toBe(24);
  }, 90_000);

  it('takes again a file an interrupted watcher left in processing/, without posting any invoice twice', async () => {
    const s = await setup(0);
    const processing = join(s.drop, 'processing');
    mkdirSync(processing, { recursive: true });
    const left = join(processing, 'left.csv');
    writeFileSync(left, csv('L', 1, 6));
    // A watcher stopped after the first answers, as on SIGTERM: some invoices created, the rest not sent.
    const journal = await openJournal(join(s.dir, 'journal.sqlite'));
    const stop = new AbortController();
    const mapping = await loadMapping(join(s.dir, 'm.yaml'));
    const partial = await uploadFiles(journal, {
      target: s.sandbox.target(),
      sources: [{ path: left, read: () => readInvoices(left, mapping) }],
      mapping: join(s.dir, 'm.yaml'),
      concurrency: 1,
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(s.drop, 'results'),
      signal: stop.signal,
      onProgress: (p) => {
        if (p.phase === 'sending' && p.counts.created >= 2) stop.abort();
      },
    });
    await journal.close();
    expect(partial.stopped).toBe(true);
    const createdBefore = s.sandbox.stats().created;
    expect(createdBefore).toBeGreaterThanOrEqual(2);
    expect(createdBefore).toBeLessThan(6);

    const result = await runCliInProcess(s.args('--once'), { cwd: s.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^left\.csv \(taken again after an interrupted run\): 6 invoices: \d created, \d skipped -> done\/left\.csv/,
    );
    expect(list(processing)).toEqual([]);
    expect(s.sandbox.stats().created).toBe(6);
    expect(s.sandbox.stats().duplicateAttempts).toBe(0);
  });

  it('without --once keeps watching, takes files dropped later, and exits 0 on SIGTERM', async () => {
    const s = await setup(100);
    const watcher = startCliProcess(s.args('--json'), { cwd: s.dir });
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(join(s.drop, 'inbox', 'late.csv'), csv('LATE', 1, 2));
    // Up to 30 s: the watcher takes the file once it has settled, later on a loaded machine.
    for (let i = 0; i < 600 && list(join(s.drop, 'done')).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    watcher.child.kill('SIGTERM');
    const result = await watcher.done;
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('late.csv: 2 invoices: 2 created -> done/late.csv');
    expect(JSON.parse(result.stdout)).toMatchObject({
      done: 1,
      failed: 0,
      files: [{ name: 'late.csv', destination: 'done' }],
    });
  }, 60_000);

  it('refuses a drop folder whose inbox/ is a link, with a config error and no stack trace, with or without --once', async () => {
    const s = await setup(0);
    await (await openJournal(join(s.dir, 'journal.sqlite'))).close();
    renameSync(join(s.drop, 'inbox'), join(s.drop, 'inbox-old'));
    // The folder of the journal: what the watcher moved before it refused such a folder.
    symlinkSync(s.dir, join(s.drop, 'inbox'));
    // --once as the compiled CLI prints it; the watcher that would keep running in process, where a
    // defect would print "unexpected error: " rather than a stack.
    for (const [extra, run] of [
      [['--once'], runCliProcess],
      [[], runCliInProcess],
    ] as const) {
      const result = await run(s.args(...extra), { cwd: s.dir });
      expect(result.code, extra.join(' ')).toBe(2);
      expect(result.stderr).toMatch(
        new RegExp(
          `^invoice-batch: ${s.drop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: inbox/ is a symbolic link to .*; .*Replace it with a plain folder\n$`,
        ),
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stderr).not.toContain('unexpected error');
      expect(list(join(s.drop, 'processing'))).toEqual([]);
      expect(list(s.dir)).toEqual(['drop', 'invoice-batch.config.yaml', 'journal.sqlite', 'm.yaml']);
    }
    expect(s.sandbox.stats().createRequests).toBe(0);
  });

  it('--once exits 1 and names an inbox entry that is a link, leaving it where it is', async () => {
    const s = await setup(0);
    symlinkSync(join(s.dir, 'm.yaml'), join(s.drop, 'inbox', 'linked.csv'));
    const result = await runCliInProcess(s.args('--once', '--json'), { cwd: s.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^linked\.csv: not taken: a symbolic link to .*m\.yaml; .*left in inbox\/\n$/);
    expect(JSON.parse(result.stdout)).toMatchObject({ done: 0, failed: 0, leftNotFiles: 1 });
    expect(list(join(s.drop, 'inbox'))).toEqual(['linked.csv']);
  });
});
