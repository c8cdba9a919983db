/** `watch --settle-seconds N`: how long a dropped file must stay unchanged, over the config's watch.settleMs. */
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { CSV_MAPPING, writeUploadInputs } from '../batch/cli-inputs.js';

async function dropFolder(settleMs: number) {
  const dir = makeTempDir('ib-watch-settle');
  writeFileSync(join(dir, 'm.yaml'), CSV_MAPPING);
  writeFileSync(
    join(dir, 'invoice-batch.config.yaml'),
    `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: ${settleMs}\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n`,
  );
  const drop = join(dir, 'drop');
  mkdirSync(join(drop, 'inbox'), { recursive: true });
  renameSync(writeUploadInputs(dir, { count: 2, prefix: 'SETTLE', name: 'may.csv' }), join(drop, 'inbox', 'may.csv'));
  return { dir, drop, sandbox: await startTestSandbox() };
}

describe('watch --settle-seconds', () => {
  it("overrides watch.settleMs: --once with 0.2 s takes the file in well under the config's 60 s", async () => {
    const { dir, drop, sandbox } = await dropFolder(60_000);
    const started = Date.now();
    const result = await runCliInProcess(
      ['watch', drop, '--once', '--settle-seconds', '0.2', '--base-url', sandbox.baseUrl],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(readdirSync(join(drop, 'done'))).toEqual(['may.csv']);
    expect(sandbox.stats().createRequests).toBe(2);
  });

  it.each(['-1', '86401', 'soon'])('refuses %s with exit 2 before touching the drop folder', async (value) => {
    const { dir, drop, sandbox } = await dropFolder(0);
    const result = await runCliInProcess(
      ['watch', drop, '--once', '--settle-seconds', value, '--base-url', sandbox.baseUrl],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--settle-seconds: expected a number of seconds from 0 to 86400, got /);
    expect(readdirSync(drop)).toEqual(['inbox']);
    expect(sandbox.stats().createRequests).toBe(0);
  });
});
