/**
 * The options `readInvoices` needs to check PayeeIds against the journal's cached advertiser
 * list (and to look them up by name), and what the output says about that list. A mapping that
 * turns the check off (`requireKnown: false`) needs nothing, so nothing is read.
 */
import { existsSync } from 'node:fs';
import { JournalError } from '../errors.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { olderJournalRefusal } from '../journal/migrations/migration.js';
import type { Journal, OpenJournal } from '../journal/open-journal.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import { needsAdvertiserList, usesAdvertiserList, type AdvertiserRules } from './advertiser-rules.js';
import { readAdvertiserCache } from './read-advertiser-cache.js';

/** The advertiser options of `readInvoices` (the mapping reads them; this folder only finds them). */
export interface AdvertiserReadOptions {
  knownAdvertisers?: readonly Advertiser[];
  knownAdvertisersFetchedAt?: string;
  /** No list is cached for the target, one is for another system: named should the mapping need a list. */
  advertiserListElsewhere?: ListElsewhere;
}

/** The system posted to (`target`), which has no list cached, and the one whose list is (`cachedFor`). */
export interface ListElsewhere {
  target: string;
  cachedFor: string;
}

/** Whether PayeeIds were checked against a list, for the output: its age and how to refresh it. */
export type AdvertiserListState =
  | { kind: 'checked'; fetchedAt: string; advertisers: number }
  | { kind: 'none' }
  /** A list is cached for the system, but the finance system answered it empty. */
  | { kind: 'empty'; fetchedAt: string }
  | { kind: 'off' }
  /** None cached for the system posted to (`target`), one for another system (`cachedFor`). */
  | { kind: 'other'; target: string; cachedFor: string }
  /** The journal is of an older schema (`from`, this version's `to`): a reading command leaves it unread. */
  | ({ kind: 'older' } & OlderJournal);

/** A journal of an older schema, as the output names it. */
export interface OlderJournal {
  journal: string;
  from: number;
  to: number;
}

/** The older schema a journal was refused for, by a command that does not upgrade it; undefined for any other failure. */
function olderJournalOf(error: unknown, journal: string): OlderJournal | undefined {
  const older = olderJournalRefusal(error);
  if (older === undefined) return undefined;
  return { journal: (error as JournalError).file ?? journal, from: older.fromVersion, to: older.toVersion };
}

export interface AdvertiserListUse {
  options: AdvertiserReadOptions;
  state: AdvertiserListState;
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
): Promise<AdvertiserListUse> {
  if (!usesAdvertiserList(mapping.advertisers)) return { options: {}, state: { kind: 'off' } };
  const cached = await readAdvertiserCache(journal, targetIdentity);
  // An empty list would refuse every payee: nothing is checked, and the output says the list is empty.
  if (cached && cached.advertisers.length === 0)
    return {
      options: { knownAdvertisers: [], knownAdvertisersFetchedAt: cached.fetchedAt },
      state: { kind: 'empty', fetchedAt: cached.fetchedAt },
    };
  if (!cached) {
    const state = await noListState(journal, targetIdentity);
    if (state.kind !== 'other') return { options: {}, state };
    return { options: { advertiserListElsewhere: { target: state.target, cachedFor: state.cachedFor } }, state };
  }
  return {
    options: { knownAdvertisers: cached.advertisers, knownAdvertisersFetchedAt: cached.fetchedAt },
    state: { kind: 'checked', fetchedAt: cached.fetchedAt, advertisers: cached.advertisers.length },
  };
}

/**
 * No list for the system posted to: whether another system's is cached, which the user may have
 * refreshed thinking it was this one's (ids differ between systems, so it is not used).
 */
async function noListState(journal: Journal, targetIdentity: string | undefined): Promise<AdvertiserListState> {
  if (targetIdentity === undefined) return { kind: 'none' };
  const other = await journal.advertisers.findAdvertiserList();
  if (!other || other.targetIdentity === targetIdentity) return { kind: 'none' };
  return { kind: 'other', target: targetIdentity, cachedFor: other.targetIdentity };
}

/**
 * The same for a command that has no journal open (validate); a missing journal file means no list.
 * @param targetIdentity the finance system the file would be posted to
 */
export async function advertiserReadOptionsFromFile(
  journalFile: string,
  openJournal: OpenJournal,
  mapping: WithAdvertiserRules,
  targetIdentity: string,
): Promise<AdvertiserListUse> {
  if (!usesAdvertiserList(mapping.advertisers)) return { options: {}, state: { kind: 'off' } };
  if (!isPostgresLocation(journalFile) && !existsSync(journalFile)) return { options: {}, state: { kind: 'none' } };
  let journal: Journal;
  try {
    journal = await openJournal(journalFile);
  } catch (error) {
    const older = olderJournalOf(error, journalFile);
    // A mapping that needs the list (names to look up, ids required known) stops; one checking ids when a list is cached goes on.
    if (!older || needsAdvertiserList(mapping.advertisers)) throw error;
    return { options: {}, state: { kind: 'older', ...older } };
  }
  try {
    return await advertiserReadOptions(journal, mapping, targetIdentity);
  } finally {
    await journal.close();
  }
}

/** What `mapping infer` has of the advertiser cache. */
export interface InferAdvertisers {
  /** The list fetched last; none without a journal file, with nothing cached, or with an older journal. */
  advertisers?: readonly Advertiser[] | undefined;
  /** The journal is of an older schema: its cache was not read, since a reading command never upgrades it. */
  olderJournal?: OlderJournal | undefined;
}

/**
 * The list fetched last, for `mapping infer` to tell id columns from name columns. The list only
 * helps the proposal, so a journal of an older schema is not a reason to stop: it is left unread.
 */
export async function cachedAdvertisersFromFile(
  journalFile: string,
  openJournal: OpenJournal,
): Promise<InferAdvertisers> {
  if (!existsSync(journalFile)) return {};
  let journal: Journal;
  try {
    journal = await openJournal(journalFile);
  } catch (error) {
    const older = olderJournalOf(error, journalFile);
    if (!older) throw error;
    return { olderJournal: older };
  }
  try {
    return { advertisers: (await readAdvertiserCache(journal))?.advertisers };
  } finally {
    await journal.close();
  }
}
