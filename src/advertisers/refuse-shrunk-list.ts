/**
 * Whether a refreshed advertiser list may replace the cached one. A back-end whose directory is
 * being reloaded at night answers 200 with an empty or partial list; taken as news, it would
 * wipe the list PayeeIds are checked against. A list that lost more than half of the cached one
 * is kept out unless the user says the shrink is real. Pure.
 */
import { listedAt } from './look-up-payee-id.js';

/** The cached list a refresh would replace: how many advertisers it holds and when it was fetched. */
export interface CachedListSize {
  advertisers: number;
  fetchedAt: string;
}

/** The flag that lets a smaller list replace the cached one. */
export const ACCEPT_SMALLER_LIST_FLAG = '--accept-smaller-list';

/** True when `answered` advertisers are fewer than half of the cached list's (so 0 of any cached list). */
export function isShrunkList(cached: CachedListSize | undefined, answered: number): boolean {
  if (!cached || cached.advertisers === 0) return false;
  return answered * 2 < cached.advertisers;
}

/** The sentence saying the answer was not cached, and how to accept it if the shrink is real. */
export function describeShrunkList(cached: CachedListSize, answered: number, refresh: string): string {
  const answer = answered === 0 ? 'an empty advertiser list' : `only ${answered} advertisers`;
  return (
    `the finance system answered ${answer}, where the cached list fetched ${listedAt(cached.fetchedAt)} holds ${cached.advertisers}: ` +
    `the cached list is kept and PayeeIds are still checked against it. If the list really shrank, run: ${refresh} ${ACCEPT_SMALLER_LIST_FLAG}`
  );
}
