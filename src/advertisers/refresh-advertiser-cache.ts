/**
 * Fetches the advertiser list and keeps it in the journal with the time it was fetched, in one
 * transaction: a failed fetch leaves the previous list in place.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { AdvertisersOutcome } from '../finance-api/call-outcome.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { extractAdvertisers } from '../finance-api/extract-advertisers.js';
import type { Journal } from '../journal/open-journal.js';

export type RefreshOutcome =
  | { kind: 'refreshed'; advertisers: Advertiser[]; fetchedAt: string; attempts: number }
  | Exclude<AdvertisersOutcome, { kind: 'advertisers' }>;

/** Stores a list for a target, replacing the one before. */
export async function storeAdvertiserList(
  journal: Journal,
  targetIdentity: string,
  advertisers: readonly Advertiser[],
  fetchedAt: string,
): Promise<void> {
  await journal.transaction(async (tx) => {
    await tx.advertisers.deleteAdvertiserList(targetIdentity);
    await tx.advertisers.insertAdvertiserList(targetIdentity, fetchedAt, advertisers.length);
    for (const [position, advertiser] of advertisers.entries())
      await tx.advertisers.insertAdvertiser(targetIdentity, position, advertiser);
  });
}

/**
 * @param options.now the fetch time recorded @default () => new Date()
 */
export async function refreshAdvertiserCache(
  journal: Journal,
  target: ApiTarget,
  options: { signal?: AbortSignal; now?: () => Date } = {},
): Promise<RefreshOutcome> {
  const outcome = await extractAdvertisers(target, { signal: options.signal });
  if (outcome.kind !== 'advertisers') return outcome;
  const fetchedAt = (options.now ?? (() => new Date()))().toISOString();
  await storeAdvertiserList(journal, target.identity, outcome.advertisers, fetchedAt);

  return { kind: 'refreshed', advertisers: outcome.advertisers, fetchedAt, attempts: outcome.attempts };
}
