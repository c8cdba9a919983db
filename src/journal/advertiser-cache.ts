/** One function per statement on the advertiser cache (`advertiser_lists`, `advertisers`). */
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';

export interface CachedAdvertiserList {
  targetIdentity: string;
  /** ISO 8601 UTC. */
  fetchedAt: string;
  advertisers: Advertiser[];
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface AdvertiserStatements {
  /** Removes a target's list; its advertisers go with it (ON DELETE CASCADE). */
  deleteAdvertiserList(targetIdentity: string): Promise<void>;
  insertAdvertiserList(targetIdentity: string, fetchedAt: string, count: number): Promise<void>;
  insertAdvertiser(targetIdentity: string, position: number, advertiser: Advertiser): Promise<void>;
  /** The list header of a target, or of the most recently fetched list when no target is named. */
  findAdvertiserList(targetIdentity?: string): Promise<{ targetIdentity: string; fetchedAt: string } | undefined>;
  listCachedAdvertisers(targetIdentity: string): Promise<Advertiser[]>;
}
