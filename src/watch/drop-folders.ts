/**
 * The layout of a drop folder. Finance staff drop files into `inbox/`; the watcher moves each
 * through `processing/` to `done/` or `failed/` and writes its results workbook to `results/`.
 */
import { join, resolve } from 'node:path';

/** Every sub-folder the watcher reads, moves files between or writes into. */
export const MANAGED_FOLDERS = ['inbox', 'processing', 'done', 'failed', 'results'] as const;
export type ManagedFolder = (typeof MANAGED_FOLDERS)[number];

export type DropFolders = { root: string } & Record<ManagedFolder, string>;

export function dropFolders(root: string): DropFolders {
  const base = resolve(root);
  const folders = { root: base } as DropFolders;
  for (const name of MANAGED_FOLDERS) folders[name] = join(base, name);
  return folders;
}
