/** node:fs for the tool's output writers whose opens fail as on a full disk: the dropdisk tests' full disk. */
import * as fs from 'node:fs';
import type { OutputFileSystem } from '../../src/report/write-output-file.js';

/** The error node:fs gives for an open (or a rename, `from -> path`) on a full disk. */
export function diskFullError(path: string, syscall: 'open' | 'rename' = 'open', from?: string): NodeJS.ErrnoException {
  const paths = from === undefined ? `'${path}'` : `'${from}' -> '${path}'`;
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} ${paths}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
  });
}

/**
 * node:fs whose opens and renames fail as on a full disk while `isFull()` says so.
 * @param fails the paths whose opens (renames: the new path) fail then (a large file where a small one still fits) @default every path
 */
export function diskFullWhile(isFull: () => boolean, fails: (path: string) => boolean = () => true): OutputFileSystem {
  return {
    ...fs,
    openSync: (...args: Parameters<typeof fs.openSync>) => {
      if (isFull() && fails(String(args[0]))) throw diskFullError(String(args[0]));
      return fs.openSync(...args);
    },
    renameSync: (from: fs.PathLike, to: fs.PathLike) => {
      if (isFull() && fails(String(to))) throw diskFullError(String(to), 'rename', String(from));
      return fs.renameSync(from, to);
    },
  };
}
