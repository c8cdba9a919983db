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

const CASES = [
  {
    name: 'caches all 40 advertisers of a list in pages of 10 linked by next',
    style: 'next-link',
    answer: { code: 0, stdout: expect.stringContaining('Wrote 40 advertisers') },
    cached: 40,
  },
  {
    name: 'exits 1 naming 10 of 40 and caches nothing when the server answers every page as the first',
    style: 'first-page-only',
    answer: {
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('advertiser list is incomplete: 10 of 40 advertisers read'),
    },
    cached: undefined,
  },
] as const;

describe('advertisers --refresh of a paged list', () => {
  for (const { name, style, answer, cached } of CASES)
    it(name, async () => {
      const dir = makeTempDir('paged-adv-cli');
      const sandbox = await startTestSandbox({ advertiserPages: { style } });
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
      expect(result).toMatchObject(answer);
      expect(await cachedCount(journal, sandbox.target().identity)).toBe(cached);
    });
});
