/**
 * One `--once` pass of the real watcher over a drop folder, with hooks at the moments staff or a
 * sync client change a file under it: after it is taken and before it is read, and while it is
 * uploaded (before its first invoice is sent).
 */
import { join } from 'node:path';
import type { Journal } from '../../src/journal/open-journal.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { watchDropFolder, type WatchSummary } from '../../src/watch/watch-drop-folder.js';
import type { TestSandbox } from './start-sandbox.js';

export interface HookedWatch {
  /** The temp folder holding the mapping `m.yaml`. */
  dir: string;
  drop: string;
  journal: Journal;
  sandbox: TestSandbox;
  /** Runs for each path the watcher holds a claim on, taken into processing/ and not yet read: there a real watcher waits on its journal. @default nothing */
  beforeRead?: (path: string) => void;
  /** Runs once per file before its first invoice is sent, given its path in processing/. @default nothing */
  whileUploaded?: (path: string) => void;
}

export async function watchDropHooked(watch: HookedWatch): Promise<{ summary: WatchSummary; lines: string[] }> {
  const held = new Set<string>();
  const lines: string[] = [];
  const summary = await watchDropFolder({
    root: watch.drop,
    settleMs: 0,
    pollMs: 20,
    once: true,
    signal: new AbortController().signal,
    claims: {
      hold: (path) => {
        if (held.has(path)) return false;
        held.add(path);
        watch.beforeRead?.(path);
        return true;
      },
      release: (path) => void held.delete(path),
    },
    log: (line) => lines.push(line),
    handle: (file, folders) =>
      handleDropFile(file, folders, {
        journal: watch.journal,
        target: watch.sandbox.target(),
        rules: [{ match: '*', mapping: join(watch.dir, 'm.yaml') }],
        mappingOverride: undefined,
        duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
        rejectsDuplicates: false,
        signal: new AbortController().signal,
        beforeFirstSend: async () => watch.whileUploaded?.(file.path),
      }),
  });
  return { summary, lines };
}
