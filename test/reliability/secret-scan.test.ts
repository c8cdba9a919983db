/** The scan the reliability parts rely on finds a key wherever one could hide in their outputs. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { distinctiveKey } from './cli-session.js';
import { scanForSecret, scanPostgresForSecret } from './secret-scan.js';

describe('scanForSecret', () => {
  it('finds the key in a deflated workbook part, a journal row, its WAL, UTF-16 text and printed output, and nothing in clean files', async () => {
    const key = distinctiveKey();
    const dir = makeTempDir('rel-scan');
    mkdirSync(join(dir, 'nested'));
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Results').addRow(['detail', `sent with ${key}`]);
    await workbook.xlsx.writeFile(join(dir, 'nested', 'results.xlsx'));
    const db = new Database(join(dir, 'journal.sqlite'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (x TEXT)');
    db.prepare('INSERT INTO t VALUES (?)').run(`header api_key: ${key}`);
    writeFileSync(join(dir, 'notes-utf16.txt'), Buffer.from(`key=${key}`, 'utf16le'));
    writeFileSync(join(dir, 'clean.csv'), 'a,b\r\n1,2\r\n');

    const scan = scanForSecret(key, { dirs: [dir], texts: ['nothing here', `Error: 401 for ${key}`] });
    db.close();
    const names = scan.hits.map((hit) => hit.replace(dir, '').split('!')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        '/nested/results.xlsx',
        '/journal.sqlite-wal',
        '/notes-utf16.txt',
        'text 2: ...Error: 401 for <the key>...',
      ]),
    );
    expect(scan.hits.some((hit) => hit.includes('results.xlsx!xl/'))).toBe(true);
    expect(scan.hits.join('\n')).not.toContain(key);
    expect(scan.hits.some((hit) => hit.includes('clean.csv'))).toBe(false);
    expect(scanForSecret(distinctiveKey(), { dirs: [dir], texts: ['nothing here'] }).hits).toEqual([]);
  });

  it('finds the key in any column of any table of a PostgreSQL journal, and nothing in a clean one', async () => {
    const key = distinctiveKey();
    const url = await testPostgresUrl();
    const clean = await testPostgresUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('CREATE TABLE runs (id INTEGER, note TEXT)');
      await client.query(`INSERT INTO runs VALUES (1, 'fine'), (2, 'header api_key: ${key}')`);
      // A column type other than text, in a table with a name that needs quoting.
      await client.query('CREATE TABLE "Audit Log" (seq INTEGER, body JSONB)');
      await client.query(`INSERT INTO "Audit Log" VALUES (1, '{"ok": true}'), (2, '{"sent": {"key": "${key}"}}')`);
    } finally {
      await client.end();
    }
    const database = (u: string) => new URL(u).pathname.slice(1);
    const scan = scanForSecret(key, { dirs: [], texts: [] });
    await scanPostgresForSecret(key, [url, clean], scan);
    expect(scan.databases).toBe(2);
    expect(scan.rows).toBe(4);
    expect(scan.hits.sort()).toEqual([`${database(url)}.Audit Log row 2`, `${database(url)}.runs row 2`]);
    const absent = distinctiveKey();
    const other = scanForSecret(absent, { dirs: [], texts: [] });
    await scanPostgresForSecret(absent, [url], other);
    expect(other.hits).toEqual([]);
  });
});
