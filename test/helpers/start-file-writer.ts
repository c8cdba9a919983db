/**
 * A copy program in another process that keeps the file open and pauses, as WinSCP, rsync
 * --inplace or `exec 3> file` in a script do: it opens `path` with `flags`, writes `first`, and
 * writes `rest` through the same descriptor only when told to, then closes the file and exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from 'vitest';

export interface FileWriterProcess {
  child: ChildProcess;
  /** Writes the rest, closes the file and waits for the process to end. */
  finish(): Promise<void>;
}

export async function startFileWriter(path: string, first: string, rest = '', flags = 'w'): Promise<FileWriterProcess> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs'); const [path, flags, first, rest] = process.argv.slice(1);
       const fd = fs.openSync(path, flags); if (first) fs.writeSync(fd, first);
       process.stdout.write('written\\n');
       process.stdin.once('data', () => { if (rest) fs.writeSync(fd, rest); fs.closeSync(fd); process.exit(0); });`,
      path,
      flags,
      first,
      rest,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('written\n');
  return {
    child,
    finish: async () => {
      const exited = once(child, 'exit');
      child.stdin!.write('go\n');
      await exited;
    },
  };
}
