/**
 * The journal next to a drop folder whose inbox is a link to the journal's folder, or holds a link
 * to the journal: the watcher never moves it, and the next upload skips what was created. Results
 * are written beside links planted in results/, never through them.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { fileStamp } from '../../src/report/local-time.js';
import type { WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const CSV = [
  'Vendor,Number,Date,Currency,Total,Net,Tax',
  '0000100001,J-1,2026-05-01,EUR,119.00,100.00,19.00',
  '0000100002,J-2,2026-05-01,EUR,59.50,50.00,9.50',
].join('\n');

interface Setup {
  dir: string;
  drop: string;
  journalFile: string;
  sandbox: TestSandbox;
  /** One `watch --once` of the drop folder with a journal opened for it, closed after. */
  watchOnce(lines?: string[]): Promise<WatchSummary>;
}

async function setup(): Promise<Setup> {
  const { dir, drop } = makeDropFolder('ib-drop-journal');
  const journalFile = join(dir, 'journal.sqlite');
  const sandbox = await startTestSandbox();
  const watchOnce = async (lines: string[] = []) => {
    const journal: Journal = await openJournal(journalFile);
    try {
      const target = sandbox.target();
      return await watchFolderOnce({ drop, journal, journalFile, target, mapping: join(dir, 'm.yaml'), lines });
    } finally {
      await journal.close();
    }
  };
  return { dir, drop, journalFile, sandbox, watchOnce };
}

describe('the journal beside a drop folder', () => {
  it('stays where it is when inbox/ is swapped for a link to its folder; the next upload posts nothing twice', async () => {
    const s = await setup();
    writeFileSync(join(s.drop, 'inbox', 'may.csv'), CSV);
    expect(await s.watchOnce()).toMatchObject({ done: 1, failed: 0 });
    expect(s.sandbox.stats().createRequests).toBe(2);
    const inode = lstatSync(s.journalFile).ino;

    renameSync(join(s.drop, 'inbox'), join(s.drop, 'inbox-old'));
    symlinkSync(s.dir, join(s.drop, 'inbox'));
    const error = await s.watchOnce().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(lstatSync(s.journalFile).ino).toBe(inode);
    expect(readdirSync(join(s.drop, 'processing'))).toEqual([]);
    expect(readdirSync(join(s.drop, 'failed'))).toEqual([]);

    // Staff put the inbox back and drop the same invoices again in a new file.
    const link = join(s.drop, 'inbox');
    renameSync(link, join(s.drop, 'inbox-link'));
    renameSync(join(s.drop, 'inbox-old'), link);
    writeFileSync(join(link, 'may-again.csv'), `${CSV}\n`);
    const lines: string[] = [];
    expect(await s.watchOnce(lines)).toMatchObject({ done: 1, failed: 0 });
    expect(lines[0]).toMatch(/^may-again\.csv: 2 invoices: 2 skipped -> done\/may-again\.csv/);
    expect(s.sandbox.stats().createRequests).toBe(2);
  });

  it('is not taken when an inbox entry links to it, by name or as a hard link; the next upload posts nothing twice', async () => {
    const s = await setup();
    writeFileSync(join(s.drop, 'inbox', 'may.csv'), CSV);
    await s.watchOnce();
    const inode = lstatSync(s.journalFile).ino;
    symlinkSync(s.journalFile, join(s.drop, 'inbox', 'journal.csv'));
    symlinkSync(`${s.journalFile}-wal`, join(s.drop, 'inbox', 'journal-wal.csv'));
    linkSync(s.journalFile, join(s.drop, 'inbox', 'journal-hard.csv'));
    const lines: string[] = [];
    const summary = await s.watchOnce(lines);
    expect(summary).toMatchObject({ done: 0, failed: 0, leftNotFiles: 3 });
    expect(lines).toHaveLength(3);
    expect(readdirSync(join(s.drop, 'inbox')).sort()).toEqual(['journal-hard.csv', 'journal-wal.csv', 'journal.csv']);
    expect(existsSync(s.journalFile) && lstatSync(s.journalFile).ino).toBe(inode);

    writeFileSync(join(s.drop, 'inbox', 'may-again.csv'), `${CSV}\n`);
    await s.watchOnce();
    expect(readdirSync(join(s.drop, 'done')).sort()).toEqual(['may-again.csv', 'may.csv']);
    expect(s.sandbox.stats().createRequests).toBe(2);
  });

  it('has its results written beside links planted in results/ under their names, never through them', async () => {
    const s = await setup();
    const victim = join(s.dir, 'victim.txt');
    writeFileSync(victim, 'victim');
    const results = join(s.drop, 'results');
    mkdirSync(results);
    // The names of the next seconds, as someone who can write to results/ could plant them.
    const planted: string[] = [];
    for (let second = 0; second < 20; second++) {
      const stamp = fileStamp(new Date(Date.now() + second * 1000));
      for (const name of [`may-results-${stamp}.xlsx`, `may-annotated-${stamp}.csv`]) {
        symlinkSync(victim, join(results, name));
        planted.push(name);
      }
    }
    writeFileSync(join(s.drop, 'inbox', 'may.csv'), CSV);
    expect(await s.watchOnce()).toMatchObject({ done: 1, failed: 0 });
    expect(readFileSync(victim, 'utf8')).toBe('victim');
    for (const name of planted) expect(lstatSync(join(results, name)).isSymbolicLink(), name).toBe(true);
    const written = readdirSync(results).filter((name) => !planted.includes(name));
    expect(written.sort()).toEqual([
      expect.stringMatching(/^may-annotated-\d{8}-\d{6}-2\.csv$/),
      expect.stringMatching(/^may-results-\d{8}-\d{6}-2\.xlsx$/),
    ]);
  });
});
