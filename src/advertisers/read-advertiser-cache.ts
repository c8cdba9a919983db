/** The cached advertiser list, for mappings that look PayeeId up or require a known id. */
import type { Journal } from '../journal/open-journal.js';
import { findAdvertiserList, listCachedAdvertisers, type CachedAdvertiserList } from '../journal/advertiser-cache.js';

/**
 * The list cached for `targetIdentity`, or the most recently fetched list of any target when no
 * identity is given (validation without a connection); undefined when nothing is cached.
 */
export function readAdvertiserCache(journal: Journal, targetIdentity?: string): CachedAdvertiserList | undefined {
  const header = findAdvertiserList(journal, targetIdentity);
  if (!header) return undefined;
  return { ...header, advertisers: listCachedAdvertisers(journal, header.targetIdentity) };
}
