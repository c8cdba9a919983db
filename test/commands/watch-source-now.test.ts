/**
 * A run `watch` started records where its file went: the journal's source path follows the file
 * from `processing/` into `done/` or `failed/`, so `journal show` names the place it is now.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,SRC-1,2026-05-01,EUR,119.00,100.00,19.00\n';

describe('the source of a run watch started', () => {
  it('is the file in done/ once the watcher moved it there, not processing/', async () => {
    const { dir, drop, inbox } = makeDropFolder('watch-source-now');
    writeFileSync(join(inbox, 'may.csv'), CSV);
    const sandbox = await startTestSandbox();
    const journal = join(dir, 'journal.sqlite');
    const own = ['--journal', journal, '--base-url', sandbox.baseUrl];
    const watched = await runCliInProcess(
      ['watch', drop, '--once', '--mapping', 'm.yaml', '--settle-seconds', '0', ...own],
      { cwd: dir },
    );
    expect(watched.code, watched.stderr).toBe(0);
    const shown = await runCliInProcess(['journal', 'show', '0000100001/SRC-1', ...own], { cwd: dir });
    const source = shown.stdout.split('\n').find((line) => line.trimStart().startsWith('source'));
    const path = source?.trim().replace(/^source\s+/, '');
    expect(path).toMatch(/\/drop\/done\/[^/]*may[^/]*\.csv$/);
    expect(existsSync(path!)).toBe(true);
  });
});
