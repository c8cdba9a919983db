/**
 * A long advertiser list in pages (trial: `{data:[10], next, total:20}` and Spring's
 * `{content, page, size, totalElements:45}` were read as their first page, silently): every page
 * is read, or the list is refused saying how many of how many were read; never used short.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { refreshAdvertiserCache } from '../../src/advertisers/refresh-advertiser-cache.js';
import { readAdvertiserCache } from '../../src/advertisers/read-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { startOddServer } from './odd-server.js';

describe('extractAdvertisers over a paged list', () => {
  it.each(['next-link', 'page-number', 'offset'] as const)('reads every page of a %s list', async (style) => {
    const s = await startTestSandbox({ advertiserPages: { style, size: 7 } });
    const outcome = await extractAdvertisers(s.target());
    if (outcome.kind !== 'advertisers') throw new Error(JSON.stringify(outcome));
    expect(outcome.advertisers).toEqual(SANDBOX_ADVERTISERS);
    expect(outcome.attempts).toBe(6);
  });

  it.each([
    ['first-page-only', 'advertiser list is incomplete: 10 of 40 advertisers read; the answer to page 1 was page 0'],
    [
      'cursor',
      'advertiser list is incomplete: 10 advertisers read, and the answer says more follow; the answer gives a cursor',
    ],
  ] as const)('refuses a %s list it cannot read whole', async (style, meaning) => {
    const s = await startTestSandbox({ advertiserPages: { style, size: 10 } });
    const outcome = await extractAdvertisers(s.target());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 200 });
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(meaning);
  });

  it('keeps the previous cache when the list cannot be read whole', async () => {
    const whole = await startTestSandbox();
    const journal = await openJournal(join(makeTempDir('paged-adv'), 'journal.sqlite'));
    try {
      const target = whole.target();
      expect((await refreshAdvertiserCache(journal, target)).kind).toBe('refreshed');
      const paged = await startTestSandbox({ advertiserPages: { style: 'first-page-only' } });
      const refused = await refreshAdvertiserCache(journal, { ...paged.target(), identity: target.identity });
      expect(refused.kind).toBe('http-error');
      expect((await readAdvertiserCache(journal, target.identity))?.advertisers).toHaveLength(40);
    } finally {
      await journal.close();
    }
  });

  it('does not follow a next link to another server', async () => {
    const server = await startOddServer((_, response) =>
      response.end(
        JSON.stringify({
          data: [{ id: '1', advertiserName: 'One' }],
          next: 'https://elsewhere.example/v1/advertiser/referenceData/extractReferenceData?page=2',
          total: 2,
        }),
      ),
    );
    const outcome = await extractAdvertisers(server.target());
    expect(server.requests).toHaveLength(1);
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(
      '1 of 2 advertisers read; the link to the next page leads to another server (https://elsewhere.example)',
    );
  });

  it('stops at a next link that loops, and after the page bound', async () => {
    const looping = await startOddServer((request, response) =>
      response.end(
        JSON.stringify({
          data: [{ id: request.url ?? '', advertiserName: 'A' }],
          next: request.url?.endsWith('page=2') ? '?page=1' : '?page=2',
          hasMore: true,
        }),
      ),
    );
    const loop = await extractAdvertisers(looping.target());
    expect(loop.kind === 'http-error' && loop.meaning).toContain(
      'the next link names a page already read, so the list never ends',
    );
    expect(looping.requests.length).toBeLessThanOrEqual(3);

    let n = 0;
    const endless = await startOddServer((_, response) =>
      response.end(JSON.stringify({ data: [{ id: String((n += 1)), advertiserName: 'A' }], next: `?page=${n + 1}` })),
    );
    const bounded = await extractAdvertisers(endless.target(), { maxPages: 5 });
    expect(bounded.kind === 'http-error' && bounded.meaning).toContain('5 advertisers read');
    expect(bounded.kind === 'http-error' && bounded.meaning).toContain('stopped after 5 pages');
    expect(endless.requests).toHaveLength(5);
  });
});
