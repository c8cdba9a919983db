/**
 * A watcher whose SQLite journal another process holds locked (BEGIN EXCLUSIVE in a child
 * process): a long-running watcher says so, keeps the file in processing/, keeps running and takes
 * the file once the lock is gone; `--once` stops with the lock named and exit code 75.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_BUSY } from '../../src/errors.js';
import { JournalLockedError } from '../../src/journal/journal-locked-error.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { journalClaims } from '../../src/watch/journal-claims.js';
import { watchDropFolder } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { holdJournalLock } from '../helpers/hold-journal-lock.js';

const children: ChildProcess[] = [];
const journals: Journal[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const journal of journals.splice(0)) await journal.close();
});

async function lockedDrop() {
  const { dir, drop, inbox } = makeDropFolder('watch-locked');
  const file = join(dir, 'journal.sqlite');
  const journal = await openJournal(file, { busyTimeoutMs: 200 });
  journals.push(journal);
  const holder = await holdJournalLock(file);
  children.push(holder);
  writeFileSync(join(inbox, 'may.csv'), 'a,b\n1,2\n');
  return { drop, journal, holder };
}

const handled = { destination: 'done' as const, summary: '1 invoice: 1 created', resultsWorkbook: undefined };

describe('watch on a journal another process holds locked', () => {
  it('keeps running: logs the lock once per look, leaves the file in processing/, takes it once the lock is gone', async () => {
    const { drop, journal, holder } = await lockedDrop();
    const lines: { line: string; event: string }[] = [];
    const stop = new AbortController();
    const claims = journalClaims(journal);
    const watching = watchDropFolder({
      root: drop,
      settleMs: 0,
      pollMs: 50,
      once: false,
      signal: stop.signal,
      claims,
      log: (line, event) => {
        lines.push({ line, event });
        if (event === 'journal locked' && lines.filter((l) => l.event === 'journal locked').length === 2)
          holder.kill('SIGKILL');
        if (event === 'file handled') stop.abort();
      },
      handle: () => Promise.resolve(handled),
    });
    const summary = await watching.finally(() => claims.close());
    const locked = lines.filter((l) => l.event === 'journal locked');
    expect(locked.length).toBeGreaterThanOrEqual(2);
    expect(locked[0]!.line).toMatch(
      /^may\.csv: .*journal\.sqlite: cannot claim may\.csv: the journal is locked by another process .*; left in processing\/, tried again at the next look$/,
    );
    expect(summary.done).toBe(1);
    expect(existsSync(join(drop, 'done', 'may.csv'))).toBe(true);
  });

  it('--once stops with the lock named and exit code 75, the file left in processing/', async () => {
    const { drop, journal } = await lockedDrop();
    const claims = journalClaims(journal);
    const run = watchDropFolder({
      root: drop,
      settleMs: 0,
      pollMs: 50,
      once: true,
      signal: new AbortController().signal,
      claims,
      log: () => undefined,
      handle: () => Promise.resolve(handled),
    }).finally(() => claims.close());
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(JournalLockedError);
    expect((error as JournalLockedError).exitCode).toBe(EXIT_BUSY);
    expect((error as Error).message).toMatch(/the journal is locked by another process/);
    expect(existsSync(join(drop, 'processing', 'may.csv'))).toBe(true);
  });
});
