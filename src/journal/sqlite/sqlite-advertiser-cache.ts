/** The SQLite implementation of `AdvertiserStatements` (advertiser-cache.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import type { AdvertiserStatements } from '../advertiser-cache.js';

export function sqliteAdvertiserStatements(connection: SqliteConnection): AdvertiserStatements {
  return {
    async deleteAdvertiserList(targetIdentity: string): Promise<void> {
      connection.statement('DELETE FROM advertiser_lists WHERE target_identity = ?').run(targetIdentity);
    },
    async insertAdvertiserList(targetIdentity: string, fetchedAt: string, count: number): Promise<void> {
      connection
        .statement('INSERT INTO advertiser_lists (target_identity, fetched_at, advertisers) VALUES (?, ?, ?)')
        .run(targetIdentity, fetchedAt, count);
    },
    async insertAdvertiser(targetIdentity: string, position: number, advertiser: Advertiser): Promise<void> {
      connection
        .statement(
          'INSERT INTO advertisers (target_identity, position, advertiser_id, advertiser_name) VALUES (?, ?, ?, ?)',
        )
        .run(targetIdentity, position, advertiser.id, advertiser.advertiserName);
    },
    async findAdvertiserList(
      targetIdentity?: string,
    ): Promise<{ targetIdentity: string; fetchedAt: string } | undefined> {
      return connection
        .statement(
          `SELECT target_identity AS targetIdentity, fetched_at AS fetchedAt FROM advertiser_lists
           WHERE (@target IS NULL OR target_identity = @target) ORDER BY fetched_at DESC LIMIT 1`,
        )
        .get({ target: targetIdentity ?? null }) as { targetIdentity: string; fetchedAt: string } | undefined;
    },
    async listCachedAdvertisers(targetIdentity: string): Promise<Advertiser[]> {
      return connection
        .statement(
          'SELECT advertiser_id AS id, advertiser_name AS advertiserName FROM advertisers WHERE target_identity = ? ORDER BY position',
        )
        .all(targetIdentity) as Advertiser[];
    },
  };
}
