/**
 * The layout of a drop folder. Finance staff drop files into `inbox/`; the watcher moves each
 * through `processing/` to `done/` or `failed/` and writes its results workbook to `results/`.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface DropFolders {
  root: string;
  inbox: string;
  processing: string;
  done: string;
  failed: string;
  results: string;
}

export function dropFolders(root: string): DropFolders {
  const base = resolve(root);
  return {
    root: base,
    inbox: join(base, 'inbox'),
    processing: join(base, 'processing'),
    done: join(base, 'done'),
    failed: join(base, 'failed'),
    results: join(base, 'results'),
  };
}

/** Creates the missing sub-folders (and the root). */
export function ensureDropFolders(root: string): DropFolders {
  const folders = dropFolders(root);
  for (const folder of [folders.inbox, folders.processing, folders.done, folders.failed, folders.results])
    mkdirSync(folder, { recursive: true });
  return folders;
}
