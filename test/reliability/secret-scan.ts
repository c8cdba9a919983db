/**
 * Looks for the API key in everything a part left behind: every file under its folders (raw
 * bytes as UTF-8 and UTF-16, and each inflated entry of zip files such as results workbooks),
 * every captured stdout and stderr, and every row of every table of its PostgreSQL journals.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { looksLikeZip, readZip } from './zip-archive.js';

export interface SecretScan {
  files: number;
  bytes: number;
  /** Zip entries inflated and searched. */
  zipParts: number;
  texts: number;
  /** PostgreSQL journals searched, and the rows of their tables. */
  databases: number;
  rows: number;
  /** Where the secret was found: `path`, `path!entry`, `text N` or `database.table row N`. */
  hits: string[];
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = lstatSync(path);
    // Symbolic links planted by the bad-input corpus point outside; their targets are not ours.
    if (info.isSymbolicLink()) continue;
    if (info.isDirectory()) yield* filesUnder(path);
    else if (info.isFile()) yield path;
  }
}

export function scanForSecret(
  secret: string,
  where: { dirs: readonly string[]; texts: readonly string[] },
): SecretScan {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')];
  const contains = (bytes: Buffer) => needles.some((needle) => bytes.includes(needle));
  const scan: SecretScan = { files: 0, bytes: 0, zipParts: 0, texts: 0, databases: 0, rows: 0, hits: [] };
  for (const dir of where.dirs) {
    for (const path of filesUnder(dir)) {
      const bytes = readFileSync(path);
      scan.files += 1;
      scan.bytes += bytes.length;
      if (contains(bytes)) scan.hits.push(path);
      if (!looksLikeZip(bytes)) continue;
      let entries;
      try {
        entries = readZip(bytes);
      } catch {
        // A damaged zip of the bad-input corpus: its raw bytes were searched above.
        continue;
      }
      for (const entry of entries) {
        scan.zipParts += 1;
        if (contains(entry.data)) scan.hits.push(`${path}!${entry.name}`);
      }
    }
  }
  where.texts.forEach((text, index) => {
    scan.texts += 1;
    const at = text.indexOf(secret);
    if (at >= 0) scan.hits.push(`text ${index + 1}: ...${text.slice(Math.max(0, at - 80), at)}<the key>...`);
  });
  return scan;
}

/**
 * Adds to `scan` each PostgreSQL journal at `urls`: every row of every table of its public schema,
 * as the row's text (`t::text`, every column in it), whatever columns a later migration adds.
 */
export async function scanPostgresForSecret(secret: string, urls: readonly string[], scan: SecretScan): Promise<void> {
  for (const url of urls) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const database = new URL(url).pathname.slice(1);
      const tables = await client.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      );
      scan.databases += 1;
      for (const { name } of tables.rows) {
        const rows = await client.query<{ text: string }>(
          `SELECT t::text AS text FROM ${client.escapeIdentifier(name)} t`,
        );
        rows.rows.forEach((row, index) => {
          scan.rows += 1;
          if (row.text.includes(secret)) scan.hits.push(`${database}.${name} row ${index + 1}`);
        });
      }
    } finally {
      await client.end();
    }
  }
}

/** `secrets (crash): 143 files, 52.1 MB, 311 zip parts, 184 outputs, 2 databases (4210 rows): 0 hits`. */
export function formatSecretScan(part: string, scan: SecretScan): string {
  const mb = (scan.bytes / 1024 / 1024).toFixed(1);
  const databases = scan.databases > 0 ? `, ${scan.databases} databases (${scan.rows} rows)` : '';
  return `secrets (${part}): ${scan.files} files, ${mb} MB, ${scan.zipParts} zip parts, ${scan.texts} outputs${databases}: ${scan.hits.length} hits`;
}
