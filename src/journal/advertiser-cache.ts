/** One function per statement on the advertiser cache (`advertiser_lists`, `advertisers`). */
import type { Journal } from './open-journal.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';

export interface CachedAdvertiserList {
  targetIdentity: string;
  /** ISO 8601 UTC. */
  fetchedAt: string;
  advertisers: Advertiser[];
}

/** Removes a target's list; its advertisers go with it (ON DELETE CASCADE). */
export function deleteAdvertiserList(journal: Journal, targetIdentity: string): void {
  journal.statement('DELETE FROM advertiser_lists WHERE target_identity = ?').run(targetIdentity);
}

export function insertAdvertiserList(journal: Journal, targetIdentity: string, fetchedAt: string, count: number): void {
  journal
    .statement('INSERT INTO advertiser_lists (target_identity, fetched_at, advertisers) VALUES (?, ?, ?)')
    .run(targetIdentity, fetchedAt, count);
}

export function insertAdvertiser(
  journal: Journal,
  targetIdentity: string,
  position: number,
  advertiser: Advertiser,
): void {
  journal
    .statement(
      'INSERT INTO advertisers (target_identity, position, advertiser_id, advertiser_name) VALUES (?, ?, ?, ?)',
    )
    .run(targetIdentity, position, advertiser.id, advertiser.advertiserName);
}

/** The list header of a target, or of the most recently fetched list when no target is named. */
export function findAdvertiserList(
  journal: Journal,
  targetIdentity?: string,
): { targetIdentity: string; fetchedAt: string } | undefined {
  return journal
    .statement(
      `SELECT target_identity AS targetIdentity, fetched_at AS fetchedAt FROM advertiser_lists
       WHERE (@target IS NULL OR target_identity = @target) ORDER BY fetched_at DESC LIMIT 1`,
    )
    .get({ target: targetIdentity ?? null }) as { targetIdentity: string; fetchedAt: string } | undefined;
}

export function listCachedAdvertisers(journal: Journal, targetIdentity: string): Advertiser[] {
  return journal
    .statement(
      'SELECT advertiser_id AS id, advertiser_name AS advertiserName FROM advertisers WHERE target_identity = ? ORDER BY position',
    )
    .all(targetIdentity) as Advertiser[];
}
