/**
 * `advertisers --refresh` behind a login proxy: its sign-in page (HTTP 200, HTML) is refused with
 * words that name it, and the cached list stays as it was, even where a smaller list may replace it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAdvertiserCache } from '../../src/advertisers/read-advertiser-cache.js';
import { refreshAdvertiserCache, storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SIGN_IN_PAGES, SIGN_IN_PAGE_NAMES } from '../../src/sandbox/sign-in-pages.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const CACHED = [
  { id: '0000100001', advertiserName: 'Müller & Söhne GmbH' },
  { id: '0000100002', advertiserName: 'Old Ltd' },
];

describe.each([false, true])('advertisers --refresh behind a login proxy (acceptSmaller %s)', (acceptSmaller) => {
  it.each(SIGN_IN_PAGE_NAMES)('the %s sign-in page never replaces the cached list', async (page) => {
    const sandbox = await startTestSandbox({ signIn: { page, route: 'advertisers' } });
    const journal = await openJournal(join(makeTempDir('ib-adv-sso'), 'journal.sqlite'));
    try {
      const target = sandbox.target({ retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
      await storeAdvertiserList(journal, target.identity, CACHED, '2026-11-29T02:00:00.000Z');
      const outcome = await refreshAdvertiserCache(journal, target, { acceptSmaller });
      expect(outcome).toMatchObject({ kind: 'http-error', status: 200, signInPage: SIGN_IN_PAGES[page].title });
      expect(outcome.kind === 'http-error' && outcome.meaning).toContain(
        `a sign-in page answered (HTML, title '${SIGN_IN_PAGES[page].title}')`,
      );
      const cached = await readAdvertiserCache(journal, target.identity);
      expect(cached?.advertisers).toEqual(CACHED);
      expect(cached?.fetchedAt).toBe('2026-11-29T02:00:00.000Z');
      expect(sandbox.stats().signInPages).toBe(1);
    } finally {
      await journal.close();
    }
  });
});
