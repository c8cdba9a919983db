/**
 * Fetches the advertiser list and keeps it in the journal with the time it was fetched, in one
 * transaction: a failed fetch, or an answer that lost more than half of the cached list, leaves
 * the previous list in place.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { AdvertisersOutcome } from '../finance-api/call-outcome.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { extractAdvertisers } from '../finance-api/extract-advertisers.js';
import type { Journal } from '../journal/open-journal.js';
import { readAdvertiserCache } from './read-advertiser-cache.js';
import { isShrunkList, type CachedListSize } from './refuse-shrunk-list.js';

export type RefreshOutcome =
  | { kind: 'refreshed'; advertisers: Advertiser[]; fetchedAt: string; attempts: number }
  /** The answer was far smaller than the cached list, which is kept. */
  | { kind: 'kept'; answered: number; cached: CachedListSize }
  | Exclude<AdvertisersOutcome, { kind: 'advertisers' }>;

/** Stores a list for a target, replacing the one before. */
export async function storeAdvertiserList(
  journal: Journal,
  targetIdentity: string,
  advertisers: readonly Advertiser[],
  fetchedAt: string,
): Promise<void> {
  // The list was fetched before: a cut that left nothing committed stores it again, never fetches it again.
  await journal.transaction(
    async (tx) => {
      await tx.advertisers.deleteAdvertiserList(targetIdentity);
      await tx.advertisers.insertAdvertiserList(targetIdentity, fetchedAt, advertisers.length);
      for (const [position, advertiser] of advertisers.entries())
        await tx.advertisers.insertAdvertiser(targetIdentity, position, advertiser);
    },
    { repeatable: true },
  );
}

/**
 * @param options.now the fetch time recorded @default () => new Date()
 * @param options.acceptSmaller let a list under half the cached one replace it @default false
 */
export async function refreshAdvertiserCache(
  journal: Journal,
  target: ApiTarget,
  options: { signal?: AbortSignal; now?: () => Date; acceptSmaller?: boolean } = {},
): Promise<RefreshOutcome> {
  const outcome = await extractAdvertisers(target, { signal: options.signal });
  if (outcome.kind !== 'advertisers') return outcome;
  if (!options.acceptSmaller) {
    const previous = await readAdvertiserCache(journal, target.identity);
    const cached = previous && { advertisers: previous.advertisers.length, fetchedAt: previous.fetchedAt };
    if (cached && isShrunkList(cached, outcome.advertisers.length))
      return { kind: 'kept', answered: outcome.advertisers.length, cached };
  }
  const fetchedAt = (options.now ?? (() => new Date()))().toISOString();
  await storeAdvertiserList(journal, target.identity, outcome.advertisers, fetchedAt);

  return { kind: 'refreshed', advertisers: outcome.advertisers, fetchedAt, attempts: outcome.attempts };
}
