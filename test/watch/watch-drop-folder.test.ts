import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  watchDropFolder,
  type ClaimRegistry,
  type ClaimedFile,
  type FileVerdict,
  type WatchOptions,
} from '../../src/watch/watch-drop-folder.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ib-watch-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Claims shared by watchers of one process: a path is held by one watcher at a time. */
function sharedClaims(): ClaimRegistry {
  const held = new Set<string>();
  return {
    hold: (path) => (held.has(path) ? false : (held.add(path), true)),
    release: (path) => void held.delete(path),
  };
}

function options(overrides: Partial<WatchOptions> & { handled?: ClaimedFile[]; lines?: string[] }): WatchOptions {
  const handled = overrides.handled ?? [];
  const lines = overrides.lines ?? [];
  return {
    root,
    settleMs: 50,
    pollMs: 20,
    once: true,
    signal: new AbortController().signal,
    claims: sharedClaims(),
    handle: async (file): Promise<FileVerdict> => {
      handled.push(file);
      return {
        destination: file.name.includes('bad') ? 'failed' : 'done',
        summary: 'handled',
        resultsWorkbook: undefined,
      };
    },
    log: (line) => lines.push(line),
    ...overrides,
  };
}

const list = (sub: string) => readdirSync(join(root, sub)).sort();

