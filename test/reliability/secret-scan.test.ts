/** The scan the reliability parts rely on finds a key wherever one could hide in their outputs. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { distinctiveKey } from './cli-session.js';
import { scanForSecret } from './secret-scan.js';

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
});
