/**
 * A dropped file named with the API key (as written or in upper case) is named with `***` for it
 * in every line the watcher logs and every name it reports, also where the line is written before
 * the file is handled or instead of moving it: changed after it was read (put back in inbox/),
 * taken again from processing/ after a killed run, left in processing/ while the journal is locked.
 */
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JournalLockedError } from '../../src/journal/journal-locked-error.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { dataSecretsOf, withoutDataSecrets } from '../../src/mapping/scrub-data-text.js';
import { journalClaims } from '../../src/watch/journal-claims.js';
import { watchDropFolder } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { holdJournalLock } from '../helpers/hold-journal-lock.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_9Lm3-Hy7_pQ2rS4tU6vW8xY1zA3bC5';
/** One invoice numbered `number`: each case's file its own content, so none is refused as uploaded before. */
const csvOf = (number: string) =>
  `Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,${number},2026-05-01,EUR,119.00,100.00,19.00\n`;
let files = 0;
const nextCsv = () => csvOf(`L-${(files += 1)}`);
const mask = (text: string) => withoutDataSecrets(text, dataSecretsOf({ apiKey: KEY, baseUrl: 'https://x.example' }));

/** What a failing assertion may print: the key named, never shown. */
const shown = (text: string) => text.replace(new RegExp(KEY, 'gi'), '<the key>');

/** The names people give such files, and the name the watcher must show for each. */
const NAMES = [
  { dropped: `${KEY}-may.csv`, masked: '***-may.csv' },
  { dropped: `June ${KEY.toUpperCase()}.csv`, masked: 'June ***.csv' },
  { dropped: `key_${KEY}_2026-05.CSV`, masked: 'key_***_2026-05.CSV' },
];

let sandbox: TestSandbox;
let journal: Journal;
beforeAll(async () => {
  sandbox = await startTestSandbox({ apiKeys: [KEY] });
  journal = await openJournal(join(makeTempDir('ib-drop-secret-lines-journal'), 'journal.sqlite'));
});
afterAll(async () => {
  await journal.close();
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Every line and every reported name, with the key shown as <the key>. */
function said(lines: readonly string[], names: readonly string[]): string {
  return shown([...lines, ...names].join('\n'));
}

describe.each(NAMES)('a file dropped as $masked (named with the key)', ({ dropped, masked }) => {
  it('is named with *** in the line that puts it back when it changed after it was read', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-secret-changed');
    writeFileSync(join(inbox, dropped), nextCsv());
    const lines: string[] = [];
    let changed = false;
    const summary = await watchFolderOnce({
      drop,
      journal,
      target: sandbox.target({ apiKey: KEY }),
      mapping: join(dir, 'm.yaml'),
      lines,
      // Written to once, after it was read and sent: it is put back, then taken again unchanged.
      around: async (file, handle) => {
        await handle();
        if (!changed) appendFileSync(file.path, nextCsv().split('\n')[1]! + '\n');
        changed = true;
      },
    });
    expect(summary.changedAfterRead).toBe(1);
    const text = said(
      lines,
      summary.files.map((f) => f.name),
    );
    expect(text).toContain(`${masked}: changed after it was read`);
    expect(summary.files.map((f) => f.name)).toContain(masked);
    expect(text).not.toContain('<the key>');
  });

  it('is named with *** when taken again from processing/ after a killed run', async () => {
    const { dir, drop } = makeDropFolder('ib-drop-secret-retaken');
    mkdirSync(join(drop, 'processing'));
    writeFileSync(join(drop, 'processing', dropped), nextCsv());
    const lines: string[] = [];
    const summary = await watchFolderOnce({
      drop,
      journal,
      target: sandbox.target({ apiKey: KEY }),
      mapping: join(dir, 'm.yaml'),
      lines,
    });
    const text = said(
      lines,
      summary.files.map((f) => f.name),
    );
    expect(text).toContain(`${masked} (taken again after an interrupted run)`);
    expect(text).not.toContain('<the key>');
  });

  it('is named with *** in the line that leaves it in processing/ while the journal is locked', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-secret-locked');
    const file = join(dir, 'journal.sqlite');
    const locked = await openJournal(file, { busyTimeoutMs: 200 });
    const holder = await holdJournalLock(file);
    children.push(holder);
    writeFileSync(join(inbox, dropped), 'a,b\n1,2\n');
    const lines: string[] = [];
    const stop = new AbortController();
    const claims = journalClaims(locked, { maskName: mask });
    try {
      await watchDropFolder({
        root: drop,
        settleMs: 0,
        pollMs: 50,
        once: false,
        signal: stop.signal,
        claims,
        maskName: mask,
        log: (line, event) => {
          lines.push(line);
          if (event === 'journal locked') holder.kill('SIGKILL');
          if (event === 'file handled') stop.abort();
        },
        handle: (taken) =>
          Promise.resolve({
            destination: 'done',
            summary: 'handled',
            resultsWorkbook: undefined,
            name: mask(taken.name),
          }),
      });
    } finally {
      claims.close();
      await locked.close();
    }
    const text = said(lines, []);
    expect(text).toMatch(
      new RegExp(`^${masked.replace(/[.*]/g, '\\$&')}: .*cannot claim .*; left in processing/`, 'm'),
    );
    expect(text).not.toContain('<the key>');
  });

  it('is named with *** in the error that stops --once on a locked journal', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-secret-locked-once');
    const file = join(dir, 'journal.sqlite');
    const locked = await openJournal(file, { busyTimeoutMs: 200 });
    children.push(await holdJournalLock(file));
    writeFileSync(join(inbox, dropped), 'a,b\n1,2\n');
    const claims = journalClaims(locked, { maskName: mask });
    const error = await watchDropFolder({
      root: drop,
      settleMs: 0,
      pollMs: 50,
      once: true,
      signal: new AbortController().signal,
      claims,
      maskName: mask,
      log: () => undefined,
      handle: () => Promise.resolve({ destination: 'done', summary: 'handled', resultsWorkbook: undefined }),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    claims.close();
    await locked.close();
    expect(error).toBeInstanceOf(JournalLockedError);
    const message = shown((error as Error).message);
    expect(message).toContain(`cannot claim ${masked}`);
    expect(message).not.toContain('<the key>');
  });
});
