/**
 * An invoice skipped because another upload running at the same time created it says so, and who
 * ran that upload where, not "created by an earlier upload"; one created by an upload that finished
 * before this one started is still an earlier upload's. Two uploads of the same invoices on two
 * connections to one real SQLite journal and to the test PostgreSQL server, the sandbox on loopback.
 */
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles, type UploadOptions } from '../../src/batch/upload-files.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { validBatch, yieldAll } from './mapped-invoices.js';
import { JOURNAL_BACKENDS } from './upload-mapped-file.js';

const opened: Journal[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((journal) => journal.close()));
});

describe.each(JOURNAL_BACKENDS)('the words of an invoice skipped for another upload ($name)', ({ location }) => {
  it('name a run still going as running at the same time, and a finished one as an earlier upload', async () => {
    const dir = makeTempDir('ib-skip-concurrent');
    const where = await location(dir);
    const sandbox = await startTestSandbox({ latencyMs: 40 });
    const invoices = validBatch(24, { prefix: 'SAME' });
    const upload = async (name: string, options: Partial<UploadOptions> = {}) => {
      const journal = await openJournal(where);
      opened.push(journal);
      const path = join(dir, name);
      writeFileSync(path, name);
      const report = await uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path, read: () => yieldAll(invoices) }],
        mapping: 'm.yaml',
        duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
        outDir: join(dir, 'out'),
        startedBy: 'hand',
        ...options,
      });
      const rows = await journal.lists.listRunInvoicesPage(report.runs[0]!.run.id, 0, 100);
      return { runId: report.runs[0]!.run.id, skipped: rows.filter((row) => row.state === 'skipped') };
    };
    // The second upload starts once the first, one request at a time, has created a few.
    let second: ReturnType<typeof upload> | undefined;
    const first = upload('a.csv', {
      concurrency: 1,
      onProgress: (progress) => {
        if (progress.phase === 'sending' && progress.done >= 4) second ??= upload('b.csv', { concurrency: 4 });
      },
    });
    const a = await first;
    const b = await second!;
    expect(b.skipped.length).toBeGreaterThanOrEqual(4);
    // Every skip of either names the other upload, which was running at the same time.
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const)
      for (const row of self.skipped) {
        expect(row.detail).toMatch(new RegExp(`^created by run ${other.runId}, running at the same time`));
        expect(row.detail).not.toContain('earlier upload');
      }
    expect(b.skipped[0]!.detail).toContain(`(started by hand, by `);
    expect(b.skipped[0]!.detail).toContain(`@${hostname()})`);
    // Once both have finished, a third upload finds them earlier uploads.
    const c = await upload('c.csv');
    expect(c.skipped).toHaveLength(24);
    for (const row of c.skipped) expect(row.detail).toMatch(/^created by an earlier upload \(run \d+ on /);
    expect(sandbox.instances()).toHaveLength(24);
  }, 120_000);
});
