/**
 * Another process holding a SQLite journal's write lock (BEGIN EXCLUSIVE) until it is killed: what a
 * second upload, a backup tool or a stuck script does to the journal of a scheduler or a watcher.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from 'vitest';

export async function holdJournalLock(file: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const D = require('better-sqlite3'); const db = new D(process.argv[1]); db.exec('BEGIN EXCLUSIVE');
       process.stdout.write('locked\\n'); setInterval(() => {}, 1000);`,
      file,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: process.cwd() },
  );
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('locked\n');
  return child;
}
