/**
 * For `advertisers --refresh`: fetch the list as usual and keep it in the journal's cache, so
 * mappings can look PayeeId up by name without a call.
 */
import { ApiError } from '../errors.js';
import { describeTarget, type ApiTarget } from '../finance-api/api-target.js';
import type { AdvertisersOutcome } from '../finance-api/call-outcome.js';
import type { OpenJournal } from '../journal/open-journal.js';
import { refreshAdvertiserCache } from './refresh-advertiser-cache.js';
import { describeShrunkList } from './refuse-shrunk-list.js';

/**
 * The same outcome as `extractAdvertisers`; on success the list is cached in `journalFile` first.
 * @param options.refresh the command that refreshed, as the user typed it, named when the list is kept
 * @throws ApiError (exit 1) when the answer lost more than half of the cached list, which is kept
 */
export async function fetchAndCacheAdvertisers(
  journalFile: string,
  openJournal: OpenJournal,
  target: ApiTarget,
  options: { signal?: AbortSignal; acceptSmaller?: boolean; refresh: string },
): Promise<AdvertisersOutcome> {
  const journal = await openJournal(journalFile);
  try {
    const outcome = await refreshAdvertiserCache(journal, target, options);
    if (outcome.kind === 'kept') {
      const words = describeShrunkList(outcome.cached, outcome.answered, options.refresh);
      throw new ApiError(`advertiser list from ${describeTarget(target)}: ${words}`, 200);
    }
    if (outcome.kind !== 'refreshed') return outcome;
    return { kind: 'advertisers', status: 200, advertisers: outcome.advertisers, attempts: outcome.attempts };
  } finally {
    await journal.close();
  }
}
