/**
 * The CLI on a PostgreSQL journal: --journal, INVOICE_BATCH_JOURNAL and `journal:` take a postgres:// URL.
 * The first upload, the URL with a password and each upload whose server goes away run the built
 * CLI, as a user would; the other runs in process, a CLI start (1-3 s) each saved.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { startTestPostgres } from '../helpers/postgres-server.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('a PostgreSQL journal from the command line', () => {
  // Its first run in process loads the upload's modules: at a load of 13-15 it took 30 s, as it did before.
  it('records an upload given by --journal, skips it the second time via INVOICE_BATCH_JOURNAL, and shows it in history', async () => {
    const cwd = makeTempDir('pg-cli');
    const url = await testPostgresUrl();
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 5, prefix: 'PGCLI' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const first = await runCliProcess([...upload, '--journal', url, '--json'], { cwd });
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toMatchObject({ invoices: 5, created: 5 });
    const second = await runCliInProcess(upload, { cwd, env: withSandboxKey({ INVOICE_BATCH_JOURNAL: url }) });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/skipped\s+5/);
    expect(sandbox.stats().createRequests).toBe(5);

    writeFileSync(join(cwd, 'invoice-batch.yaml'), `journal: ${url}\n`);
    const history = await runCliInProcess(['history', '--config', 'invoice-batch.yaml'], { cwd });
    expect(history.code).toBe(0);
    // What the counts are, two runs, and each invoice once over both, counted by PostgreSQL.
    const lines = history.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe(
      'Now, each invoice once (its latest row, as journal lists it) over every run: 5 invoices: 5 created',
    );
    const journal = await openJournal(url);
    try {
      expect(journal.backend).toBe('postgres');
      expect((await journal.runs.listRuns(9)).map((run) => [run.created, run.skipped])).toEqual([
        [0, 5],
        [5, 0],
      ]);
    } finally {
      await journal.close();
    }
  }, 120_000);

  it('refuses a URL with a password, never printing it, and a location of another kind, with exit 2', async () => {
    const cwd = makeTempDir('pg-cli-bad');
    const withPassword = await runCliProcess(
      ['history', '--journal', 'postgres://clerk:s3cret-pw@127.0.0.1:5432/journal'],
      { cwd },
    );
    expect(withPassword.code).toBe(2);
    expect(withPassword.stderr).toContain(
      '--journal: the postgres URL holds a password; give it in the PGPASSWORD environment variable or a password file',
    );
    expect(withPassword.stderr + withPassword.stdout).not.toContain('s3cret-pw');
    const other = await runCliInProcess(['history'], {
      cwd,
      env: withSandboxKey({ INVOICE_BATCH_JOURNAL: 'mysql://db.example/journal' }),
    });
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      'INVOICE_BATCH_JOURNAL: expected a file path or a postgres:// URL, got a mysql:// URL',
    );
    expect(other.stderr.trim().split('\n')).toHaveLength(1);
    const keywords = await runCliInProcess(
      ['history', '--journal', 'host=127.0.0.1 port=5432 dbname=journal user=clerk password=s3cret-pw'],
      { cwd },
    );
    expect(keywords.code).toBe(2);
    expect(keywords.stderr).toContain(
      '--journal: expected a file path or a postgres:// URL, got what looks like a key=value connection string',
    );
    expect(keywords.stderr + keywords.stdout).not.toContain('s3cret-pw');
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('reports a server that does not answer as a journal error naming the URL, exit 1', async () => {
    const cwd = makeTempDir('pg-cli-down');
    const result = await runCliInProcess(['history', '--journal', 'postgres://postgres@127.0.0.1:1/journal'], {
      cwd,
      // history waits for a refused server as an upload does: a short wait keeps the test short.
      env: withSandboxKey({ INVOICE_BATCH_JOURNAL_WAIT_MS: '500' }),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /postgres:\/\/postgres@127\.0\.0\.1:1\/journal: cannot open the journal: .*ECONNREFUSED/,
    );
  });
});

/** An upload of `count` invoices whose PostgreSQL server is halted once a few creates are answered. */
async function uploadWhileServerGoes(count: number, ...more: string[]) {
  const server = await startTestPostgres();
  const sandbox = await startTestSandbox({ latencyMs: 100 });
  const cwd = makeTempDir('pg-cli-away');
  writeUploadInputs(cwd, { count, prefix: 'PGAWAY' });
  try {
    const url = await server.createDatabase();
    // Not started again within the upload's wait.
    let halted: Promise<void> | undefined;
    const poll = setInterval(() => {
      if (!halted && sandbox.stats().createRequests >= 8) halted = server.halt();
    }, 5);
    const result = await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', url, ...more],
      { cwd, env: { INVOICE_BATCH_JOURNAL_WAIT_MS: '1000' }, timeoutMs: 60_000 },
    ).finally(() => clearInterval(poll));
    await halted;
    expect(halted).toBeDefined();
    return { result, url, cwd, creates: sandbox.stats().createRequests };
  } finally {
    await server.stop();
  }
}

