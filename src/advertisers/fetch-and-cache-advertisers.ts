/**
 * For `advertisers --refresh`: fetch the list as usual and keep it in the journal's cache, so
 * mappings can look PayeeId up by name without a call.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { AdvertisersOutcome } from '../finance-api/call-outcome.js';
import type { OpenJournal } from '../journal/open-journal.js';
import { refreshAdvertiserCache } from './refresh-advertiser-cache.js';

/** The same outcome as `extractAdvertisers`; on success the list is cached in `journalFile` first. */
export async function fetchAndCacheAdvertisers(
  journalFile: string,
  openJournal: OpenJournal,
  target: ApiTarget,
  options: { signal?: AbortSignal } = {},
): Promise<AdvertisersOutcome> {
  const journal = await openJournal(journalFile);
  try {
    const outcome = await refreshAdvertiserCache(journal, target, options);
    if (outcome.kind !== 'refreshed') return outcome;
    return { kind: 'advertisers', status: 200, advertisers: outcome.advertisers, attempts: outcome.attempts };
  } finally {
    await journal.close();
  }
}
