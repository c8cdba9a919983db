/**
 * `advertisers` shows the list the finance system answers now; validate and upload check PayeeIds
 * against the copy cached by `advertisers --refresh`. What the two hold apart, said so the reader
 * knows which list a file is checked against. Pure.
 */
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { listedAt } from './look-up-payee-id.js';
import type { AdvertiserListUse } from './advertiser-read-options.js';

/** The cached list of the same finance system, as the journal holds it. */
export interface CachedListFacts {
  fetchedAt: string;
  advertisers: readonly Advertiser[];
}

/** How the live list and the cached one differ, counted by id. */
export interface ListDifference {
  /** Ids the live list has and the cache lacks: validate calls them "not in the advertiser list". */
  notCached: number;
  /** Ids the cache still holds that the live list no longer has. */
  gone: number;
  /** Ids in both under another name: a look-up by name finds the cached name. */
  renamed: number;
}

/** What `advertisers --json` says of the list it shows and of the cache (fields added, none renamed). */
export type CachedListJson =
  | { kind: 'refreshed'; fetchedAt: string }
  | { kind: 'live'; cached: 'none'; refresh: string }
  | { kind: 'live'; cached: 'same'; fetchedAt: string; refresh: string }
  | ({ kind: 'live'; cached: 'differs'; fetchedAt: string; refresh: string } & ListDifference);

export function compareWithCachedList(live: readonly Advertiser[], cached: readonly Advertiser[]): ListDifference {
  const cachedNames = new Map(cached.map((advertiser) => [advertiser.id, advertiser.advertiserName]));
  const liveIds = new Set(live.map((advertiser) => advertiser.id));
  let notCached = 0;
  let renamed = 0;
  for (const { id, advertiserName } of live) {
    const name = cachedNames.get(id);
    if (name === undefined) notCached += 1;
    else if (name !== advertiserName) renamed += 1;
  }
  const gone = [...cachedNames.keys()].filter((id) => !liveIds.has(id)).length;
  return { notCached, gone, renamed };
}

/** The JSON of what was shown; `cached` undefined when no list is cached for this finance system. */
export function cachedListJson(
  live: readonly Advertiser[],
  cached: CachedListFacts | undefined,
  refresh: string,
): CachedListJson {
  if (!cached) return { kind: 'live', cached: 'none', refresh };
  const difference = compareWithCachedList(live, cached.advertisers);
  if (difference.notCached + difference.gone + difference.renamed === 0)
    return { kind: 'live', cached: 'same', fetchedAt: cached.fetchedAt, refresh };
  return { kind: 'live', cached: 'differs', fetchedAt: cached.fetchedAt, refresh, ...difference };
}

function count(n: number, what: string): string | undefined {
  return n === 0 ? undefined : `${n} ${what}`;
}

/** The sentence printed under the list: which list it is, and whether validate and upload check against it. */
export function describeShownList(shown: CachedListJson): string {
  if (shown.kind === 'refreshed')
    return `Live list, cached ${listedAt(shown.fetchedAt)}: validate and upload check PayeeIds against this list.`;
  const live = 'Live list (what the finance system answers now).';
  if (shown.cached === 'none')
    return `${live} No list is cached for this finance system, so validate and upload check no PayeeId against one. Cache it with: ${shown.refresh}`;
  const cache = `the cached list validate and upload check PayeeIds against (fetched ${listedAt(shown.fetchedAt)})`;
  if (shown.cached === 'same') return `${live} It holds the same advertisers as ${cache}.`;
  const parts = [
    count(shown.notCached, 'not in the cached list'),
    count(shown.gone, 'cached but no longer listed'),
    count(shown.renamed, 'renamed'),
  ].filter((part) => part !== undefined);
  return `${live} It differs from ${cache}: ${parts.join(', ')}. Refresh the cache with: ${shown.refresh}`;
}

/**
 * The cached list validate and upload would check against, from what they read of the journal:
 * none when the journal holds none for this system (or only another system's), 'unread' when the
 * journal is of an older schema and a reading command leaves it unread.
 */
export function cachedListOf(use: AdvertiserListUse): CachedListFacts | undefined | 'unread' {
  const { state, options } = use;
  if (state.kind === 'older') return 'unread';
  if (state.kind === 'checked' || state.kind === 'empty')
    return { fetchedAt: state.fetchedAt, advertisers: options.knownAdvertisers ?? [] };
  return undefined;
}