describe('an upload whose PostgreSQL server goes away for good while it sends', () => {
  it('prints what it recorded and how to list what is in doubt, and exits non-zero', async () => {
    const count = 60;
    const { result, url, creates } = await uploadWhileServerGoes(count);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // What the journal recorded before it went, in the summary's words, and where the rest stands.
    const created = /created\s+(\d+)/.exec(result.stdout);
    expect(created, result.stdout).not.toBeNull();
    expect(Number(created![1])).toBeGreaterThan(0);
    expect(Number(created![1])).toBeLessThan(count);
    expect(result.stdout).toContain(`invoice-batch journal --journal ${url} --outcome "in doubt" --json`);
    expect(creates).toBeLessThan(count);
  }, 120_000);

  it('with --json, prints the same facts as one JSON document, with the same exit code', async () => {
    const count = 60;
    const { result, url, cwd } = await uploadWhileServerGoes(count, '--json');
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const json = JSON.parse(result.stdout) as {
      complete: boolean;
      stopReason: string;
      journal: string;
      runs: { file: string; runId: number; total: number; done: number; counts: Record<string, number> }[];
      unrecordedAnswers: { count: number; created: number; file: string | null; resolveCommand: string | null };
      listInDoubtCommand: string;
    };
    expect(json.complete, result.stdout).toBe(false);
    expect(json.stopReason.startsWith(`${url}: `), json.stopReason).toBe(true);
    expect(json.journal).toBe(url);
    expect(json.runs).toHaveLength(1);
    const [run] = json.runs;
    expect(run!.file).toBe('invoices.csv');
    expect(run!.counts.created).toBeGreaterThan(0);
    expect(run!.counts.created).toBeLessThan(count);
    expect(json.listInDoubtCommand).toBe(`invoice-batch journal --journal ${url} --outcome "in doubt" --json`);
    // The answers the journal could not record: the file standard error names, and how to record them.
    const saved = readdirSync(join(cwd, 'output')).filter((name) => name.startsWith('unrecorded-answers-'));
    const answers = saved.flatMap((name) => JSON.parse(readFileSync(join(cwd, 'output', name), 'utf8')) as unknown[]);
    expect(json.unrecordedAnswers.count).toBe(answers.length);
    if (saved.length === 0) expect(json.unrecordedAnswers.file).toBeNull();
    else {
      expect(json.unrecordedAnswers.file).toBe(join(cwd, 'output', saved[0]!));
      expect(result.stderr).toContain(json.unrecordedAnswers.file);
      const { resolveCommand } = json.unrecordedAnswers;
      expect(resolveCommand).toMatch(/^invoice-batch resolve /);
      expect(resolveCommand).toContain(`--journal ${url} --from ${json.unrecordedAnswers.file}`);
      expect(result.stderr).toContain(resolveCommand);
    }
  }, 120_000);
});
