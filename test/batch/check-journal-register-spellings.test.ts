/**
 * A config copy in another folder with its own journal and the base URL spelled another way
 * (`localhost` for `127.0.0.1`, a trailing slash, IPv6 loopback): the register names the first
 * journal under the first spelling, and the second journal must not post the same invoices again.
 * One real sandbox on loopback, real temp folders, real SQLite journals, one register per test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const COUNT = 3;

/** A folder with a config naming `baseUrl` and its own journal (journal.sqlite beside it). */
function writeFolder(site: string, name: string, baseUrl: string): string {
  const folder = join(site, name);
  mkdirSync(folder);
  writeFileSync(
    join(folder, 'invoice-batch.config.yaml'),
    `defaultProfile: acme\nprofiles:\n  acme:\n    baseUrl: ${baseUrl}\njournal: journal.sqlite\n`,
  );
  return folder;
}

const upload = (cwd: string, state: string, ...more: string[]) =>
  runCliInProcess(['upload', '../invoices.csv', '--mapping', '../mapping.yaml', ...more], {
    cwd,
    env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_STATE_DIR: state },
  });

describe('a second journal for the same back-end under another spelling of its address', () => {
  it('posts nothing for any spelling, naming the journal that posted and --distinct-target', async () => {
    const sandbox = await startTestSandbox();
    const port = new URL(sandbox.baseUrl).port;
    const site = makeTempDir('register-spelling');
    writeUploadInputs(site, { count: COUNT, prefix: 'SPELL' });
    const state = makeTempDir('register-spelling-state');
    const first = writeFolder(site, 'first', `http://127.0.0.1:${port}`);
    const posted = await upload(first, state);
    expect(posted.code, posted.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(COUNT);

    // [spelling, true when its identity differs from the first one's, so only the looser notion catches it]
    const spellings: [string, boolean][] = [
      [`http://localhost:${port}/`, true],
      [`http://LOCALHOST:${port}`, true],
      [`http://127.0.0.1:${port}//`, false],
      [`http://[::1]:${port}`, true],
      [`http://127.0.0.2:${port}/`, true],
    ];
    for (const [i, [spelling, otherSpelling]] of spellings.entries()) {
      const second = await upload(writeFolder(site, `copy-${i}`, spelling), state);
      expect(second.code, `${spelling}: ${second.stderr}`).toBe(2);
      expect(second.stderr).toContain(`--journal ${join(first, 'journal.sqlite')}`);
      if (otherSpelling) {
        expect(second.stderr).toContain('may be the same finance system under another spelling');
        expect(second.stderr).toContain('--distinct-target');
      }
      expect(second.stderr).not.toMatch(/\n\s+at /);
      expect(sandbox.stats().createRequests, spelling).toBe(COUNT);
    }
  }, 180_000);

  it('posts when the user says the targets differ, and keeps another port apart', async () => {
    const sandbox = await startTestSandbox();
    const other = await startTestSandbox();
    const site = makeTempDir('register-spelling');
    writeUploadInputs(site, { count: COUNT, prefix: 'DIST' });
    const state = makeTempDir('register-spelling-state');
    expect((await upload(writeFolder(site, 'first', sandbox.baseUrl), state)).code).toBe(0);

    const said = await upload(
      writeFolder(site, 'said', sandbox.baseUrl.replace('127.0.0.1', 'localhost')),
      state,
      '--distinct-target',
    );
    expect(said.stderr).not.toContain('under another spelling');
    expect(sandbox.stats().createRequests).toBe(2 * COUNT);

    const elsewhere = await upload(
      writeFolder(site, 'elsewhere', other.baseUrl.replace('127.0.0.1', 'localhost')),
      state,
    );
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    expect(other.stats().createRequests).toBe(COUNT);
  }, 180_000);
});
