/**
 * How PostgreSQL reads the key index alone, and checks it whole (index-statements.ts). PostgreSQL has no way
 * to name the index a query reads, and amcheck is an extension a journal's database may not have:
 * the planner is steered instead, for the rest of the transaction, with its enable_* settings, and
 * the plan of the full check is read back to be sure it went through the key index.
 */
import type { JournalDriver } from '../journal-driver.js';
import type { KeyIndexStatements } from '../index-statements.js';

const THROUGH_AN_INDEX = [
  'SET LOCAL enable_seqscan = off',
  'SET LOCAL enable_bitmapscan = off',
  'SET LOCAL enable_indexscan = on',
  'SET LOCAL enable_indexonlyscan = on',
];
const THROUGH_THE_TABLE = [
  'SET LOCAL enable_seqscan = on',
  'SET LOCAL enable_bitmapscan = off',
  'SET LOCAL enable_indexscan = off',
  'SET LOCAL enable_indexonlyscan = off',
];

/**
 * How many rows have a key, and a sum of hashes of their keys: the same over the key index and
 * over the table when both hold the same keys, whatever the order they are read in. Every column
 * it reads is in the key index, so PostgreSQL can answer it from the index alone.
 */
const KEY_DIGEST_SQL = `
  SELECT count(*)::text AS entries,
    coalesce(sum(hashtext(target_identity || chr(31) || coalesce(payee_id, '') || chr(31) || coalesce(invoice_number, ''))), 0)::text AS digest
  FROM invoices WHERE target_identity IS NOT NULL`;

/**
 * The digest's text as each read is sent: a prepared statement keeps the plan it was first given,
 * whatever the settings later, so the read through the table must be another statement.
 */
const DIGEST_THROUGH_INDEX_SQL = `${KEY_DIGEST_SQL} /* through invoices_by_key */`;
const DIGEST_THROUGH_TABLE_SQL = `${KEY_DIGEST_SQL} /* through the table */`;

type KeyDigest = { entries: string; digest: string };

export function postgresKeyIndexStatements(c: JournalDriver): KeyIndexStatements {
  const steer = async (settings: readonly string[]) => {
    for (const setting of settings) await c.change(setting);
  };
  return {
    async keyIndexFinds(rows) {
      if (rows.length === 0) return [];
      await steer(THROUGH_AN_INDEX);
      // `id + 0`: the primary key cannot answer it, so the three key columns do, through invoices_by_key.
      const found = await c.rows<{ n: number }>(
        `SELECT k.n::int AS n FROM unnest(?::text[], ?::text[], ?::text[], ?::int[]) WITH ORDINALITY AS k (t, p, num, i, n)
         WHERE EXISTS (SELECT 1 FROM invoices
           WHERE target_identity = k.t AND payee_id = k.p AND invoice_number = k.num AND id + 0 = k.i)`,
        [
          rows.map((row) => row.targetIdentity),
          rows.map((row) => row.payeeId),
          rows.map((row) => row.invoiceNumber),
          rows.map((row) => row.id),
        ],
      );
      const foundAt = new Set(found.map((row) => row.n));
      return rows.map((_, index) => foundAt.has(index + 1));
    },
    async countIndexEntries() {
      return undefined;
    },
    async checkWholeJournal() {
      const method =
        'the keys of every invoice read through invoices_by_key and read from the table, compared (count and hash)';
      await steer(THROUGH_AN_INDEX);
      const plan = await c.rows<{ 'QUERY PLAN': string }>(`EXPLAIN ${DIGEST_THROUGH_INDEX_SQL}`);
      const planText = plan.map((line) => line['QUERY PLAN']).join(' ');
      if (!/\binvoices_by_key\b/.test(planText))
        return { method, problems: [`the key index could not be read on its own (plan: ${planText.trim()})`] };
      const viaIndex = await c.row<KeyDigest>(DIGEST_THROUGH_INDEX_SQL);
      await steer(THROUGH_THE_TABLE);
      const viaTable = await c.row<KeyDigest>(DIGEST_THROUGH_TABLE_SQL);
      if (viaIndex?.entries === viaTable?.entries && viaIndex?.digest === viaTable?.digest)
        return { method, problems: [] };
      return {
        method,
        problems: [
          `index invoices_by_key holds ${viaIndex?.entries ?? '?'} keys, the table ${viaTable?.entries ?? '?'}${
            viaIndex?.entries === viaTable?.entries ? ', and they differ' : ''
          }`,
        ],
      };
    },
  };
}
