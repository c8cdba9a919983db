import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { validBatch, yieldAll } from './mapped-invoices.js';

const opened: Journal[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((journal) => journal.close()));
});

describe('two uploads of the same invoices at once, on two journal connections', () => {
  it('post each invoice once: the other upload skips it or leaves it as not sent', async () => {
    const dir = makeTempDir('upload-concurrent');
    const file = join(dir, 'journal.sqlite');
    const sandbox = await startTestSandbox({ latencyMs: 15 });
    const invoices = validBatch(40, { prefix: 'TWIN' });
    const run = async (name: string) => {
      const journal = await openJournal(file);
      opened.push(journal);
      const path = join(dir, name);
      writeFileSync(path, name);
      return uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path, read: () => yieldAll(invoices) }],
        mapping: 'm.yaml',
        concurrency: 4,
        duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
        outDir: join(dir, 'out'),
      });
    };
    const [a, b] = await Promise.all([run('a.csv'), run('b.csv')]);
    const ca = a.runs[0]!.counts;
    const cb = b.runs[0]!.counts;
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    expect(sandbox.instances()).toHaveLength(ca.created + cb.created);
    expect(ca.created + cb.created).toBe(40);
    expect(ca.inDoubt + cb.inDoubt + ca.rejected + cb.rejected).toBe(0);
    // What one did not create, the other created or skipped; what was busy in the other is safe to post again.
    expect(ca.created + ca.skipped + ca.failed).toBe(40);
    expect(cb.created + cb.skipped + cb.failed).toBe(40);
  });

  it('write two complete results workbooks under two names when both start in the same second into one folder', async () => {
    const dir = makeTempDir('upload-concurrent');
    const sandbox = await startTestSandbox();
    const run = async (folder: string, prefix: string) => {
      const journal = await openJournal(join(dir, 'journal.sqlite'));
      opened.push(journal);
      mkdirSync(join(dir, folder));
      const path = join(dir, folder, 'month-end.csv');
      writeFileSync(path, folder);
      return uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path, read: () => yieldAll(validBatch(30, { prefix })) }],
        mapping: 'm.yaml',
        duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
        outDir: join(dir, 'out'),
      });
    };
    const reports = await Promise.all([run('a', 'SAME-A'), run('b', 'SAME-B')]);
    const files = reports.map((report) => report.runs[0]!.resultsFile!);
    expect(new Set(files).size).toBe(2);
    for (const file of files) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      // The header, 30 invoices, a blank row and the totals: in the file, and created now.
      const results = book.getWorksheet('Results')!;
      expect(results.rowCount).toBe(34);
      // A total's label sits beside its amount: the row's only text starting "Total".
      const label = (row: number) =>
        (results.getRow(row).values as unknown[]).find(
          (value) => typeof value === 'string' && value.startsWith('Total'),
        );
      expect([33, 34].map(label)).toEqual(['Total: in the file', 'Total: created now']);
    }
    expect(readdirSync(join(dir, 'out')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
