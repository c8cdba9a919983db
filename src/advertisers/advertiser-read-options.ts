/**
 * The options `readInvoices` needs for a mapping's `advertisers` section, from the journal's
 * cache. Mappings without the section need nothing, so nothing is read.
 */
import { existsSync } from 'node:fs';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import type { Journal } from '../journal/open-journal.js';
import { isPostgresLocation } from '../journal/journal-location.js';
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
export async function advertiserReadOptions(
  journal: Journal,
  mapping: WithAdvertiserRules,
  targetIdentity?: string,
): Promise<AdvertiserReadOptions> {
  if (!needsAdvertiserList(mapping.advertisers)) return {};
  const cached = await readAdvertiserCache(journal, targetIdentity);
  return cached ? { knownAdvertisers: cached.advertisers, knownAdvertisersFetchedAt: cached.fetchedAt } : {};
}

/** The same for a command that has no journal open (validate); a missing journal file means no list. */
export async function advertiserReadOptionsFromFile(
  journalFile: string,
  mapping: WithAdvertiserRules,
): Promise<AdvertiserReadOptions> {
  if (!needsAdvertiserList(mapping.advertisers)) return {};
  if (!isPostgresLocation(journalFile) && !existsSync(journalFile)) return {};
  const journal = await openJournal(journalFile);
  try {
    return await advertiserReadOptions(journal, mapping);
  } finally {
    await journal.close();
  }
}

/**
 * The list fetched last, for `mapping infer` to tell id columns from name columns; undefined when
 * there is no journal file or nothing is cached.
 */
export async function cachedAdvertisersFromFile(journalFile: string): Promise<readonly Advertiser[] | undefined> {
  if (!existsSync(journalFile)) return undefined;
  const journal = await openJournal(journalFile);
  try {
    return (await readAdvertiserCache(journal))?.advertisers;
  } finally {
    await journal.close();
  }
}
