/**
 * A drop folder's refusal reason that quotes the file masks it by the data rule: the key and the base
 * URL's long password become `***`, while the URL's user name, an ordinary word in a file (`acme`),
 * stays as the file has it. Text from a server or its address keeps the server rule, which masks the
 * user name too.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { maskRefusalReason } from '../../src/watch/mask-refusal-reason.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const USER = 'acme';
const LONG_PASSWORD = 'Pw-7Yt2Kq9Lm4Xz8';
const KEY = 'ib_live_5Fz1-Mc8_rT4yU6iO2pA9sD3fG7hJ0';

async function reasonOf(workbook: string): Promise<string> {
  const book = await readBook(workbook);
  let reason = '';
  book.getWorksheet('Summary')!.eachRow((row) => {
    if (row.getCell(1).text === 'Reason') reason = row.getCell(2).text;
  });
  return reason;
}

describe('a drop folder refusal that quotes the file', () => {
  it("keeps the URL's user name and masks its long password", async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-refusal-mask');
    writeFileSync(join(inbox, 'notes.csv'), `${USER} supplies,${LONG_PASSWORD}\nx,y\n`);
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const lines: string[] = [];
    try {
      const plain = sandbox.target();
      const target = { ...plain, baseUrl: plain.baseUrl.replace('://', `://${USER}:${LONG_PASSWORD}@`) };
      const summary = await watchFolderOnce({ drop, journal, target, mapping: join(dir, 'm.yaml'), lines });
      expect(summary.failed).toBe(1);
    } finally {
      await journal.close();
    }
    const workbooks = readdirSync(join(drop, 'results')).filter((f) => f.endsWith('.xlsx'));
    expect(workbooks).toHaveLength(1);
    const reason = await reasonOf(join(drop, 'results', workbooks[0]!));
    expect(reason).toContain(`${USER} supplies`);
    expect(reason).toContain('***');
    expect(reason).not.toContain(LONG_PASSWORD);
    expect(lines.join('\n')).not.toContain(LONG_PASSWORD);
  });
});

describe('maskRefusalReason', () => {
  const target = { apiKey: KEY, baseUrl: `https://${USER}:${LONG_PASSWORD}@finance.example` };
  const shortTarget = { apiKey: KEY, baseUrl: `https://${USER}:2024@finance.example` };

  it.each([
    ['file', target, `headers found: ${USER}, ${KEY}, ${LONG_PASSWORD}`, `headers found: ${USER}, ***, ***`],
    ['file', shortTarget, `headers found: ${USER}, 2024`, `headers found: ${USER}, 2024`],
    [
      'server',
      target,
      `401 from https://${USER}:${LONG_PASSWORD}@finance.example (${KEY})`,
      '401 from https://***:***@finance.example (***)',
    ],
    ['server', shortTarget, `user ${USER} password 2024`, 'user *** password ***'],
  ] as const)('%s text masks as its source requires', (source, given, text, masked) => {
    expect(maskRefusalReason(text, source, given)).toBe(masked);
  });
});
