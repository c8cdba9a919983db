/**
 * `watch --once` when the writer goes on after the file was moved to done/ (its handle cannot be
 * seen from the watcher's host): the rows written then were never posted, so the run says so as
 * an error, notes it in results/ and exits 1.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) => `0000100001,FUS-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;

describe('watch --once, a file written on after it was moved to done/', () => {
  it('is an error with exit 1 and a note in results/', async () => {
    const dir = makeTempDir('ib-watch-changed-after-move');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      // The watcher looks at a moved file again settleMs after the move; the test's writer shares its event
      // loop, so the window is wide enough for a loaded machine to let the writer in first.
      `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 2000\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n`,
    );
    const drop = join(dir, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    const sandbox = await startTestSandbox();
    writeFileSync(join(drop, 'inbox', 'fuse-dec.csv'), HEADER + row(1) + row(2) + row(3));
    const args = ['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--log-format', 'json'];

    const running = runCliInProcess(args, { cwd: dir });
    const moved = join(drop, 'done', 'fuse-dec.csv');
    const end = Date.now() + 60_000;
    while (!existsSync(moved) && Date.now() < end) await sleep(5);
    appendFileSync(moved, row(4) + row(5) + row(6));
    const result = await running;

    expect(result.code).toBe(1);
    const events = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const changed = events.filter((e) => e.event === 'file changed after moving');
    expect(changed).toEqual([expect.objectContaining({ level: 'error', runId: 1 })]);
    expect(changed[0]!.msg).toMatch(
      /^fuse-dec\.csv: CHANGED AFTER IT WAS MOVED to done\/fuse-dec\.csv \(\d+ bytes when read, \d+ bytes now\): only what was read was posted \(3 invoices: 3 created\)/,
    );
    expect(events.find((e) => e.event === 'watcher stopped')).toMatchObject({ changedAfterMove: 1, done: 1 });
    expect(readdirSync(join(drop, 'results')).filter((n) => n.startsWith('fuse-dec-changed-after-move-'))).toHaveLength(
      1,
    );
    expect(sandbox.stats().createRequests).toBe(3);
  }, 90_000);
});
