/** `watch --log-format json`: one JSON object per line, with its event, host and pid, for a real drop folder. */
import { hostname } from 'node:os';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  writeFileSync(join(drop, 'inbox', 'notes.txt'), 'not an invoice');
  return { dir, drop, sandbox: await startTestSandbox() };
}

describe('watch --log-format json', () => {
  it('logs the start, each file claimed and handled, and the stop as JSON lines with host and pid', async () => {
    const { dir, drop, sandbox } = await dropFolder();
    const result = await runCliInProcess(
      ['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--log-format', 'json'],
      { cwd: dir },
    );
    expect(result.stderr).toBe('');
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
