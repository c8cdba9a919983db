/**
 * A refresh that answers far fewer advertisers than the cached list keeps the cached one and exits
 * 1, and an empty list is named as such. The first refusal runs the compiled CLI (`npx tsc -p .`
 * first); the other runs are in process, parsed as cli.ts parses them: the same exit code and words
 * (test/cli-in-process.test.ts), without a child process's second of CPU each.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAdvertiserCache } from '../../src/advertisers/read-advertiser-cache.js';
import { storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const YESTERDAY = '2026-11-29T06:00:00.000Z';
const MAPPING =
  'invoice:\n  InvoiceId: { template: "A-{Number}" }\n  PayeeId: Payee\n  Invoice_Number: Number\n  Invoice_Date: Date\n  CurrencyCode: Currency\n  Invoice_Amount: Total\nitems:\n  Amount: Total\n';

/** A temp folder with a journal, a mapping and a one-invoice file; the journal holds `cached` advertisers when given. */
async function setUp(sandbox: TestSandbox, cached?: number) {
  const dir = makeTempDir('ib-adv-shrink');
  const journalFile = join(dir, 'journal.sqlite');
  writeFileSync(join(dir, 'm.yaml'), MAPPING);
  writeFileSync(join(dir, 'in.csv'), 'Payee,Number,Date,Currency,Total\n0000100001,N-1,2026-05-01,EUR,10.00\n');
  if (cached !== undefined) {
    const journal = await openJournal(journalFile);
    try {
      await storeAdvertiserList(journal, sandbox.target().identity, SANDBOX_ADVERTISERS.slice(0, cached), YESTERDAY);
    } finally {
      await journal.close();
    }
  }
  const common = ['--journal', journalFile, '--base-url', sandbox.baseUrl];
  const run = (args: string[]) => runCliInProcess([...args, ...common], { cwd: dir });
  const runCompiled = (args: string[]) => runCliProcess([...args, ...common], { cwd: dir });
  const cachedNow = async () => {
    const journal = await openJournal(journalFile);
    try {
      const list = await readAdvertiserCache(journal, sandbox.target().identity);
      return list && { count: list.advertisers.length, fetchedAt: list.fetchedAt };
    } finally {
      await journal.close();
    }
  };
  return { dir, run, runCompiled, cachedNow };
}

describe('advertisers --refresh against a list that shrank', () => {
  it.each([0, 1, 19])('keeps the cached 40 when the finance system answers %i, says so and exits 1', async (count) => {
    const sandbox = await startTestSandbox({ advertiserCount: count });
    const { run, runCompiled, cachedNow } = await setUp(sandbox, 40);
    // An empty answer through the compiled CLI, as a user meets it; the shorter lists in process.
    const refresh = await (count === 0 ? runCompiled : run)(['advertisers', '--refresh']);
    expect(refresh.code).toBe(1);
    expect(refresh.stderr).toContain(
      `answered ${count === 0 ? 'an empty advertiser list' : `only ${count} advertisers`}, where the cached list fetched 2026-11-29 06:00 UTC holds 40: the cached list is kept`,
    );
    expect(refresh.stderr).toContain('--accept-smaller-list');
    expect(refresh.stderr).not.toContain(sandbox.apiKey);
    expect(await cachedNow()).toEqual({ count: 40, fetchedAt: YESTERDAY });

    const validate = await run(['validate', 'in.csv', '--mapping', 'm.yaml']);
    expect(validate.stdout).toContain('2026-11-29 06:00 UTC');
    expect(validate.stdout).toContain('40 advertisers');
  });

  it.each([20, 40])('replaces the cached 40 with an answer of %i', async (count) => {
    const sandbox = await startTestSandbox({ advertiserCount: count });
    const { run, cachedNow } = await setUp(sandbox, 40);
    const refresh = await run(['advertisers', '--refresh']);
    expect(refresh.code).toBe(0);
    expect(refresh.stderr).toBe('');
    expect((await cachedNow())?.count).toBe(count);
  });

  it('caches an empty list with --accept-smaller-list, or where none was cached, and validate and upload call it empty', async () => {
    const sandbox = await startTestSandbox({ advertiserCount: 0 });
    for (const cached of [40, undefined]) {
      const { run, cachedNow } = await setUp(sandbox, cached);
      const refresh = await run(['advertisers', '--refresh', ...(cached ? ['--accept-smaller-list'] : [])]);
      expect(refresh.code).toBe(0);
      expect(refresh.stderr).toContain('the cached advertiser list is empty');
      expect((await cachedNow())?.count).toBe(0);

      const validate = await run(['validate', 'in.csv', '--mapping', 'm.yaml']);
      expect(validate.code).toBe(0);
      expect(validate.stdout).toContain('The cached advertiser list is empty');
      expect(validate.stdout).not.toContain('No advertiser list is cached');
      const json = await run(['validate', 'in.csv', '--mapping', 'm.yaml', '--json']);
      expect(JSON.parse(json.stdout).advertiserList).toMatchObject({ checked: false });
      expect(JSON.parse(json.stdout).advertiserList.reason).toContain('the cached advertiser list is empty');
    }
  });

  it('a mapping that needs the list is refused with the words "the cached advertiser list is empty"', async () => {
    const sandbox = await startTestSandbox({ advertiserCount: 0 });
    const { dir, run } = await setUp(sandbox);
    expect((await run(['advertisers', '--refresh'])).code).toBe(0);
    writeFileSync(join(dir, 'm.yaml'), `${MAPPING}advertisers: { requireKnown: true }\n`);
    const upload = await run(['upload', 'in.csv', '--mapping', 'm.yaml', '--out', join(dir, 'out')]);
    expect(upload.code).toBe(2);
    expect(upload.stderr).toContain('but the cached advertiser list is empty');
    expect(sandbox.stats().createRequests).toBe(0);
  });
});
