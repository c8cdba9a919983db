/**
 * End to end through the compiled CLI (build first: npx tsc -p .): a journal whose key index misses
 * its rows. The uploads that set the scene run in process (runCliInProcess, parsed as cli.ts parses
 * them). The refusal, its exit code and its words are what a child process runs for: the stale
 * index's upload, the watch, the scheduled job. The empty index's upload, refused in the same words,
 * runs in process.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { corruptKeyIndex, type KeyIndexDamage } from '../helpers/corrupt-key-index.js';

function quickCheck(file: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('quick_check', { simple: true });
  } finally {
    db.close();
  }
}

describe('upload on a journal whose key index disagrees with its table', () => {
  it.each<KeyIndexDamage>(['stale', 'empty'])(
    'refuses the journal (index %s) before a create leaves, with one line saying what to do',
    async (damage) => {
      const cwd = makeTempDir(`upload-key-index-${damage}`);
      // A back-end without a duplicate check, as the one that booked the 1,000 invoices twice.
      const sandbox = await startTestSandbox({ booksDuplicates: true });
      writeUploadInputs(cwd, { count: 30, prefix: `KEYIDX-${damage}` });
      const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
      const first = await runCliInProcess(args, { cwd });
      expect(first.code).toBe(0);
      expect(sandbox.stats().created).toBe(30);

      const journalFile = join(cwd, 'output', 'journal.sqlite');
      corruptKeyIndex(journalFile, damage);
      if (damage === 'stale') expect(quickCheck(journalFile)).toBe('ok');

      const again = await (damage === 'stale' ? runCliProcess : runCliInProcess)(args, { cwd });
      expect(again.stderr).toMatch(/^invoice-batch: .*journal\.sqlite: the journal's index of invoices by key/);
      expect(again.stderr).toContain('invoice-batch journal check');
      // A defect is said as "unexpected error: <message>" (its stack only with INVOICE_BATCH_DEBUG),
      // in process as by the CLI: the refusal's words alone do not tell it from the journal's own refusal.
      expect(again.stderr).not.toContain('unexpected error');
      expect(again.stderr).not.toMatch(/\n\s+at /);
      expect(again.code).toBe(1);
      expect(sandbox.stats()).toMatchObject({ createRequests: 30, created: 30 });
    },
  );

  it('watch --once refuses it too, and leaves the dropped file in the inbox', async () => {
    const cwd = makeTempDir('watch-key-index');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    writeUploadInputs(cwd, { count: 5, prefix: 'KEYIDX-WATCH' });
    const first = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(first.code).toBe(0);
    corruptKeyIndex(join(cwd, 'output', 'journal.sqlite'), 'stale');

    // The five invoices again and a sixth: another file, so only the journal's keys stand between them and a re-post.
    const drop = join(cwd, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    writeUploadInputs(cwd, { count: 6, prefix: 'KEYIDX-WATCH', name: join('drop', 'inbox', 'invoices.csv') });
    const watched = await runCliProcess(
      ['watch', drop, '--once', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(watched.stderr).toMatch(/the journal's index of invoices by key/);
    expect(watched.code).toBe(1);
    expect(existsSync(join(drop, 'inbox', 'invoices.csv'))).toBe(true);
    expect(sandbox.stats().createRequests).toBe(5);
  });

  it("a scheduled upload job ends with the upload's exit code 1 and posts nothing", async () => {
    const cwd = makeTempDir('schedule-key-index');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    writeUploadInputs(cwd, { count: 4, prefix: 'KEYIDX-SCHED' });
    const upload = `upload invoices.csv --mapping mapping.yaml --base-url ${sandbox.baseUrl}`;
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nschedule:\n  jobs:\n    - { name: month-end, cron: "0 2 * * *", command: "${upload}" }\n`,
    );
    const first = await runCliProcess(['schedule', '--run-now', 'month-end'], { cwd });
    expect(first.code).toBe(0);
    corruptKeyIndex(join(cwd, 'journal.sqlite'), 'stale');

    const again = await runCliProcess(['schedule', '--run-now', 'month-end'], { cwd });
    expect(again.code).toBe(1);
    const logged = again.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'job failed', job: 'month-end', exitCode: 1 }));
    expect(sandbox.stats()).toMatchObject({ createRequests: 4, created: 4 });
  });
});
