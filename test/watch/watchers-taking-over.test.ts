/**
 * Two watchers of one drop folder sharing a journal: when the one holding a file is SIGKILLed
 * mid-upload, the other, already running, takes the file over from processing/ and settles it
 * once. Runs the compiled CLI (`npx tsc -p .` first) against a real sandbox and journal.
 */
import { existsSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalBackend } from '../../src/journal/journal.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { startCliProcess, type CliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { waitUntil } from '../helpers/wait-until.js';
import { claimKeyOf } from '../../src/watch/claim-key-of.js';

const INVOICES = 30;
const CSV = `Vendor,Number,Date,Currency,Total\n${Array.from(
  { length: INVOICES },
  (_, i) => `0000100001,T-${i + 1},2026-05-01,EUR,${i + 1}.25`,
).join('\n')}\n`;

/** A claim is taken over at once when its watcher's pid is gone, and after this long from another host. */
const LEASE_MS = 120_000;

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

const until = (what: string, check: () => boolean | Promise<boolean>) => waitUntil(what, check, 15_000, 25);

/** Collects standard error as it comes, to know when a watcher is up. */
function stderrOf(watcher: CliProcess): () => string {
  let text = '';
  watcher.child.stderr!.on('data', (chunk: string) => (text += chunk));
  return () => text;
}

describe.each<JournalBackend>(['sqlite', 'postgres'])('two watchers of one drop folder (%s journal)', (backend) => {
  it('the survivor takes over the file of a watcher killed mid-upload and settles it once, none posted twice', async () => {
    const { dir, drop } = makeDropFolder('ib-watch-takeover', TOTAL_ROW_MAPPING);
    const journalFile = backend === 'postgres' ? await testPostgresUrl() : join(dir, 'journal.sqlite');
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: ${JSON.stringify(journalFile)}\noutDir: out\n` +
        'watch:\n  settleMs: 0\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    // Slow answers and a back-end that books a second post as a second invoice: a double post would show.
    const sandbox = await startTestSandbox({ latencyMs: 150, booksDuplicates: true });
    const args = ['watch', drop, '--base-url', sandbox.baseUrl];
    const watchers = [0, 1].map(() => startCliProcess(args, { cwd: dir, timeoutMs: 80_000 }));
    try {
      const stderr = watchers.map(stderrOf);
      await until('both watchers to start', () => stderr.every((text) => /watching /.test(text())));

      writeFileSync(join(dir, 'may.csv'), CSV);
      renameSync(join(dir, 'may.csv'), join(drop, 'inbox', 'may.csv'));
      await until('the first invoices to be posted', () => sandbox.stats().createRequests >= 3);
      const journal = await openJournal(journalFile);
      const claim = await journal.watch.findWatchClaim(claimKeyOf(join(drop, 'processing', 'may.csv')));
      await journal.close();
      const holder = watchers.find((w) => w.child.pid === claim?.pid);
      const survivor = watchers.find((w) => w !== holder)!;
      expect(holder, 'one watcher holds the file').toBeDefined();
      holder!.child.kill('SIGKILL');
      await holder!.done;
      const killedAt = Date.now();

      const out = await survivor.waitForStdout(/may\.csv.* -> (done|failed)\/may\.csv/, 30_000);
      expect(Date.now() - killedAt).toBeLessThan(LEASE_MS);
      expect(out).toMatch(/^may\.csv \(taken again after an interrupted run\): 30 invoices: /m);
      expect(out.match(/may\.csv.* -> /g)).toHaveLength(1);

      // Settled once: out of processing/, in exactly one of done/ and failed/, one results workbook.
      expect(list(join(drop, 'processing'))).toEqual([]);
      expect([...list(join(drop, 'done')), ...list(join(drop, 'failed'))]).toEqual(['may.csv']);
      expect(list(join(drop, 'results')).filter((name) => name.endsWith('.xlsx'))).toHaveLength(1);
      const numbers = sandbox.instances().map((instance) => instance.invoiceNumber);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(sandbox.stats().duplicateAttempts).toBe(0);
    } finally {
      for (const watcher of watchers) watcher.child.kill('SIGKILL');
      await Promise.all(watchers.map((watcher) => watcher.done));
    }
  }, 90_000);
});
