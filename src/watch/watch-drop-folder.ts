/**
 * The drop-folder loop: take files that stopped changing from `inbox/`, one at a time, into
 * `processing/`, have them handled, and move them to `done/` or `failed/`. Files left in
 * `processing/` by a watcher that died are taken again first. What handling a file means
 * (choosing a mapping, uploading, the journal) is passed in.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { basename, join, relative } from 'node:path';
import { ensureDropFolders, type DropFolders } from './drop-folders.js';
import { claimFile, moveInto } from './move-file.js';
import { scanFolder } from './scan-inbox.js';
import { settleFiles, type Observation } from './settle-files.js';

/** A file this watcher holds in `processing/`. */
export interface ClaimedFile {
  /** Name as dropped. */
  name: string;
  /** Where it lies now, in `processing/`. */
  path: string;
  /** True when it was left in `processing/` by an earlier watcher and is taken again. */
  retaken: boolean;
}

/** Where a handled file goes and what the log line says about it. */
export interface FileVerdict {
  /** `processing`: stopped part way; left where it is to be taken again. */
  destination: 'done' | 'failed' | 'processing';
  /** One phrase, e.g. `12 invoices: 10 created, 2 invalid`. */
  summary: string;
  /** The results workbook written for the file. */
  resultsWorkbook: string | undefined;
}

/** Who holds which file in `processing/`; shared by every watcher of the folder (the journal). */
export interface ClaimRegistry {
  /** True when this watcher now holds `path`; false when a live watcher holds it. */
  hold(path: string): Promise<boolean> | boolean;
  release(path: string): Promise<void> | void;
}

export interface WatchOptions {
  root: string;
  /** A file is taken once unchanged this long, ms. */
  settleMs: number;
  /** Pause between looks at the inbox without `once`, ms. */
  pollMs: number;
  /** Handle what is there, then return. */
  once: boolean;
  /** Aborted: take no new file; the one in hand is finished. */
  signal: AbortSignal;
  claims: ClaimRegistry;
  handle(file: ClaimedFile, folders: DropFolders): Promise<FileVerdict>;
  /** One line per file and per notable event. */
  log(line: string): void;
  /** @default () => new Date() */
  now?: () => Date;
}

/** One handled file, for the summary. */
export interface HandledFile {
  name: string;
  destination: FileVerdict['destination'];
  /** Where the file lies now. */
  path: string;
  summary: string;
  resultsWorkbook: string | undefined;
}

export interface WatchSummary {
  done: number;
  failed: number;
  /** Files left in the inbox because they were still changing (`once` only). */
  leftChanging: number;
  files: HandledFile[];
}

export async function watchDropFolder(options: WatchOptions): Promise<WatchSummary> {
  const folders = ensureDropFolders(options.root);
  const now = options.now ?? (() => new Date());
  const summary: WatchSummary = { done: 0, failed: 0, leftChanging: 0, files: [] };
  const show = (path: string) => relative(folders.root, path) || path;

  async function take(file: ClaimedFile): Promise<void> {
    if (!(await options.claims.hold(file.path))) return;
    try {
      const verdict = await options.handle(file, folders);
      let target = file.path;
      if (verdict.destination !== 'processing') {
        target = moveInto(file.path, verdict.destination === 'done' ? folders.done : folders.failed, now());
        summary[verdict.destination] += 1;
      }
      summary.files.push({
        name: file.name,
        destination: verdict.destination,
        path: target,
        summary: verdict.summary,
        resultsWorkbook: verdict.resultsWorkbook,
      });
      const results = verdict.resultsWorkbook ? `; results ${show(verdict.resultsWorkbook)}` : '';
      options.log(
        `${file.name}${file.retaken ? ' (taken again after an interrupted run)' : ''}: ${verdict.summary} -> ${show(target)}${results}`,
      );
    } finally {
      await options.claims.release(file.path);
    }
  }

  // What an earlier watcher left behind when it died.
  for (const left of scanFolder(folders.processing)) {
    if (options.signal.aborted) return summary;
    await take({ name: left.name, path: join(folders.processing, left.name), retaken: true });
  }

  let observations = new Map<string, Observation>();
  let waiting: string[] = [];
  for (let round = 0; !options.signal.aborted; round++) {
    const settled = settleFiles(observations, scanFolder(folders.inbox), now().getTime(), options.settleMs);
    observations = settled.observations;
    waiting = settled.waiting;
    for (const name of settled.ready) {
      if (options.signal.aborted) break;
      const path = claimFile(folders.inbox, folders.processing, name, now());
      // Another watcher renamed it first.
      if (path) await take({ name, path, retaken: false });
      observations.delete(name);
    }
    if (options.once && (round > 0 || waiting.length === 0)) break;
    // A little over settleMs, so that a file unchanged since the last look is surely ready.
    const pause = options.once ? options.settleMs + 20 : options.pollMs;
    try {
      await sleep(pause, undefined, { signal: options.signal });
    } catch {
      break;
    }
  }
  if (options.once) {
    for (const name of waiting)
      options.log(`${name}: still changing; left in ${basename(folders.inbox)}/ for the next run`);
    summary.leftChanging = waiting.length;
  }
  return summary;
}
