/**
 * `advertisers --refresh` against a server that pages its list: every page is read and cached, or
 * the command fails saying how many of how many it read and caches nothing (trial: "Wrote 10
 * advertisers", exit 0, then 37 of 50 valid invoices blocked). In-process, on the sandbox's pages.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAdvertiserCache } from '../../src/advertisers/read-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function cachedCount(journalFile: string, identity: string): Promise<number | undefined> {
  const journal = await openJournal(journalFile);
  try {
    return (await readAdvertiserCache(journal, identity))?.advertisers.length;
  } finally {
    await journal.close();
  }
}

describe('advertisers --refresh of a paged list', () => {
  it('caches all 40 advertisers of a list in pages of 10 linked by next', async () => {
    const dir = makeTempDir('paged-adv-cli');
    const sandbox = await startTestSandbox({ advertiserPages: { style: 'next-link' } });
    const journal = join(dir, 'journal.sqlite');
    const result = await runCliInProcess(
      [
        'advertisers',
        '--refresh',
        '--base-url',
        sandbox.baseUrl,
        '--journal',
        journal,
        '--out',
        join(dir, 'list.json'),
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Wrote 40 advertisers');
    expect(await cachedCount(journal, sandbox.target().identity)).toBe(40);
  });

  it('exits 1 naming 10 of 40 and caches nothing when the server answers every page as the first', async () => {
    const dir = makeTempDir('paged-adv-cli');
    const sandbox = await startTestSandbox({ advertiserPages: { style: 'first-page-only' } });
    const journal = join(dir, 'journal.sqlite');
    const result = await runCliInProcess(
      [
        'advertisers',
        '--refresh',
        '--base-url',
        sandbox.baseUrl,
        '--journal',
        journal,
        '--out',
        join(dir, 'list.json'),
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('advertiser list is incomplete: 10 of 40 advertisers read');
    expect(await cachedCount(journal, sandbox.target().identity)).toBeUndefined();
  });
});
