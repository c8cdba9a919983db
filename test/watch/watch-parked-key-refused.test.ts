import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { watchDropFolder, type WatchOptions } from '../../src/watch/watch-drop-folder.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { beatWatcher } from '../../src/watch/beat-watcher.js';
import type { Heartbeat } from '../../src/health/heartbeat.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100011,PARK-1,2026-05-01,EUR,119.00,100.00,19.00\n';

it('a file parked because the API key is refused is a problem in the heartbeat and warned at every try, worded from its halt', async () => {
  const { dir, drop, inbox } = makeDropFolder('key-refused');
  writeFileSync(join(inbox, 'p1.csv'), CSV);
  const sandbox = await startTestSandbox();
  const target = { ...sandbox.target(), apiKey: 'not-the-key-0000000000000000' };
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const stop = new AbortController();
  const lines: string[] = [];
  const events: string[] = [];
  const beats: Heartbeat[] = [];
  const beat = beatWatcher({
    root: drop,
    once: false,
    quietMs: 0,
    writer: { beat: (b) => beats.push(b), flush: async () => undefined },
  });
  let tries = 0;
  const options: WatchOptions = {
    root: drop,
    journalFile: undefined,
    settleMs: 0,
    pollMs: 20,
    once: false,
    retryMs: 20,
    retryMaxMs: 40,
    signal: stop.signal,
    claims: { hold: () => true, release: () => undefined },
    log: (line, event) => {
      lines.push(line);
      events.push(event);
      beat.noteEvent(event);
    },
    resultsFromJournal: undefined,
    maskName: (t) => t,
    onPass: beat.passEnded,
    handle: async (file, folders) => {
      const verdict = await handleDropFile(file, folders, {
        journal,
        target,
        rules: [{ match: '*', mapping: join(dir, 'm.yaml') }],
        journalLocation: undefined,
        mappingOverride: undefined,
        duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
        rejectsDuplicates: false,
        signal: new AbortController().signal,
        fileSystem: undefined,
      });
      if ((tries += 1) === 3) stop.abort();
      return verdict;
    },
  } as WatchOptions;
  try {
    await watchDropFolder(options);
  } finally {
    await journal.close();
  }
  expect(tries).toBe(3);
  expect(events).toEqual(['file handled', 'file handled', 'file handled']);
  expect(lines[1]).toMatch(
    /^p1\.csv \(parked: the finance API refused the API key \(HTTP 401 Unauthorized\), taken again\)/,
  );
  expect(lines.join('\n')).not.toContain('could not be reached');
  const parkedBeat = beats.filter((b) => b.lastPass.includes('handled')).at(0);
  expect(parkedBeat?.problems).toEqual([
    '1 file parked in processing/, not posted: the finance API refused the API key (HTTP 401 Unauthorized)',
  ]);
});
