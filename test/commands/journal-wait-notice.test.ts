/**
 * `watch` and `schedule` on a SQLite journal another process holds locked say so once, about a
 * second into the wait, with how long they wait: the upload's wait (INVOICE_BATCH_JOURNAL_WAIT_MS),
 * not a silent 15 s. Through the compiled CLI (build first: npx tsc -p .).
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_BUSY } from '../../src/errors.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { startCliProcess } from '../helpers/run-cli.js';
import { holdJournalLock } from '../helpers/hold-journal-lock.js';
import { makeDropFolder } from '../helpers/drop-folder.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const WAIT_MS = 4_000;
const NOTICE = /journal locked: .*journal\.sqlite: .*locked by another process.*; waiting for it up to 4 s/;

/** A drop folder with a file in its inbox and an existing journal, another process holding its lock. */
async function lockedFolder() {
  const layout = makeDropFolder('journal-wait-notice');
  const journalFile = join(layout.dir, 'journal.sqlite');
  await (await openJournal(journalFile)).close();
  children.push(await holdJournalLock(journalFile));
  writeFileSync(join(layout.inbox, 'may.csv'), 'a,b\n1,2\n');
  return { ...layout, journalFile };
}

describe('a locked journal under watch and schedule', () => {
  it('watch --once says it waits, once, and gives up after the journal wait', async () => {
    const { dir, drop, journalFile } = await lockedFolder();
    const startedAt = performance.now();
    const watch = startCliProcess(
      ['watch', drop, '--once', '--mapping', 'm.yaml', '--settle-seconds', '0', '--journal', journalFile],
      { cwd: dir, env: { INVOICE_BATCH_JOURNAL_WAIT_MS: String(WAIT_MS) } },
    );
    const said = await watch.waitForStdout(NOTICE, 30_000);
    const saidAfterMs = performance.now() - startedAt;
    const result = await watch.done;
    const tookMs = performance.now() - startedAt;
    expect(result.code, result.stderr).toBe(EXIT_BUSY);
    expect(said.split('\n').filter((line) => NOTICE.test(line))).toHaveLength(1);
    expect(result.stdout.split('\n').filter((line) => NOTICE.test(line))).toHaveLength(1);
    expect(saidAfterMs).toBeLessThan(tookMs);
    // The journal wait, not the 15 s of before: the notice comes a second into it, the end at its end
    // (a loaded machine adds to both; the process start is left out).
    expect(tookMs).toBeGreaterThanOrEqual(WAIT_MS);
    expect(tookMs - saidAfterMs).toBeLessThan(WAIT_MS + 5_000);
  });

  it('schedule says it waits, once, in its log, while recording a run', async () => {
    const { dir, journalFile } = await lockedFolder();
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: ${journalFile}\noutDir: out\nschedule:\n  jobs:\n    - { name: check, cron: "0 2 * * *", command: "journal check --json" }\n`,
    );
    const run = startCliProcess(['schedule', '--run-now', 'check', '--log-format', 'text'], {
      cwd: dir,
      env: { INVOICE_BATCH_JOURNAL_WAIT_MS: String(WAIT_MS) },
    });
    await run.waitForStdout(NOTICE, 20_000);
    const result = await run.done;
    expect(result.stdout.split('\n').filter((line) => NOTICE.test(line))).toHaveLength(1);
  });
});
