/**
 * docs/operations.md's table of `upload --json` keys lists every key a real upload prints, down to
 * the keys of `totals` and of each entry of `runs`: scripts are written from that table.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The rows of the table under "`--json` prints one object", as one text. */
function keyTable(): string {
  const docs = readFileSync(`${ROOT}docs/operations.md`, 'utf8');
  const start = docs.indexOf('`--json` prints one object on standard output. Its keys');
  const table = docs.slice(start).split('\n\n')[1] ?? '';
  return table;
}

describe('upload --json as operations.md lists it', () => {
  it('names every key of a real upload', async () => {
    const dir = makeTempDir('json-keys');
    const args = ['upload', 'samples/european-erp.csv', '--mapping', 'mappings/european-erp.yaml', '--json'];
    const result = await runCliInProcess([...args, '--out', dir, '--journal', `${dir}/journal.sqlite`], { cwd: ROOT });
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    const keys = [
      ...Object.keys(json),
      ...Object.values(json.totals as Record<string, object>).flatMap((total) => Object.keys(total)),
      ...(json.runs as object[]).flatMap((run) => Object.keys(run)),
    ];
    const table = keyTable();
    expect(table.split('\n').length).toBeGreaterThan(10);
    expect([...new Set(keys)].filter((key) => !table.includes(`\`${key}\``))).toEqual([]);
  });
});