describe('watchDropFolder', () => {
  it('creates the layout, takes settled files, and never takes temp, lock or hidden files', async () => {
    mkdirSync(join(root, 'inbox'), { recursive: true });
    for (const name of ['a.csv', 'bad.csv', '~$a.xlsx', '.~lock.a.xlsx#', 'b.csv.tmp', 'c.xlsx.part', '.hidden.csv'])
      writeFileSync(join(root, 'inbox', name), 'x\n');
    const handled: ClaimedFile[] = [];
    const lines: string[] = [];
    const summary = await watchDropFolder(options({ handled, lines }));
    expect(summary).toMatchObject({ done: 1, failed: 1, leftChanging: 0 });
    expect(handled.map((f) => f.name)).toEqual(['a.csv', 'bad.csv']);
    expect(list('done')).toEqual(['a.csv']);
    expect(list('failed')).toEqual(['bad.csv']);
    expect(list('inbox')).toEqual(['.hidden.csv', '.~lock.a.xlsx#', 'b.csv.tmp', 'c.xlsx.part', '~$a.xlsx']);
    expect(list('processing')).toEqual([]);
    expect(list('results')).toEqual([]);
    expect(lines).toEqual(['a.csv: handled -> done/a.csv', 'bad.csv: handled -> failed/bad.csv']);
  });

  it('--once leaves a file that is still being written in the inbox', async () => {
    mkdirSync(join(root, 'inbox'), { recursive: true });
    writeFileSync(join(root, 'inbox', 'ready.csv'), 'x\n');
    const fd = openSync(join(root, 'inbox', 'growing.csv'), 'w');
    const writer = setInterval(() => writeSync(fd, 'more,'), 10);
    try {
      const lines: string[] = [];
      const summary = await watchDropFolder(options({ settleMs: 120, lines }));
      expect(summary).toMatchObject({ done: 1, failed: 0, leftChanging: 1 });
      expect(list('inbox')).toEqual(['growing.csv']);
      expect(lines).toContain('growing.csv: still changing; left in inbox/ for the next run');
    } finally {
      clearInterval(writer);
      closeSync(fd);
    }
  });

  it('--once returns at once on an empty inbox', async () => {
    const started = Date.now();
    expect(await watchDropFolder(options({ settleMs: 5000 }))).toEqual({
      done: 0,
      failed: 0,
      noInvoices: 0,
      parked: 0,
      parkedUnreachable: 0,
      leftChanging: 0,
      changedAfterRead: 0,
      changedAfterMove: 0,
      resultsUnwritten: 0,
      leftNotFiles: 0,
      notTaken: [],
      files: [],
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes again a file left in processing/ by a watcher that died, before the inbox', async () => {
    mkdirSync(join(root, 'processing'), { recursive: true });
    mkdirSync(join(root, 'inbox'), { recursive: true });
    writeFileSync(join(root, 'processing', 'left.csv'), 'x\n');
    writeFileSync(join(root, 'inbox', 'new.csv'), 'x\n');
    const handled: ClaimedFile[] = [];
    const lines: string[] = [];
    await watchDropFolder(options({ handled, lines }));
    expect(handled.map((f) => [f.name, f.retaken])).toEqual([
      ['left.csv', true],
      ['new.csv', false],
    ]);
    expect(lines[0]).toBe('left.csv (taken again after an interrupted run): handled -> done/left.csv');
    expect(list('done')).toEqual(['left.csv', 'new.csv']);
  });

  it('leaves a file in processing/ that a live watcher holds', async () => {
    mkdirSync(join(root, 'processing'), { recursive: true });
    writeFileSync(join(root, 'processing', 'busy.csv'), 'x\n');
    const claims = sharedClaims();
    claims.hold(join(root, 'processing', 'busy.csv'));
    const handled: ClaimedFile[] = [];
    await watchDropFolder(options({ claims, handled }));
    expect(handled).toEqual([]);
    expect(list('processing')).toEqual(['busy.csv']);
  });

  it('two watchers on one folder handle every file exactly once', async () => {
    mkdirSync(join(root, 'inbox'), { recursive: true });
    const names = Array.from({ length: 30 }, (_, i) => `f${String(i).padStart(2, '0')}.csv`);
    for (const name of names) writeFileSync(join(root, 'inbox', name), name);
    const claims = sharedClaims();
    const handled: ClaimedFile[] = [];
    const slow = async (file: ClaimedFile): Promise<FileVerdict> => {
      handled.push(file);
      await new Promise((r) => setTimeout(r, 2));
      return { destination: 'done', summary: 'ok', resultsWorkbook: undefined };
    };
    await Promise.all([
      watchDropFolder(options({ claims, handle: slow, settleMs: 0 })),
      watchDropFolder(options({ claims, handle: slow, settleMs: 0 })),
    ]);
    expect(handled.map((f) => f.name).sort()).toEqual(names);
    expect(list('done')).toEqual(names);
  });

  it('keeps polling until the signal aborts, taking files dropped meanwhile', async () => {
    const controller = new AbortController();
    const handled: ClaimedFile[] = [];
    const run = watchDropFolder(
      options({
        once: false,
        settleMs: 0,
        signal: controller.signal,
        handled,
        handle: async (file) => {
          handled.push(file);
          if (handled.length === 2) controller.abort();
          return { destination: 'done', summary: 'ok', resultsWorkbook: undefined };
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 30));
    writeFileSync(join(root, 'inbox', 'one.csv'), '1');
    await new Promise((r) => setTimeout(r, 60));
    writeFileSync(join(root, 'inbox', 'two.csv'), '2');
    await run;
    expect(handled.map((f) => f.name)).toEqual(['one.csv', 'two.csv']);
    expect(existsSync(join(root, 'done', 'two.csv'))).toBe(true);
  });

  it('names every run of a file parked and taken again on the line and in the summary that settle it', async () => {
    mkdirSync(join(root, 'inbox'), { recursive: true });
    writeFileSync(join(root, 'inbox', 'may.csv'), 'x\n');
    const controller = new AbortController();
    const logged: { line: string; runIds: readonly number[] | undefined }[] = [];
    let tries = 0;
    const summary = await watchDropFolder(
      options({
        once: false,
        retryMs: 10,
        retryMaxMs: 10,
        signal: controller.signal,
        // One watcher: it holds its parked file's claim, and holds it again when it takes the file again.
        claims: { hold: () => true, release: () => undefined },
        handle: async (): Promise<FileVerdict> => {
          tries += 1;
          // The first two tries stop with the finance API down; the third settles the file.
          if (tries < 3)
            return {
              destination: 'processing',
              unreachable: true,
              summary: 'stopped',
              resultsWorkbook: undefined,
              runIds: [tries * 10],
            };
          controller.abort();
          return { destination: 'done', summary: 'handled', resultsWorkbook: undefined, runIds: [30] };
        },
        log: (line, _event, runIds) => logged.push({ line, runIds }),
      }),
    );
    expect(summary.files.map((f) => [f.destination, f.runIds])).toEqual([
      ['processing', [10]],
      ['processing', [10, 20]],
      ['done', [10, 20, 30]],
    ]);
    // The same watcher, never interrupted, took back a file it parked itself: the line says so.
    expect(logged.map((l) => l.line)).toEqual([
      'may.csv: stopped -> processing/may.csv',
      'may.csv (parked while the finance system could not be reached, taken again): stopped -> processing/may.csv',
      'may.csv (parked while the finance system could not be reached, taken again): handled -> done/may.csv',
    ]);
    expect(logged.at(-1)?.runIds).toEqual([10, 20, 30]);
  });
});
