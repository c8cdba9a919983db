/**
 * `advertisers` shows the live list; the output says so, and says how it stands against the cached
 * list validate and upload check PayeeIds against. In process, parsed as cli.ts parses them, against
 * a real sandbox and a real SQLite journal in a temp folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const YESTERDAY = '2026-11-29T06:00:00.000Z';

describe('advertisers: the live list against the cached one', () => {
  it('says the live list differs from the cache validate uses, counted, with the command that refreshes it', async () => {
    const sandbox = await startTestSandbox();
    const dir = makeTempDir('ib-adv-live');
    const journalFile = join(dir, 'journal.sqlite');
    // The cache lacks the first two live ids, holds one the live list no longer has, and one name changed since.
    const cached = [
      ...SANDBOX_ADVERTISERS.slice(2).map((a, i) => (i === 0 ? { ...a, advertiserName: 'Old Name GmbH' } : a)),
      { id: '0000199999', advertiserName: 'Gone Ltd' },
    ];
    const journal = await openJournal(journalFile);
    await storeAdvertiserList(journal, sandbox.target().identity, cached, YESTERDAY).finally(() => journal.close());
    const common = ['--journal', journalFile, '--base-url', sandbox.baseUrl];

    const table = await runCliInProcess(['advertisers', ...common], { cwd: dir });
    expect([table.code, table.stderr]).toEqual([0, '']);
    expect(table.stdout).toContain(
      `Live list (what the finance system answers now). It differs from the cached list validate and upload check PayeeIds against (fetched 2026-11-29 06:00 UTC): 2 not in the cached list, 1 cached but no longer listed, 1 renamed. Refresh the cache with: invoice-batch advertisers --refresh --base-url ${sandbox.baseUrl} --journal ${journalFile}\n`,
    );

    const json = await runCliInProcess(['advertisers', '--json', ...common], { cwd: dir });
    const document = JSON.parse(json.stdout) as { advertisers: unknown[]; list: Record<string, unknown> };
    expect(document.advertisers).toHaveLength(40);
    expect(document.list).toMatchObject({
      kind: 'live',
      cached: 'differs',
      fetchedAt: YESTERDAY,
      notCached: 2,
      gone: 1,
      renamed: 1,
    });

    const refreshed = await runCliInProcess(['advertisers', '--refresh', '--out', 'list.csv', ...common], { cwd: dir });
    expect(refreshed.code).toBe(0);
    expect(refreshed.stdout).toMatch(
      /\nLive list, cached \d{4}-\d\d-\d\d \d\d:\d\d UTC: validate and upload check PayeeIds against this list\.\n/,
    );
    const again = await runCliInProcess(['advertisers', ...common], { cwd: dir });
    expect(again.stdout).toMatch(
      /It holds the same advertisers as the cached list validate and upload check PayeeIds against \(fetched /,
    );
  });

  it('says no list is cached for this finance system, without making a journal', async () => {
    const sandbox = await startTestSandbox();
    const dir = makeTempDir('ib-adv-none');
    const run = await runCliInProcess(['advertisers', '--base-url', sandbox.baseUrl, '--journal', 'j.sqlite'], {
      cwd: dir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Live list (what the finance system answers now). No list is cached for this finance system, so validate and upload check no PayeeId against one. Cache it with: invoice-batch advertisers --refresh',
    );
    expect(existsSync(join(dir, 'j.sqlite'))).toBe(false);
  });
});
