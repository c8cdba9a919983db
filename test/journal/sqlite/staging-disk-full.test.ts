/**
 * A disk that fills while an upload stages its file is told as a full disk during staging: the
 * folder, its free space, that nothing was sent, what the journal keeps and what to run; the
 * cleanup that cannot write either does not replace that error. On a real small tmpfs (the test
 * mounts one: it runs only as root), through the compiled CLI (build first: npx tsc -p .).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliProcess } from '../../helpers/run-cli.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeUploadInputs } from '../../batch/cli-inputs.js';

const asRoot = process.getuid?.() === 0;

/** A tmpfs of `kib` at `<dir>/disk`; unmounted after the test. */
function smallDisk(dir: string, kib: number): string {
  const disk = join(dir, 'disk');
  mkdirSync(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k`, 'tmpfs', disk]);
  onTestFinished(() => void execFileSync('umount', [disk]));
  return disk;
}

/** The states of the journal's runs and invoices, each once. */
function runStates(file: string): { runs: string[]; invoices: string[] } {
  const db = new Database(file, { readonly: true });
  try {
    const states = (sql: string) => (db.prepare(sql).all() as { state: string }[]).map((row) => row.state);
    return {
      runs: states('SELECT DISTINCT status AS state FROM runs ORDER BY 1'),
      invoices: states('SELECT DISTINCT state FROM invoices ORDER BY 1'),
    };
  } finally {
    db.close();
  }
}

const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!asRoot)('a disk that fills during staging', () => {
  // A fresh journal takes about 350 KiB (its WAL holds the migrations): 1 MiB fills after the first
  // batches are committed, 9,000 invoices (every third one invalid, so problems are written too).
  it.each([
    [1024, 9000, true],
    [1024, 9000, false],
  ])(
    'on a %i KiB disk, %i invoices (invalid ones: %s): named as full, nothing sent, exit 1; the next command closes what stayed',
    async (kib, count, bad) => {
      const cwd = makeTempDir('staging-disk-full');
      const disk = smallDisk(cwd, kib);
      const sandbox = await startTestSandbox();
      const invalid = bad ? Array.from({ length: count / 3 }, (_, i) => i * 3 + 2) : [];
      writeUploadInputs(cwd, { count, prefix: 'FILL', invalid });
      const journal = join(disk, 'journal.sqlite');
      const args = ['invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', journal];
      const result = await runCliProcess(['upload', ...args, '--out', join(cwd, 'out')], { cwd, timeoutMs: 60_000 });
      expect(result.code, result.stderr).toBe(1);
      const line = result.stderr.trim().split('\n').at(-1)!;
      expect(line).toMatch(
        new RegExp(
          `^invoice-batch: ${quoted(journal)}: cannot stage invoices\\.csv: the disk \\(or quota\\) holding the journal is full: ${quoted(disk)} has \\d+ KiB free; nothing was sent; .*free space there .* and run the command again \\(database or disk is full, SQLITE_FULL\\)$`,
        ),
      );
      expect(line).not.toMatch(/FOREIGN KEY/);
      // The summary agrees: nothing sent, nothing in doubt to look for.
      expect(result.stdout).toContain('Upload stopped before anything was sent: nothing is in doubt.');
      expect(result.stdout).not.toMatch(/went out of reach|in doubt"? --json/);
      expect(sandbox.stats().createRequests).toBe(0);
      // Nothing of the file is taken for sent: the run is discarded, or left for the next command to close.
      const left = /the invoices staged so far stay in the journal/.test(line);
      const before = left
        ? { runs: ['reading'], invoices: bad ? ['invalid', 'staged'] : ['staged'] }
        : { runs: ['discarded'], invoices: [] };
      expect(runStates(journal)).toEqual(before);
      // With room again, the next command closes a run left so: interrupted, each invoice not sent.
      execFileSync('mount', ['-o', 'remount,size=16m', disk]);
      const next = await runCliProcess(['journal', '--journal', journal], { cwd });
      expect(next.code, next.stderr).toBe(0);
      const after = left ? { runs: ['interrupted'], invoices: bad ? ['failed', 'invalid'] : ['failed'] } : before;
      expect(runStates(journal)).toEqual(after);
      expect(sandbox.stats().createRequests).toBe(0);
    },
  );
});
