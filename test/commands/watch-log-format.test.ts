/** `watch --log-format json`: one JSON object per line, with its event, host and pid, for a real drop folder. */
import { hostname } from 'node:os';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { CSV_MAPPING, writeUploadInputs } from '../batch/cli-inputs.js';

async function dropFolder() {
  const dir = makeTempDir('watch-log-json');
  writeFileSync(join(dir, 'm.yaml'), CSV_MAPPING);
  writeFileSync(
    join(dir, 'invoice-batch.config.yaml'),
    'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
  );
  const drop = join(dir, 'drop');
  mkdirSync(join(drop, 'inbox'), { recursive: true });
  renameSync(writeUploadInputs(dir, { count: 3, prefix: 'WLOG', name: 'may.csv' }), join(drop, 'inbox', 'may.csv'));
  writeFileSync(join(drop, 'inbox', 'notes.txt'), 'not an invoice\n');
  return { dir, drop, sandbox: await startTestSandbox() };
}

/** The journal's runs of a source file, in order. */
function runIdsOf(journal: string, file: string): number[] {
  const db = new Database(journal, { readonly: true });
  try {
    return db.prepare('SELECT id FROM runs WHERE source_file = ? ORDER BY id').pluck().all(file) as number[];
  } finally {
    db.close();
  }
}

describe('watch --log-format json', () => {
  it('logs the start, each file claimed and handled, and the stop as JSON lines with host and pid', async () => {
    const { dir, drop, sandbox } = await dropFolder();
    const result = await runCliInProcess(
      ['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--log-format', 'json'],
      { cwd: dir },
    );
    // notes.txt went to failed/ (exit 1): the log on standard output says so, standard error the exit's reason.
    expect(result.stderr).toBe(
      'invoice-batch: watch: exit 1: failed: something needs a person; standard output says why\n',
    );
    const lines = result.stdout.trimEnd().split('\n');
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const event of events) {
      expect(event).toMatchObject({ host: hostname(), pid: process.pid });
      expect(event.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(['info', 'warn', 'error']).toContain(event.level);
    }
    expect(events[0]).toMatchObject({ event: 'watcher started', folder: drop, once: true });
    expect(events.at(-1)).toMatchObject({ event: 'watcher stopped', done: 1, failed: 1, parked: 0 });
    const may = events.filter((e) => String(e.msg).startsWith('may.csv'));
    expect(may.map((e) => e.event)).toEqual(['file claimed', 'file handled']);
    expect(may[1]!.msg).toMatch(/^may\.csv: 3 invoices: 3 created -> done\//);
    expect(events.filter((e) => e.event === 'file handled')).toHaveLength(2);
    const [runId] = runIdsOf(join(dir, 'journal.sqlite'), 'may.csv');
    expect(may[1]).toMatchObject({ runId, runIds: [runId] });
    const notes = events.find((e) => e.event === 'file handled' && String(e.msg).startsWith('notes.txt'));
    expect(notes).toMatchObject({ runIds: [] });
    expect(notes).not.toHaveProperty('runId');
  });

  it('--json: each file of the summary names the runs of its upload, as the journal holds them', async () => {
    const { dir, drop, sandbox } = await dropFolder();
    const result = await runCliInProcess(['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--json'], {
      cwd: dir,
    });
    const summary = JSON.parse(result.stdout) as { files: { name: string; runIds: number[] }[] };
    const runIds = runIdsOf(join(dir, 'journal.sqlite'), 'may.csv');
    expect(runIds).toHaveLength(1);
    expect(summary.files.find((f) => f.name === 'may.csv')).toMatchObject({ runIds });
    expect(summary.files.find((f) => f.name === 'notes.txt')).toMatchObject({ runIds: [] });
  });

  it('keeps the text lines by default: one per file, nothing for claims', async () => {
    const { dir, drop, sandbox } = await dropFolder();
    const result = await runCliInProcess(['watch', drop, '--once', '--base-url', sandbox.baseUrl], { cwd: dir });
    const lines = result.stdout.trimEnd().split('\n').sort();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^may\.csv: 3 invoices: 3 created -> done\//);
    expect(lines[1]).toMatch(/^notes\.txt: /);
  });
});
