/**
 * The name a drop folder's sub-folder already has, in whatever case: Explorer users make `Inbox`
 * and `Done`, and the watcher used to create `inbox/` and `done/` beside them, read the empty one
 * and say nothing. Two that differ only in case are refused, naming both: on a Windows share they
 * are one name, and which one a file dropped there lands in cannot be told.
 */
import { readdirSync } from 'node:fs';
import { ConfigError } from '../errors.js';

/** Each managed name's existing spelling in `root`, or the name itself when none exists. */
export function findFolderSpellings<Name extends string>(root: string, names: readonly Name[]): Record<Name, string> {
  const entries = readdirSync(root);
  const spellings = {} as Record<Name, string>;
  for (const name of names) {
    const found = entries.filter((entry) => entry.normalize('NFC').toLowerCase() === name);
    if (found.length > 1)
      throw new ConfigError(
        `the drop folder holds ${found.map((entry) => `${entry}/`).join(' and ')}, which differ only in case: on Windows they are one folder, and a file dropped into either may be left unread. Merge them into one ${name}/`,
        { file: root },
      );
    spellings[name] = found[0] ?? name;
  }
  return spellings;
}
