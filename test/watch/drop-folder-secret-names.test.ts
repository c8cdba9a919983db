/**
 * A dropped file whose name holds the API key (or the base URL's password of 12 characters or
 * more) is moved on to done/ or failed/ under its name with `***` for the secret, as the journal
 * and the results name it, and the log line and the refusal workbook name it so: no name in the
 * drop folder keeps the secret. Two names masked alike never replace each other. Any other name
 * is kept byte for byte.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { readBook } from '../helpers/read-workbook.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9';
const PASSWORD = 'Tr0ub4dor-and-3-horses';
const WITH_PASSWORD = `https://ops:${PASSWORD}@finance.example`;
const GOOD_CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,K-1,2026-05-01,EUR,119.00,100.00,19.00\n';

let sandbox: TestSandbox;
let journal: Journal;
beforeAll(async () => {
  sandbox = await startTestSandbox({ apiKeys: [KEY] });
  journal = await openJournal(join(makeTempDir('ib-drop-secret-names-journal'), 'journal.sqlite'));
});
afterAll(async () => {
  await journal.close();
});

/** What a failing assertion may print: the secrets named, never shown. */
const shown = (text: string) => text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(PASSWORD, '<the password>');
const shownAll = (texts: readonly string[]) => texts.map(shown);

/** Every name under the drop folder, and the texts of its workbooks. */
async function everything(drop: string): Promise<string> {
  const said: string[] = [];
  for (const entry of readdirSync(drop, { recursive: true, encoding: 'utf8' })) {
    said.push(entry);
    if (!entry.endsWith('.xlsx')) continue;
    (await readBook(join(drop, entry))).eachSheet((sheet) =>
      sheet.eachRow((row) => {
        row.eachCell((cell) => said.push(cell.text));
      }),
    );
  }
  return said.join('\n');
}

/** One watch pass over files dropped by name and content; `baseUrl` only names the target (nothing is sent to it). */
async function dropAndWatch(files: readonly (readonly [string, string])[], prefix: string, baseUrl?: string) {
  const { dir, drop, inbox } = makeDropFolder(prefix);
  for (const [name, content] of files) writeFileSync(join(inbox, name), content);
  const lines: string[] = [];
  const target = sandbox.target({ apiKey: KEY, ...(baseUrl ? { baseUrl } : {}) });
  await watchFolderOnce({ drop, journal, target, mapping: join(dir, 'm.yaml'), lines });
  return { drop, lines: lines.join('\n') };
}

/** Name parts around a secret: what people write in a file name. */
const AROUND = fc.constantFrom('', 'invoices-', 'May ', 'key_', '2026-05-');
const EXTENSION = fc.constantFrom('.txt', '.csv', '.TXT');

describe('a dropped file named with a secret', () => {
  it('is moved to failed/ with *** for the key, named so in the log line and the refusal workbook', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        AROUND,
        fc.constantFrom(KEY, KEY.toUpperCase()),
        AROUND,
        EXTENSION,
        async (before, secret, after, extension) => {
          run += 1;
          const name = `${before}${secret}${after}${extension}`;
          const { drop, lines } = await dropAndWatch([[name, 'not a table\n']], `ib-drop-secret-name-${run}`);
          const masked = `${before}***${after}${extension}`;
          expect(shownAll(readdirSync(join(drop, 'failed')))).toEqual([masked]);
          expect(readFileSync(join(drop, 'failed', masked), 'utf8')).toBe('not a table\n');
          expect(shown(lines)).toContain(`${masked}: not uploaded`);
          const workbooks = readdirSync(join(drop, 'results'));
          expect(shownAll(workbooks)).toEqual([expect.stringMatching(/-results-\d{8}-\d{6}\.xlsx$/)]);
          const said = (await everything(drop)) + lines;
          expect(shown(said)).toContain(masked);
          expect(shown(said)).not.toContain('<the key>');
        },
      ),
      { numRuns: 8 },
    );
  });

  it('is moved to done/ with *** for the key once uploaded', async () => {
    const { drop, lines } = await dropAndWatch([[`${KEY}-may.csv`, GOOD_CSV]], 'ib-drop-secret-name-done');
    expect(shownAll(readdirSync(join(drop, 'done')))).toEqual(['***-may.csv']);
    expect(readFileSync(join(drop, 'done', '***-may.csv'), 'utf8')).toBe(GOOD_CSV);
    expect(shown(lines)).toContain('***-may.csv: 1 invoice: 1 created');
    expect(shown((await everything(drop)) + lines)).not.toContain('<the key>');
  });

  it('is moved with *** for a long password of the base URL', async () => {
    const { drop, lines } = await dropAndWatch(
      [[`pw ${PASSWORD}.txt`, 'not a table\n']],
      'ib-drop-password-name',
      WITH_PASSWORD,
    );
    expect(shownAll(readdirSync(join(drop, 'failed')))).toEqual(['pw ***.txt']);
    expect(shown(lines)).toContain('pw ***.txt: not uploaded');
    // Names only: the workbook's Target line quotes the base URL, which settings refuse with a password in it.
    const names = readdirSync(drop, { recursive: true, encoding: 'utf8' });
    expect(shown([...names, lines].join('\n'))).not.toContain('<the password>');
  });

  it('never replaces another file whose name is masked alike', async () => {
    const { drop } = await dropAndWatch(
      [
        [`a-${KEY}.txt`, 'first\n'],
        [`a-${KEY.toUpperCase()}.txt`, 'second\n'],
        ['a-***.txt', 'named so by staff\n'],
      ],
      'ib-drop-secret-name-twins',
    );
    const moved = readdirSync(join(drop, 'failed'));
    expect(moved).toHaveLength(3);
    expect(moved.map((name) => readFileSync(join(drop, 'failed', name), 'utf8')).sort()).toEqual([
      'first\n',
      'named so by staff\n',
      'second\n',
    ]);
    for (const name of shownAll(moved)) expect(name).toMatch(/^a-\*\*\*(\.\d{8}-\d{6}(-\d+)?)?\.txt$/);
  });
});

describe('a dropped file named with no secret', () => {
  it('keeps its name byte for byte, whatever it shares with the URL user name or a shorter run of the password', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        AROUND,
        fc.constantFrom('ops', 'OPS', PASSWORD.slice(0, 11), PASSWORD.slice(1), 'ib_live_7Qx', 'Ünïcode €'),
        EXTENSION,
        async (before, part, extension) => {
          run += 1;
          const name = `${before}${part}${extension}`;
          const { drop, lines } = await dropAndWatch([[name, 'not a table\n']], `ib-drop-plain-${run}`, WITH_PASSWORD);
          expect(readdirSync(join(drop, 'failed'))).toEqual([name]);
          expect(lines).toContain(`${name}: not uploaded`);
        },
      ),
      { numRuns: 10 },
    );
  });
});
