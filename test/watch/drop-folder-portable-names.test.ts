/**
 * Results of dropped files whose names a sync client carries to Windows or macOS (trial-synced
 * s3): a name with characters Windows forbids, and one name in its NFC and NFD forms. Their
 * results workbooks get names every side can hold, and the two forms of one name do not share one.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const csv = (n: number) =>
  `Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,PN-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;

describe('results of files with names Windows or macOS cannot hold', () => {
  it('are named with _ for forbidden characters, and NFC and NFD forms of one name get names of their own', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-portable-names');
    const names = ['inv:dec?*.csv', 'M\u00e4rz.csv', 'Ma\u0308rz.csv', 'a|b"c.csv'];
    names.forEach((name, n) => writeFileSync(join(inbox, name), csv(n)));
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      const summary = await watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml') });
      expect(summary).toMatchObject({ done: 4, failed: 0 });
    } finally {
      await journal.close();
    }
    const results = readdirSync(join(drop, 'results')).filter((name) => name.includes('-results-'));
    expect(results).toHaveLength(4);
    for (const name of results) expect(name, name).not.toMatch(/[<>:"/\\|?*\u0000-\u001f]/);
    const stems = results.map((name) => name.replace(/-results-.*/, '')).sort();
    expect(stems).toEqual(['M\u00e4rz', 'M\u00e4rz', 'a_b_c', 'inv_dec__']);
    // One form to macOS and SMB: the two are told apart by their stamp or suffix, not by normalisation.
    const marz = results.filter((name) => name.startsWith('M\u00e4rz'));
    expect(new Set(marz.map((name) => name.normalize('NFC'))).size).toBe(2);
  }, 60_000);
});
