/**
 * `watch --once` exits as `upload` does when the finance API could not be reached with nothing in
 * doubt: 69 (EX_UNAVAILABLE), so a cron line or a systemd unit tells an outage from a file that
 * needs a person (exit 1). Real sandbox stopped on its loopback port, real drop folder and SQLite journal.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { CSV_MAPPING, writeUploadInputs } from '../batch/cli-inputs.js';

/** A drop folder with `may.csv` in its inbox, and the address of a finance API that is gone. */
async function dropFolderWithApiDown() {
  const cwd = makeTempDir('watch-unreachable');
  writeFileSync(join(cwd, 'm.yaml'), CSV_MAPPING);
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
  );
  const drop = join(cwd, 'drop');
  mkdirSync(join(drop, 'inbox'), { recursive: true });
  renameSync(writeUploadInputs(cwd, { count: 2, prefix: 'WDOWN', name: 'may.csv' }), join(drop, 'inbox', 'may.csv'));
  const sandbox = await startTestSandbox();
  const baseUrl = sandbox.baseUrl;
  await sandbox.close();
  return { cwd, drop, baseUrl };
}

describe('watch --once against a finance API that cannot be reached', () => {
  it('exits 69 with the file left in processing/ and its invoices not sent', async () => {
    const { cwd, drop, baseUrl } = await dropFolderWithApiDown();
    const watched = await runCliInProcess(['watch', drop, '--once', '--base-url', baseUrl, '--json'], { cwd });
    expect(watched.code).toBe(69);
    expect(existsSync(join(drop, 'processing', 'may.csv'))).toBe(true);
    expect(JSON.parse(watched.stdout)).toMatchObject({ parked: 1, parkedUnreachable: 1, failed: 0 });
  }, 90_000);

  it('exits 1 when a file besides needs a person, as upload does', async () => {
    const { cwd, drop, baseUrl } = await dropFolderWithApiDown();
    // No rule names a mapping for it: refused, moved to failed/.
    writeFileSync(join(drop, 'inbox', 'notes.txt'), 'not an invoice\n');
    const watched = await runCliInProcess(['watch', drop, '--once', '--base-url', baseUrl, '--json'], { cwd });
    expect(watched.code).toBe(1);
    expect(JSON.parse(watched.stdout)).toMatchObject({ parked: 1, parkedUnreachable: 1, failed: 1 });
  }, 90_000);
});
