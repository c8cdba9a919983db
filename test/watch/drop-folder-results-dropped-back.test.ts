/**
 * A results workbook dropped back into the inbox (fixes typed into it) is refused, and the refusal
 * names the source file to fix where it is now (done/), not in processing/ where it was when the
 * results were written (trial-drop finding 7).
 */
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,RB-1,2026-11-30,EUR,5,5,0\n';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('a results workbook dropped back into the inbox', () => {
  it('is refused naming its source file in done/, where it is now', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-results-back');
    writeFileSync(join(inbox, 'Register Nov.csv'), CSV);
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      const once = () => watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml') });
      expect((await once()).files.map((f) => f.destination)).toEqual(['done']);
      const results = readdirSync(join(drop, 'results')).filter((n) => n.startsWith('Register Nov-results-'));
      expect(results).toHaveLength(1);
      copyFileSync(join(drop, 'results', results[0]!), join(inbox, 'Register Nov fixed.xlsx'));
      const refused = (await once()).files;
      expect(refused.map((f) => f.destination)).toEqual(['failed']);
      expect(refused[0]!.summary).toContain(`Fix the source file (${join(drop, 'done', 'Register Nov.csv')})`);
    } finally {
      await journal.close();
    }
  });
});
