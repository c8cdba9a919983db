/**
 * The options `readInvoices` needs for a mapping's `advertisers` section, from the journal's
 * cache. Mappings without the section need nothing, so nothing is read.
 */
import { existsSync } from 'node:fs';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import type { Journal } from '../journal/open-journal.js';
import { openJournal } from '../journal/open-journal.js';
import { needsAdvertiserList, type AdvertiserRules } from './advertiser-rules.js';
import { readAdvertiserCache } from './read-advertiser-cache.js';

/** The advertiser options of `readInvoices` (the mapping reads them; this folder only finds them). */
export interface AdvertiserReadOptions {
  knownAdvertisers?: readonly Advertiser[];
  knownAdvertisersFetchedAt?: string;
}

/** What of a mapping decides whether the list is needed: its `advertisers` section. */
interface WithAdvertiserRules {
  advertisers?: AdvertiserRules | undefined;
}

/**
 * @param targetIdentity the finance system posted to; without it, the list fetched last from any
 */
export function advertiserReadOptions(
  journal: Journal,
  mapping: WithAdvertiserRules,
  targetIdentity?: string,
): AdvertiserReadOptions {
  if (!needsAdvertiserList(mapping.advertisers)) return {};
  const cached = readAdvertiserCache(journal, targetIdentity);
  return cached ? { knownAdvertisers: cached.advertisers, knownAdvertisersFetchedAt: cached.fetchedAt } : {};
}

/** The same for a command that has no journal open (validate); a missing journal file means no list. */
export function advertiserReadOptionsFromFile(
  journalFile: string,
  mapping: WithAdvertiserRules,
): AdvertiserReadOptions {
  if (!needsAdvertiserList(mapping.advertisers) || !existsSync(journalFile)) return {};
  const journal = openJournal(journalFile);
  try {
    return advertiserReadOptions(journal, mapping);
  } finally {
    journal.close();
  }
}

/**
 * The list fetched last, for `mapping infer` to tell id columns from name columns; undefined when
 * there is no journal file or nothing is cached.
 */
export function cachedAdvertisersFromFile(journalFile: string): readonly Advertiser[] | undefined {
  if (!existsSync(journalFile)) return undefined;
  const journal = openJournal(journalFile);
  try {
    return readAdvertiserCache(journal)?.advertisers;
  } finally {
    journal.close();
  }
}
