import type { Migration } from './migration.js';

/** The advertiser list of each finance system as last fetched, for PayeeId look-ups without a call. */
export const createAdvertiserCache: Migration = {
  id: 101,
  name: 'create-advertiser-cache',
  sql: `
    CREATE TABLE advertiser_lists (
      target_identity TEXT PRIMARY KEY,
      fetched_at TEXT NOT NULL,
      advertisers INTEGER NOT NULL
    );
    CREATE TABLE advertisers (
      target_identity TEXT NOT NULL REFERENCES advertiser_lists (target_identity) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      advertiser_id TEXT NOT NULL,
      advertiser_name TEXT NOT NULL,
      PRIMARY KEY (target_identity, position)
    );
  `,
  postgres: `
    CREATE TABLE advertiser_lists (
      target_identity TEXT PRIMARY KEY,
      fetched_at TEXT NOT NULL,
      advertisers INTEGER NOT NULL
    );
    CREATE TABLE advertisers (
      target_identity TEXT NOT NULL REFERENCES advertiser_lists (target_identity) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      advertiser_id TEXT NOT NULL,
      advertiser_name TEXT NOT NULL,
      PRIMARY KEY (target_identity, position)
    );
  `,
};
