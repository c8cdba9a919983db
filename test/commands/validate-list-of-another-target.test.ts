/**
 * validate with a mapping that needs the advertiser list (requireKnown: true, payeeIdBy: name) when
 * the journal caches the list of another finance system only (refreshed with another --base-url or
 * profile): it says that a list is cached for that other system, which is not used, and the exact
 * command that caches this system's, instead of "no list is cached".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('validate when the advertiser list is cached for another finance system only', () => {
  it.each(['{ requireKnown: true }', '{ payeeIdBy: name }'])(
    'advertisers: %s says whose list is cached and what to run, exit 2',
    async (rules) => {
      const cwd = makeTempDir('validate-other-list');
      writeUploadInputs(cwd, { count: 3, prefix: 'OL' });
      writeFileSync(join(cwd, 'm.yaml'), `${readFileSync(join(cwd, 'mapping.yaml'), 'utf8')}advertisers: ${rules}\n`);
      const [cachedAt, validatedAt] = [await startTestSandbox(), await startTestSandbox()];
      const refreshed = await runCliInProcess(['advertisers', '--refresh', '--base-url', cachedAt.baseUrl], { cwd });
      expect(refreshed.code, refreshed.stderr).toBe(0);

      const result = await runCliInProcess(
        ['validate', 'invoices.csv', '--mapping', 'm.yaml', '--base-url', validatedAt.baseUrl],
        { cwd },
      );
      expect(result.code).toBe(2);
      const other = new URL(cachedAt.baseUrl).host;
      const here = new URL(validatedAt.baseUrl).host;
      expect(result.stderr).toMatch(
        new RegExp(
          `but no list is cached for this finance system \\([^)]*${escape(here)}[^)]*\\); the journal holds the list of [^;]*${escape(other)}[^;]*, whose ids are not this system's; cache this one with: invoice-batch advertisers --refresh --base-url ${escape(validatedAt.baseUrl)}$`,
          'm',
        ),
      );
      expect(result.stderr).not.toContain('no list is cached;');

      // Once this system's list is cached, as the message says, validate reads it.
      const command = /cache this one with: invoice-batch (.+)$/m.exec(result.stderr)![1]!.split(' ');
      expect((await runCliInProcess(command, { cwd })).code).toBe(0);
      const again = await runCliInProcess(
        ['validate', 'invoices.csv', '--mapping', 'm.yaml', '--base-url', validatedAt.baseUrl],
        { cwd },
      );
      if (rules.includes('requireKnown')) {
        expect(again.code, again.stderr).toBe(0);
        expect(again.stderr).toBe('');
      } else {
        // The file writes ids where this mapping reads names: the list cached now is read, and has no such names.
        expect(again.stdout).toContain('expected the name of an advertiser in the advertiser list fetched');
        expect(again.stderr).not.toContain('no list is cached');
      }
    },
  );

  it('upload says the same before sending anything, exit 2', async () => {
    const cwd = makeTempDir('upload-other-list');
    writeUploadInputs(cwd, { count: 3, prefix: 'UL' });
    writeFileSync(
      join(cwd, 'm.yaml'),
      `${readFileSync(join(cwd, 'mapping.yaml'), 'utf8')}advertisers: { requireKnown: true }\n`,
    );
    const [cachedAt, uploadedTo] = [await startTestSandbox(), await startTestSandbox()];
    expect((await runCliInProcess(['advertisers', '--refresh', '--base-url', cachedAt.baseUrl], { cwd })).code).toBe(0);
    const result = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'm.yaml', '--base-url', uploadedTo.baseUrl],
      { cwd },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `no list is cached for this finance system \\([^)]+\\); the journal holds the list of [^;]+, whose ids are not this system's; cache this one with: invoice-batch advertisers --refresh --base-url ${escape(uploadedTo.baseUrl)}$`,
        'm',
      ),
    );
    expect(uploadedTo.stats().createRequests).toBe(0);
  });
});
