/**
 * A dropped file whose content is the API key (the key file left in the inbox) is refused, and
 * neither its refusal workbook, the journal's record of it nor the watcher's log shows the key.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { journalRowsHolding } from '../helpers/journal-rows.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

async function summaryTexts(workbook: string): Promise<string> {
  const book = await readBook(workbook);
  const texts: string[] = [];
  book.getWorksheet('Summary')!.eachRow((row) => {
    row.eachCell((cell) => texts.push(cell.text));
  });
  return texts.join('\n');
}

describe('a dropped key file', () => {
  it.each([
    ['api-key.txt', SANDBOX_API_KEY],
    ['api-key.csv', `${SANDBOX_API_KEY}\n`],
  ])('%s is refused without the key in the workbook, journal or log', async (name, content) => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-secret');
    writeFileSync(join(inbox, name), content);
    const sandbox = await startTestSandbox();
    const journalPath = join(dir, 'journal.sqlite');
    const journal = await openJournal(journalPath);
    const lines: string[] = [];
    try {
      const target = sandbox.target();
      const summary = await watchFolderOnce({ drop, journal, target, mapping: join(dir, 'm.yaml'), lines });
      expect(summary.failed).toBe(1);
    } finally {
      await journal.close();
    }
    const workbooks = readdirSync(join(drop, 'results')).filter((f) => f.endsWith('.xlsx'));
    expect(workbooks).toHaveLength(1);
    const reason = await summaryTexts(join(drop, 'results', workbooks[0]!));
    expect(reason).toContain('***');
    expect(reason).not.toContain(SANDBOX_API_KEY);
    expect(lines.join('\n')).not.toContain(SANDBOX_API_KEY);
    expect(journalRowsHolding(journalPath, SANDBOX_API_KEY)).toEqual([]);
  });
});

describe('a dropped file named with the API key', () => {
  it.each([
    ['whole', SANDBOX_API_KEY],
    ['in upper case', SANDBOX_API_KEY.toUpperCase()],
  ])('%s: its refusal workbook is named with ___ for the key (*** as Windows can hold it)', async (_, named) => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-named-secret');
    writeFileSync(join(inbox, `${named}.txt`), 'not a table\n');
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      const target = sandbox.target();
      const summary = await watchFolderOnce({ drop, journal, target, mapping: join(dir, 'm.yaml'), lines: [] });
      expect(summary.failed).toBe(1);
    } finally {
      await journal.close();
    }
    const workbooks = readdirSync(join(drop, 'results')).filter((f) => f.endsWith('.xlsx'));
    expect(workbooks).toEqual([expect.stringMatching(/^___.*-results-/)]);
    expect(workbooks[0]!.toLowerCase()).not.toContain(SANDBOX_API_KEY);
  });
});
