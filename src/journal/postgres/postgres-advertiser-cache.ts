/** The PostgreSQL implementation of `AdvertiserStatements` (advertiser-cache.ts). */
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import type { AdvertiserStatements } from '../advertiser-cache.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresAdvertiserStatements(c: PostgresConnection): AdvertiserStatements {
  return {
    async deleteAdvertiserList(targetIdentity) {
      await c.change('DELETE FROM advertiser_lists WHERE target_identity = ?', [targetIdentity]);
    },
    async insertAdvertiserList(targetIdentity, fetchedAt, count) {
      await c.change('INSERT INTO advertiser_lists (target_identity, fetched_at, advertisers) VALUES (?, ?, ?)', [
        targetIdentity,
        fetchedAt,
        count,
      ]);
    },
    async insertAdvertiser(targetIdentity, position, advertiser) {
      await c.change(
        'INSERT INTO advertisers (target_identity, position, advertiser_id, advertiser_name) VALUES (?, ?, ?, ?)',
        [targetIdentity, position, advertiser.id, advertiser.advertiserName],
      );
    },
    async findAdvertiserList(targetIdentity) {
      return c.row<{ targetIdentity: string; fetchedAt: string }>(
        `SELECT target_identity AS targetIdentity, fetched_at AS fetchedAt FROM advertiser_lists
         WHERE (?::text IS NULL OR target_identity = ?) ORDER BY fetched_at DESC LIMIT 1`,
        [targetIdentity ?? null, targetIdentity ?? null],
      );
    },
    async listCachedAdvertisers(targetIdentity) {
      return c.rows<Advertiser>(
        'SELECT advertiser_id AS id, advertiser_name AS advertiserName FROM advertisers WHERE target_identity = ? ORDER BY position',
        [targetIdentity],
      );
    },
  };
}
