/**
 * A drop folder for the watch tests, and one `watch --once` of it run in this process against a
 * journal and a finance API of the test's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import type { DuplicateRules } from '../../src/batch/send/read-duplicate.js';
import type { OutputFileSystem } from '../../src/report/write-output-file.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { dataSecretsOf, withoutDataSecrets } from '../../src/mapping/scrub-data-text.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { journalResults } from '../../src/watch/journal-results.js';
import { watchDropFolder, type ClaimedFile, type WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { ONE_ROW_MAPPING } from './one-row-mapping.js';
import { makeTempDir } from './temp-dir.js';

export interface DropFolderLayout {
  /** The temp folder, holding the mapping `m.yaml` and the drop folder. */
  dir: string;
  /** The drop folder `<dir>/drop`. */
  drop: string;
  /** Its empty `inbox/`. */
  inbox: string;
}

/** A temp folder (removed after the test) with `m.yaml` holding `mapping` and an empty `drop/inbox/`. */
export function makeDropFolder(prefix: string, mapping: string = ONE_ROW_MAPPING): DropFolderLayout {
  const dir = makeTempDir(prefix);
  writeFileSync(join(dir, 'm.yaml'), mapping);
  const drop = join(dir, 'drop');
  const inbox = join(drop, 'inbox');
  mkdirSync(inbox, { recursive: true });
  return { dir, drop, inbox };
}

export interface WatchOnceOptions {
  drop: string;
  journal: Journal;
  target: ApiTarget;
  /** The mapping file every dropped file is read with. */
  mapping: string;
  /** Receives the watcher's log lines. @default dropped */
  lines?: string[];
  /** Receives each line's event, in step with `lines`. @default dropped */
  events?: string[];
  /** The journal's file, which the watcher must never move. @default none named */
  journalFile?: string;
  /** Where the journal is, as the watch command names it. @default none */
  journalLocation?: string;
  /** How the finance API words a duplicate refusal. @default 'duplicate', no instance read */
  duplicates?: DuplicateRules;
  /** The calls refusal notes are written with, e.g. failing as a full disk does. @default node:fs */
  fileSystem?: OutputFileSystem;
  /** Runs each file's handling, e.g. to change the file meanwhile. @default handles it at once */
  around?: (file: ClaimedFile, handle: () => Promise<unknown>) => Promise<unknown>;
  /** A file is taken once unchanged this long, ms. @default 0 */
  settleMs?: number;
  /** The watcher's clock. @default () => new Date() */
  now?: () => Date;
  /** False: the watcher polls until `signal` aborts, as a service does. @default true */
  once?: boolean;
  /** A parked file's first wait before it is taken again, and the longest, ms. @default 30000, 600000 */
  retryMs?: number;
  retryMaxMs?: number;
  /** Stops the watcher. @default never aborted */
  signal?: AbortSignal;
  /** The calls results workbooks written later from the journal go through, e.g. failing as a full disk does. @default node:fs */
  resultsFileSystem?: OutputFileSystem;
  /** The calls takes into processing/ and moves to done/ and failed/ go through, e.g. failing as a full disk does. @default node:fs */
  moveFileSystem?: OutputFileSystem;
}

/** One `--once` pass over the drop folder, the claims held in memory as a lone watcher holds them. */
export async function watchFolderOnce(options: WatchOnceOptions): Promise<WatchSummary> {
  const held = new Set<string>();
  const lines = options.lines ?? [];
  const around = options.around ?? ((_file, handle) => handle());
  return watchDropFolder({
    root: options.drop,
    journalFile: options.journalFile,
    settleMs: options.settleMs ?? 0,
    pollMs: 20,
    once: options.once ?? true,
    retryMs: options.retryMs,
    retryMaxMs: options.retryMaxMs,
    fileSystem: options.moveFileSystem,
    ...(options.now ? { now: options.now } : {}),
    signal: options.signal ?? new AbortController().signal,
    // Held again by this watcher (a parked file it keeps): true, as the journal's registry answers its holder.
    claims: { hold: (p) => (held.add(p), true), release: (p) => void held.delete(p) },
    log: (line, event) => {
      lines.push(line);
      options.events?.push(event);
    },
    // As the watch command writes them, from the journal.
    resultsFromJournal: journalResults(options.journal, {
      target: options.target,
      fileSystem: options.resultsFileSystem,
    }),
    // As the watch command masks them.
    maskName: (text) => withoutDataSecrets(text, dataSecretsOf(options.target)),
    handle: async (file, folders) => {
      let verdict: Awaited<ReturnType<typeof handleDropFile>> | undefined;
      await around(file, async () => {
        verdict = await handleDropFile(file, folders, {
          journal: options.journal,
          target: options.target,
          rules: [{ match: '*', mapping: options.mapping }],
          journalLocation: options.journalLocation,
          mappingOverride: undefined,
          duplicates: options.duplicates ?? { messagePattern: 'duplicate', instancePattern: undefined },
          rejectsDuplicates: false,
          signal: new AbortController().signal,
          fileSystem: options.fileSystem,
        });
      });
      return verdict!;
    },
  });
}

/** One `--once` pass of a `makeDropFolder` layout, with `<dir>/journal.sqlite` opened for it and closed after. */
export async function watchLayoutOnce(
  { dir, drop }: Pick<DropFolderLayout, 'dir' | 'drop'>,
  options: Omit<WatchOnceOptions, 'drop' | 'journal' | 'mapping'>,
): Promise<WatchSummary> {
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  try {
    return await watchFolderOnce({ ...options, drop, journal, mapping: join(dir, 'm.yaml') });
  } finally {
    await journal.close();
  }
}
