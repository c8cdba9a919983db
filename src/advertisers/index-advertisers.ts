/**
 * Looking advertisers up by name or id in the cached list: exact after normalising, and when
 * that fails, the closest names so the person fixing the file can see what was meant.
 */
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { editDistance } from '../config-file/find-close-names.js';
import { normalizeAdvertiserName } from './normalize-advertiser-name.js';

export interface AdvertiserIndex {
  advertisers: readonly Advertiser[];
  byName: ReadonlyMap<string, readonly Advertiser[]>;
  ids: ReadonlySet<string>;
  /** When the list was fetched (ISO), for messages. */
  fetchedAt: string | undefined;
}

export type NameLookup =
  | { kind: 'found'; advertiser: Advertiser }
  | { kind: 'ambiguous'; matches: readonly Advertiser[] }
  | { kind: 'unknown'; closest: readonly Advertiser[] };

export function indexAdvertisers(advertisers: readonly Advertiser[], fetchedAt?: string): AdvertiserIndex {
  const byName = new Map<string, Advertiser[]>();
  for (const advertiser of advertisers) {
    const key = normalizeAdvertiserName(advertiser.advertiserName);
    const same = byName.get(key);
    if (!same) byName.set(key, [advertiser]);
    // The same advertiser listed twice is not ambiguous.
    else if (!same.some((a) => a.id === advertiser.id)) same.push(advertiser);
  }
  return { advertisers, byName, ids: new Set(advertisers.map((a) => a.id)), fetchedAt };
}

/**
 * Up to `count` advertisers whose normalised name is nearest to `name`, nearest first; only
 * those near enough to be a misspelling (or the same name with a word left out).
 * @param count @default 3
 */
export function closestAdvertisers(index: AdvertiserIndex, name: string, count = 3): Advertiser[] {
  const key = normalizeAdvertiserName(name);
  if (key === '') return [];
  const scored: { advertiser: Advertiser; distance: number }[] = [];
  for (const [candidateKey, advertisers] of index.byName) {
    const distance = editDistance(key, candidateKey);
    const contains = candidateKey.includes(key) || key.includes(candidateKey);
    if (
      distance <= Math.max(2, Math.floor(key.length * 0.4)) ||
      (contains && Math.min(key.length, candidateKey.length) >= 4)
    ) {
      for (const advertiser of advertisers)
        scored.push({
          advertiser,
          distance: contains ? Math.min(distance, Math.abs(key.length - candidateKey.length)) : distance,
        });
    }
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.advertiser.advertiserName.localeCompare(b.advertiser.advertiserName))
    .slice(0, count)
    .map((s) => s.advertiser);
}

export function findAdvertiserByName(index: AdvertiserIndex, name: string): NameLookup {
  const matches = index.byName.get(normalizeAdvertiserName(name)) ?? [];
  if (matches.length === 1) return { kind: 'found', advertiser: matches[0]! };
  if (matches.length > 1) return { kind: 'ambiguous', matches };
  return { kind: 'unknown', closest: closestAdvertisers(index, name) };
}

/**
 * True when `id` is a known advertiser id. A list whose ids came as JSON numbers lost their
 * leading zeros, so `0000100001` is known when the list says `100001` (not the other way round).
 */
export function isKnownAdvertiserId(index: AdvertiserIndex, id: string): boolean {
  return listedIdOf(index, id) !== undefined;
}

/**
 * `id` as the list spells it: itself when listed, without its leading zeros when the list's ids
 * came as numbers; undefined when unknown. The back-end knows its advertisers by the listed
 * spelling, so that is the one to post.
 */
export function listedIdOf(index: AdvertiserIndex, id: string): string | undefined {
  if (index.ids.has(id)) return id;
  const bare = id.replace(/^0+/, '');
  return /^0+\d/.test(id) && index.ids.has(bare) ? bare : undefined;
}

/** Known ids that differ from `id` only by leading zeros (a spreadsheet turned `0000100001` into `100001`). */
export function idsLike(index: AdvertiserIndex, id: string): string[] {
  const bare = id.trim().replace(/^0+/, '');
  if (bare === '') return [];
  return index.advertisers.filter((a) => a.id.replace(/^0+/, '') === bare).map((a) => a.id);
}

/** `Müller & Söhne GmbH (0000100001)`. */
export function describeAdvertiser(advertiser: Advertiser): string {
  return `${advertiser.advertiserName} (${advertiser.id})`;
}
