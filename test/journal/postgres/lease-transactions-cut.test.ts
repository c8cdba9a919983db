/**
 * The short transactions of leases and caches on a PostgreSQL journal whose connection is lost in
 * them: a schedule's job lease, a drop folder's claim of a file, the advertiser list kept by
 * `advertisers refresh`. Known committed (the answer to COMMIT lost), each is not run again; known
 * not committed (cut before COMMIT, or a statement's answer lost), it is run again on a new
 * connection. Each is taken or kept once, and the caller goes on as if nothing was cut.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { storeAdvertiserList } from '../../../src/advertisers/refresh-advertiser-cache.js';
import type { Journal } from '../../../src/journal/open-journal.js';
import { holdJobLease } from '../../../src/schedule/hold-job-lease.js';
import { journalClaims } from '../../../src/watch/journal-claims.js';
import { cutPoints, withProxiedJournal } from '../../helpers/proxied-postgres-journal.js';

// Held past the test: its heartbeat, unref'd, never beats within it.
const HOUR = 3_600_000;
const self = { host: 'host-a', pid: 101, token: 'token-a' };
const ADVERTISERS = [
  { id: '0000100001', advertiserName: 'Müller & Söhne GmbH' },
  { id: '0000100002', advertiserName: 'Acme Ltd' },
];

async function countRows(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

interface Case {
  /** A statement of the transaction, as the driver sends it on a connection that has not prepared it yet. */
  statement: string;
  /** Runs the transaction; returns what its caller was told. */
  act(journal: Journal): Promise<unknown>;
  told: unknown;
  /** What the journal holds after, counted on the database's own connection: each count's query and its value. */
  rows: [string, number][];
}

const CASES: Record<string, Case> = {
  "a schedule's job lease": {
    statement: 'INSERT INTO job_leases',
    act: async (journal) => (await holdJobLease(journal, 'reconcile', { self, heartbeatMs: HOUR })).held,
    told: true,
    rows: [["SELECT COUNT(*)::int AS n FROM job_leases WHERE name = 'reconcile' AND process_token = 'token-a'", 1]],
  },
  "a drop folder's claim of a file": {
    statement: 'INSERT INTO watch_claims',
    act: async (journal) => {
      const claims = journalClaims(journal, { self });
      try {
        return await claims.hold('/drop/month-end.csv');
      } finally {
        claims.close();
      }
    },
    told: true,
    rows: [["SELECT COUNT(*)::int AS n FROM watch_claims WHERE process_token = 'token-a'", 1]],
  },
  'the advertiser list kept': {
    statement: 'INSERT INTO advertiser_lists',
    act: (journal) => storeAdvertiserList(journal, 'erp-qa', ADVERTISERS, '2026-05-01T06:00:00.000Z'),
    told: undefined,
    rows: [
      ["SELECT COUNT(*)::int AS n FROM advertiser_lists WHERE target_identity = 'erp-qa'", 1],
      ["SELECT COUNT(*)::int AS n FROM advertisers WHERE target_identity = 'erp-qa'", ADVERTISERS.length],
    ],
  },
};

describe('lease and cache transactions on a PostgreSQL journal whose connection is cut', () => {
  it.each(
    Object.entries(CASES).flatMap(([name, { statement }]) =>
      cutPoints(statement).map(([mark, when, after]) => [name, mark, when, after] as const),
    ),
  )('records %s once (cut at %j: %s)', (name, mark, when, after) =>
    withProxiedJournal(async (journal, url, proxy) => {
      const { act, told, rows } = CASES[name]!;
      proxy.arm(mark, when, 1, after);

      expect(await act(journal)).toEqual(told);

      expect(proxy.drops()).toBe(1);
      for (const [sql, count] of rows) expect(await countRows(url, sql)).toBe(count);
    }),
  );
});

// Four cuts in a row are waited out for 0.25 + 0.5 + 1 + 2 s: longer than the stale limit below.
const CUTS = 4;
const STALE_AFTER_MS = 2_000;
const other = { host: 'host-b', pid: 202, token: 'token-b' };

const TAKERS: Record<string, { statement: string; take(journal: Journal, who: typeof self): Promise<boolean> }> = {
  "a schedule's job lease": {
    statement: 'INSERT INTO job_leases',
    take: async (journal, who) =>
      (await holdJobLease(journal, 'reconcile', { self: who, heartbeatMs: HOUR, staleAfterMs: STALE_AFTER_MS })).held,
  },
  "a drop folder's claim of a file": {
    statement: 'INSERT INTO watch_claims',
    take: async (journal, who) => {
      const claims = journalClaims(journal, { self: who, heartbeatMs: HOUR, staleAfterMs: STALE_AFTER_MS });
      try {
        return await claims.hold('/drop/month-end.csv');
      } finally {
        claims.close();
      }
    },
  },
};

describe('a lease taken after cuts that last past its stale limit', () => {
  it.each(Object.keys(TAKERS))('%s is stamped when it is taken, so another host does not take it at once', (name) =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const { statement, take } = TAKERS[name]!;
      proxy.arm(statement, 'answer', CUTS);

      expect(await take(journal, self)).toBe(true);
      expect(proxy.drops()).toBe(CUTS);

      expect(await take(journal, other)).toBe(false);
    }),
  );
});
