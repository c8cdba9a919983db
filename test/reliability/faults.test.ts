/**
 * Faults: an upload against a sandbox that answers 10% of the requests with 502/504 before
 * processing them and loses 2% of the answers after creating the invoice; then reconcile against
 * the same invoices at 10% gateway failures. Runs once on a SQLite journal file and once on a
 * PostgreSQL journal. Needs the compiled CLI: npm run build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { createCliSession } from './cli-session.js';
import { uploadArgs, writeInvoiceCsv, type GeneratedCsv } from './invoice-csv.js';
import { JOURNAL_BACKENDS, newJournal } from './journal-backend.js';
import { keyOf, readJournal } from './read-journal.js';
import { SCALE, SEED } from './reliability-scale.js';
import { formatSecretScan, scanForSecret, scanPostgresForSecret } from './secret-scan.js';

const FAIL_RATE = 0.1;
const LOST_RATE = 0.02;

describe.each(JOURNAL_BACKENDS)('faults on a %s journal: gateway failures and lost responses', (backend) => {
  const session = createCliSession(`rel-faults-${backend}`);
  const dir = join(session.root, 'faults');
  const stateFile = join(dir, 'sandbox-state.jsonl');
  const out = join(dir, 'out');
  let journal = '';
  let csv: GeneratedCsv;
  let port = 0;
  const lines: string[] = [];

  afterAll(() => {
    for (const line of lines) console.log(line);
  });

  it('an upload at 10% 502/504 and 2% lost responses: created + in-doubt + failed = all, nothing twice, every lost response in doubt', async () => {
    mkdirSync(dir);
    journal = await newJournal(backend, dir);
    csv = writeInvoiceCsv(dir, { count: SCALE.faultInvoices, prefix: 'FAULT' });
    const sandbox = await startSandbox({
      apiKeys: [session.apiKey],
      failRate: FAIL_RATE,
      lostRate: LOST_RATE,
      seed: SEED,
      stateFile,
      latencyMs: 2,
    });
    try {
      port = Number(new URL(sandbox.baseUrl).port);
      const began = performance.now();
      const upload = await session.run([
        ...uploadArgs(csv, { baseUrl: sandbox.baseUrl, journal, out, concurrency: 8 }),
        '--json',
      ]);
      const seconds = (performance.now() - began) / 1000;
      // Only the exit's one reason line (stamped: no terminal reads it): what needs a person, counted.
      // A PostgreSQL journal slow to answer under load is said as it happens (unreachable, reachable
      // again): true notices of their own, not reasons, so they are set aside here.
      const told = upload.stderr
        .trim()
        .split('\n')
        .filter((line) => !/invoice-batch: journal (unreachable|reachable again)/.test(line));
      expect(told, upload.stderr).toHaveLength(1);
      expect(told[0]).toMatch(/invoice-batch: upload: .*; each is listed in the results workbook$/);
      expect(upload.code).toBe(1);
      const json = JSON.parse(upload.stdout) as Record<string, number>;
      const all = csv.keys.length;
      expect(json).toMatchObject({ invoices: all, invalid: 0, rejected: 0, skipped: 0 });
      expect(json.created! + json.inDoubt! + json.failed!).toBe(all);

      const rows = (await readJournal(journal)).invoices;
      expect(rows).toHaveLength(all);
      const byState = (state: string) => rows.filter((row) => row.state === state);
      expect(byState('created').length + byState('in-doubt').length + byState('failed').length).toBe(all);
      const stats = sandbox.stats();
      const instances = sandbox.instances();
      const atSandbox = new Map(instances.map((i) => [`${i.payeeId}/${i.invoiceNumber}`, i.instanceId]));
      expect(stats.duplicateAttempts).toBe(0);
      expect(atSandbox.size).toBe(instances.length);
      for (const row of byState('created')) expect(atSandbox.get(keyOf(row)), keyOf(row)).toBe(row.instanceId);
      // A lost response: the sandbox created the invoice, the client never heard.
      const createdKeys = new Set(byState('created').map(keyOf));
      const lost = [...atSandbox.keys()].filter((key) => !createdKeys.has(key));
      expect(lost).toHaveLength(stats.lostResponses);
      const inDoubt = new Set(byState('in-doubt').map(keyOf));
      expect(
        lost.filter((key) => !inDoubt.has(key)),
        'lost responses not in doubt',
      ).toEqual([]);
      expect(stats.injectedFailures).toBeGreaterThan(0);
      expect(stats.lostResponses).toBeGreaterThan(0);
      lines.push(
        `faults (${backend}): ${all} invoices at ${FAIL_RATE * 100}% 502/504 and ${LOST_RATE * 100}% lost, created ${json.created} + in-doubt ${json.inDoubt} + failed ${json.failed} = ${all}, ` +
          `${stats.duplicateAttempts} duplicates, lost ${lost.length} all in doubt, gateway failures ${stats.injectedFailures}, in ${seconds.toFixed(1)} s [scale ${SCALE.name}]`,
      );
    } finally {
      await sandbox.close();
    }
  });

  it('reconcile at 10% 502/504: the invoices a first run could not check are checked by a second run', async () => {
    expect(port, 'the upload above ran').toBeGreaterThan(0);
    // Same port and state file: the same finance system, so the journal's target identity matches.
    // Statuses are final at once, so the second run asks only what the first could not check.
    const sandbox = await startSandbox({
      port,
      apiKeys: [session.apiKey],
      failRate: FAIL_RATE,
      seed: SEED + 1,
      stateFile,
      advance: { everyMs: 1 },
    });
    try {
      const created = (await readJournal(journal)).invoices
        .filter((row) => row.state === 'created')
        .map((row) => row.instanceId as string);
      // Run 1 tries each status call twice, so about 1% of the invoices end it without a status.
      const fewRetries = join(dir, 'few-retries.yaml');
      writeFileSync(fewRetries, 'profiles:\n  sandbox:\n    retry: { attempts: 2, baseDelayMs: 10 }\n');
      const reconcile = (extra: string[]) =>
        session.run([
          'reconcile',
          '--base-url',
          sandbox.baseUrl,
          '--profile',
          'sandbox',
          '--journal',
          journal,
          '--out',
          out,
          '--json',
          ...extra,
        ]);
      const first = await reconcile(['--config', fewRetries]);
      expect(first.stderr).not.toMatch(/^\s+at /m);
      const firstJson = JSON.parse(first.stdout) as { checked: number; toCheck: number; errors: number };
      expect(first.code).toBe(firstJson.errors > 0 ? 1 : 0);
      expect(firstJson.toCheck).toBe(created.length);
      expect(firstJson.checked).toBe(created.length - firstJson.errors);
      const afterFirst = (await readJournal(journal)).withStatus;
      const missing = created.filter((id) => !afterFirst.has(id));
      expect(missing).toHaveLength(firstJson.errors);
      const firstFailures = sandbox.stats().injectedFailures;

      // Run 2 with the default retry policy.
      const second = await reconcile([]);
      expect(second.stderr).not.toMatch(/^\s+at /m);
      const secondJson = JSON.parse(second.stdout) as { checked: number; errors: number };
      expect(secondJson.checked).toBe(missing.length);
      expect(secondJson.errors).toBe(0);
      expect(second.code).toBe(0);
      const afterSecond = (await readJournal(journal)).withStatus;
      expect(
        created.filter((id) => !afterSecond.has(id)),
        'created invoices without a status after two runs',
      ).toEqual([]);
      expect(firstFailures).toBeGreaterThan(0);
      lines.push(
        `reconcile (${backend}): ${created.length} created invoices at ${FAIL_RATE * 100}% 502/504, run 1 checked ${firstJson.checked} with ${firstJson.errors} errors ` +
          `(${firstFailures} gateway failures), run 2 checked ${secondJson.checked} with ${secondJson.errors} errors: every created invoice has a status`,
      );
    } finally {
      await sandbox.close();
    }
  });

  it('leaves the API key in no journal, workbook, sandbox state or output of these runs', async () => {
    const scan = scanForSecret(session.apiKey, {
      dirs: [session.root],
      texts: session.captured.flatMap((r) => [r.args.join(' '), r.stdout, r.stderr]),
    });
    await scanPostgresForSecret(session.apiKey, backend === 'postgres' ? [journal] : [], scan);
    expect(scan.databases).toBe(backend === 'postgres' ? 1 : 0);
    lines.push(formatSecretScan(`faults, ${backend}`, scan));
    expect(scan.files).toBeGreaterThan(0);
    expect(scan.hits).toEqual([]);
  });
});
