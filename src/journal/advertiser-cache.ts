/** One function per statement on the advertiser cache (`advertiser_lists`, `advertisers`). */
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import type { JournalDriver } from './journal-driver.js';

export interface CachedAdvertiserList {
  targetIdentity: string;
  /** ISO 8601 UTC. */
  fetchedAt: string;
  advertisers: Advertiser[];
}

export interface AdvertiserStatements {
  /** Removes a target's list; its advertisers go with it (ON DELETE CASCADE). */
  deleteAdvertiserList(targetIdentity: string): Promise<void>;
  insertAdvertiserList(targetIdentity: string, fetchedAt: string, count: number): Promise<void>;
  insertAdvertiser(targetIdentity: string, position: number, advertiser: Advertiser): Promise<void>;
  /** The list header of a target, or of the most recently fetched list when no target is named. */
  findAdvertiserList(targetIdentity?: string): Promise<{ targetIdentity: string; fetchedAt: string } | undefined>;
  listCachedAdvertisers(targetIdentity: string): Promise<Advertiser[]>;
}

export function advertiserStatements(d: JournalDriver): AdvertiserStatements {
  return {
    async deleteAdvertiserList(targetIdentity) {
      await d.change('DELETE FROM advertiser_lists WHERE target_identity = ?', [targetIdentity]);
    },
    async insertAdvertiserList(targetIdentity, fetchedAt, count) {
      await d.change('INSERT INTO advertiser_lists (target_identity, fetched_at, advertisers) VALUES (?, ?, ?)', [
        targetIdentity,
        fetchedAt,
        count,
      ]);
    },
    async insertAdvertiser(targetIdentity, position, advertiser) {
      await d.change(
        'INSERT INTO advertisers (target_identity, position, advertiser_id, advertiser_name) VALUES (?, ?, ?, ?)',
        [targetIdentity, position, advertiser.id, advertiser.advertiserName],
      );
    },
    async findAdvertiserList(targetIdentity) {
      return d.row<{ targetIdentity: string; fetchedAt: string }>(
        `SELECT target_identity AS targetIdentity, fetched_at AS fetchedAt FROM advertiser_lists
         WHERE (CAST(? AS TEXT) IS NULL OR target_identity = ?) ORDER BY fetched_at DESC LIMIT 1`,
        [targetIdentity ?? null, targetIdentity ?? null],
      );
    },
    async listCachedAdvertisers(targetIdentity) {
      return d.rows<Advertiser>(
        'SELECT advertiser_id AS id, advertiser_name AS advertiserName FROM advertisers WHERE target_identity = ? ORDER BY position',
        [targetIdentity],
      );
    },
  };
}
