import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAdvertiserCache } from '../../src/advertisers/read-advertiser-cache.js';
import { refreshAdvertiserCache, storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('refreshAdvertiserCache', () => {
  it('stores the fetched list with the fetch time, per finance system', async () => {
    const sandbox = await startTestSandbox({ advertiserShape: 'numeric-ids' });
    const journal = await openJournal(join(makeTempDir('ib-adv'), 'journal.sqlite'));
    try {
      const outcome = await refreshAdvertiserCache(journal, sandbox.target(), {
        now: () => new Date('2026-05-01T06:00:00Z'),
      });
      expect(outcome).toMatchObject({ kind: 'refreshed', fetchedAt: '2026-05-01T06:00:00.000Z' });
      const cached = await readAdvertiserCache(journal, sandbox.target().identity);
      expect(cached?.fetchedAt).toBe('2026-05-01T06:00:00.000Z');
      expect(cached?.advertisers).toHaveLength(SANDBOX_ADVERTISERS.length);
      // Numeric ids lose their leading zeros on the wire; the cache keeps what was sent.
      expect(cached?.advertisers[0]).toEqual({ id: '100001', advertiserName: 'Müller & Söhne GmbH' });
      expect(await readAdvertiserCache(journal, 'another-system')).toBeUndefined();
      expect((await readAdvertiserCache(journal))?.targetIdentity).toBe(sandbox.target().identity);
    } finally {
      await journal.close();
    }
  });

  it('replaces the previous list, and keeps it when a fetch fails', async () => {
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(makeTempDir('ib-adv'), 'journal.sqlite'));
    try {
      const target = sandbox.target({ retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
      await storeAdvertiserList(
        journal,
        target.identity,
        [{ id: 'OLD', advertiserName: 'Old Ltd' }],
        '2026-01-01T00:00:00.000Z',
      );
      sandbox.injectNext({ status: 500, body: '{"error":"down"}', route: 'advertisers' });
      const failed = await refreshAdvertiserCache(journal, target);
      expect(failed.kind).toBe('http-error');
      expect((await readAdvertiserCache(journal, target.identity))?.advertisers).toEqual([
        { id: 'OLD', advertiserName: 'Old Ltd' },
      ]);

      expect((await refreshAdvertiserCache(journal, target)).kind).toBe('refreshed');
      const cached = await readAdvertiserCache(journal, target.identity);
      expect(cached?.advertisers.map((a) => a.id)).toEqual(SANDBOX_ADVERTISERS.map((a) => a.id));
    } finally {
      await journal.close();
    }
  });
});
