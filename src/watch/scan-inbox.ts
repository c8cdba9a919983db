/** What lies in a folder that a watcher may take: plain files, no temp or lock files. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isIgnoredFileName } from './is-ignored-file-name.js';
import type { FileSighting } from './settle-files.js';

export function scanFolder(folder: string): FileSighting[] {
  const sightings: FileSighting[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || isIgnoredFileName(entry.name)) continue;
    try {
      const stat = statSync(join(folder, entry.name));
      sightings.push({ name: entry.name, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs });
    } catch (error) {
      // Taken by another watcher between listing and stat.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return sightings.sort((a, b) => a.name.localeCompare(b.name));
}
