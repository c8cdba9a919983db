/**
 * Entries of `inbox/` and `processing/` the watcher never takes: each is logged, and noted in
 * `results/`, once while it stays as it is, not at every look; what is left of them when the
 * watcher stops is named in its closing line.
 */
import type { NotAFile } from './scan-inbox.js';
import type { NotTakenEntry } from './note-entry-not-taken.js';
import { plural } from '../invoice/format-count.js';

export interface NotTakenReporter {
  /** What one look at `folder` found not taken; new entries are logged and noted. */
  report(folder: NotTakenEntry['folder'], notFiles: readonly NotAFile[]): Promise<void>;
  /** The entries found at the last look of each folder. */
  left(): NotTakenEntry[];
}

/**
 * @param note writes the note staff see and returns where; undefined: the log line only.
 */
export function notTakenReporter(
  log: (line: string) => void,
  note: ((entry: NotTakenEntry) => Promise<string>) | undefined,
  show: (path: string) => string,
): NotTakenReporter {
  const seen = { inbox: new Map<string, NotTakenEntry>(), processing: new Map<string, NotTakenEntry>() };
  return {
    async report(folder, notFiles) {
      const now = new Map<string, NotTakenEntry>();
      for (const { name, why } of notFiles) {
        const key = `${name}\0${why}`;
        const entry = seen[folder].get(key) ?? { name, why, folder };
        now.set(key, entry);
        if (seen[folder].has(key)) continue;
        let where = '';
        try {
          if (note) where = `; noted in ${show(await note(entry))}`;
        } catch (error) {
          // A full or unwritable results/ must not stop the watcher; the log still says it.
          where = `; no note written in results/ (${error instanceof Error ? error.message : String(error)})`;
        }
        log(`${name}: not taken: ${why}${where}; left in ${folder}/`);
      }
      seen[folder] = now;
    },
    left: () => [...seen.inbox.values(), ...seen.processing.values()],
  };
}

/** `a symbolic link to /x; only plain ...` -> `a symbolic link`: what the entry is, for one line naming several. */
function whatItIs(why: string): string {
  return why.split(/[;,]| to /)[0]!.trim();
}

/** The closing line of a watcher that leaves entries not taken; undefined when there are none. */
export function describeLeftNotTaken(entries: readonly NotTakenEntry[]): string | undefined {
  if (entries.length === 0) return undefined;
  const folders = [...new Set(entries.map((e) => `${e.folder}/`))].join(' and ');
  const names = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => `"${e.name}" (${whatItIs(e.why)})`)
    .join(', ');
  const count = plural(entries.length, 'entry', 'entries');
  return `watcher stopped with ${count} not taken, left in ${folders}: ${names}; their NOT TAKEN notes are in results/`;
}
