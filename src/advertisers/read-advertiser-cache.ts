/** The cached advertiser list, for mappings that look PayeeId up or require a known id. */
import type { Journal } from '../journal/open-journal.js';
import type { CachedAdvertiserList } from '../journal/advertiser-cache.js';

/**
 * The list cached for `targetIdentity`, or the most recently fetched list of any target when no
 * identity is given (validation without a connection); undefined when nothing is cached.
 */
export async function readAdvertiserCache(
  journal: Journal,
  targetIdentity?: string,
): Promise<CachedAdvertiserList | undefined> {
  const header = await journal.advertisers.findAdvertiserList(targetIdentity);
  if (!header) return undefined;
  return { ...header, advertisers: await journal.advertisers.listCachedAdvertisers(header.targetIdentity) };
}
