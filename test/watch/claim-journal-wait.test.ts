/**
 * Two watchers of one drop folder sharing a journal, given a journal wait of 5 minutes
 * (`upload.journalWaitMs`): while watcher A uploads a file it has not beaten its claim for 3
 * minutes, as during a journal outage it waits out. Watcher B, the `watch --once` command, looks
 * at processing/ then: it must leave the file to A, which is still uploading it. Real sandbox,
 * real SQLite file or PostgreSQL database.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { claimKeyOf } from '../../src/watch/claim-key-of.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { journalClaims } from '../../src/watch/journal-claims.js';
import { watchDropFolder } from '../../src/watch/watch-drop-folder.js';
import { BACKENDS } from '../journal/journal-fixture.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import type { CliResult } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { MINUTE, ageHeartbeat } from '../helpers/shift-clock.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';

const INVOICES = 12;
const CSV = `Vendor,Number,Date,Currency,Total\n${Array.from(
  { length: INVOICES },
  (_, i) => `0000100001,W-${i + 1},2026-05-01,EUR,${i + 1}.25`,
).join('\n')}\n`;
const WAIT_MS = 5 * MINUTE;

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** Watcher A's claim last beaten `minutes` ago by the journal's clock, as when its journal was out of reach. */
async function silenceClaim(journal: Journal, token: string, minutes: number): Promise<void> {
  if (journal.backend === 'postgres')
    return ageHeartbeat(journal.location, 'watch_claims', `process_token = '${token}'`, minutes);
  sqliteDb(journal)
    .prepare('UPDATE watch_claims SET heartbeat_at = ? WHERE process_token = ?')
    .run(new Date(Date.now() - minutes * MINUTE).toISOString(), token);
}

/** Resolves once another process holds the file's claim. */
async function claimTakenFrom(journal: Journal, token: string, path: string): Promise<void> {
  while ((await journal.watch.findWatchClaim(claimKeyOf(path)))?.processToken === token)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

describe.each(BACKENDS)('a watcher waiting out its journal keeps the file it uploads (%s journal)', (backend) => {
  it('another watcher leaves a claim silent 3 minutes within a 5-minute journal wait; every invoice is posted once, by one run', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-claim-wait', TOTAL_ROW_MAPPING);
    const journalFile = backend === 'postgres' ? await testPostgresUrl() : join(dir, 'journal.sqlite');
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: ${JSON.stringify(journalFile)}\noutDir: out\n` +
        'watch:\n  settleMs: 0\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    // A back-end that books a second post as a second invoice: a double post would show.
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    writeFileSync(join(inbox, 'may.csv'), CSV);
    const journal = await openJournal(journalFile);
    // Watcher A: a live process of this host (this test's parent), so only its heartbeat is judged.
    const token = 'watcher-a';
    const claims = journalClaims(journal, {
      self: { host: hostname(), pid: process.ppid, token },
      journalWaitMs: WAIT_MS,
    });
    const signal = new AbortController().signal;
    let watcherB: Promise<CliResult> | undefined;
    try {
      const summary = await watchDropFolder({
        root: drop,
        settleMs: 0,
        pollMs: 20,
        once: true,
        signal,
        claims,
        log: () => undefined,
        handle: (file, folders) =>
          handleDropFile(file, folders, {
            journal,
            target: sandbox.target(),
            rules: [{ match: '*.csv', mapping: join(dir, 'm.yaml') }],
            mappingOverride: undefined,
            duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
            rejectsDuplicates: false,
            journalWaitMs: WAIT_MS,
            signal,
            // A's first invoices are being sent: here its journal was away for 3 minutes.
            beforeFirstSend: async () => {
              await silenceClaim(journal, token, 3);
              watcherB = runCliInProcess(['watch', drop, '--once', '--base-url', sandbox.baseUrl], {
                cwd: dir,
                env: withSandboxKey({ INVOICE_BATCH_JOURNAL_WAIT_MS: String(WAIT_MS) }),
              });
              // B has looked once it is done, or once it took the file (then it waits for A's sends).
              await Promise.race([watcherB, claimTakenFrom(journal, token, join(drop, 'processing', 'may.csv'))]);
            },
          }),
      });

      const b = await watcherB!;
      expect(b.code).toBe(0);
      expect(b.stdout).not.toMatch(/may\.csv/);
      expect(summary.files).toHaveLength(1);
      expect(summary.files[0]).toMatchObject({ destination: 'done', path: join(drop, 'done', 'may.csv') });
      expect(summary.files[0]!.summary).toBe(`${INVOICES} invoices: ${INVOICES} created`);
      // One run uploaded the file, and one results workbook tells it.
      expect((await journal.runs.listRuns(10)).map((run) => run.status)).toEqual(['finished']);
      expect(list(join(drop, 'done'))).toEqual(['may.csv']);
      expect(list(join(drop, 'results')).filter((name) => name.endsWith('.xlsx'))).toHaveLength(1);
      const numbers = sandbox.instances().map((instance) => instance.invoiceNumber);
      expect(numbers).toHaveLength(INVOICES);
      expect(new Set(numbers).size).toBe(INVOICES);
      expect(sandbox.stats().duplicateAttempts).toBe(0);
    } finally {
      claims.close();
      await journal.close();
    }
  }, 60_000);
});
