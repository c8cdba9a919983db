/**
 * Files the watcher cannot handle the usual way (unreadable, a name too long for a results file,
 * a name that is not UTF-8, deleted while handled) go to failed/ with a reason, or are handled
 * under a shortened results name, and never stop the other files of the folder.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import type { ClaimedFile, WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder, watchFolderOnce, type DropFolderLayout } from '../helpers/drop-folder.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { runCliProcess } from '../helpers/run-cli.js';

/** The user `nobody` on Linux: owns nothing, so mode 000 keeps it out. */
const NOBODY = 65_534;

/** Gives `dir` and all in it to `uid`, and the temp folder above it lets it in. */
function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) chownSync(join(dir, entry), uid, uid);
}

const csv = (n: number) =>
  `Vendor,Number,Date,Currency,Total,Net,Tax\n000010000${n},B-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;

async function watchOnce(
  drop: string,
  dir: string,
  around?: (file: ClaimedFile, handle: () => Promise<unknown>) => Promise<unknown>,
): Promise<{ summary: WatchSummary; lines: string[]; creates: number }> {
  const sandbox = await startTestSandbox();
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const lines: string[] = [];
  try {
    const target = sandbox.target();
    const summary = await watchFolderOnce({ drop, journal, target, mapping: join(dir, 'm.yaml'), lines, around });
    return { summary, lines, creates: sandbox.stats().createRequests };
  } finally {
    await journal.close();
  }
}

function setup(): DropFolderLayout {
  const layout = makeDropFolder('ib-drop-bad');
  writeFileSync(join(layout.inbox, 'good.csv'), csv(9));
  return layout;
}

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

async function reasonOf(workbook: string): Promise<string> {
  const book = await readBook(workbook);
  let reason = '';
  book.getWorksheet('Summary')!.eachRow((row) => {
    if (row.getCell(1).text === 'Reason') reason = row.getCell(2).text;
  });
  return reason;
}

describe('a bad file in the drop folder', () => {
  it('that cannot be read goes to failed/ with the reason; the others are uploaded (as root too: the watcher runs as nobody)', async () => {
    const s = setup();
    writeFileSync(join(s.inbox, 'locked.csv'), csv(1));
    chmodSync(join(s.inbox, 'locked.csv'), 0o000);
    writeFileSync(
      join(s.dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 0\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    // Root reads mode 000: the watcher gives up root for an unprivileged user, as a service runs it.
    const user = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : undefined;
    // Its register of journals in a folder it owns, as a service user's is: one it cannot read stops it.
    const stateDir = join(s.dir, 'state');
    mkdirSync(stateDir);
    if (user) chownTree(s.dir, NOBODY);
    const sandbox = await startTestSandbox();
    const run = await runCliProcess(['watch', 'drop', '--once', '--json', '--base-url', sandbox.baseUrl], {
      cwd: s.dir,
      user,
      env: { INVOICE_BATCH_STATE_DIR: stateDir },
    });
    expect(run.code, run.stderr).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ done: 1, failed: 1 });
    expect(sandbox.stats().createRequests).toBe(1);
    expect(list(join(s.drop, 'failed'))).toEqual(['locked.csv']);
    expect(run.stderr).toMatch(/^locked\.csv: not uploaded: .*cannot read the file \(EACCES\)/m);
  });

  it('with a 251-character name is uploaded and gets results under a shortened name that keeps the extension', async () => {
    const s = setup();
    const stems = ['a'.repeat(247), `${'a'.repeat(246)}b`];
    for (const [i, stem] of stems.entries()) writeFileSync(join(s.inbox, `${stem}.csv`), csv(i + 1));
    const { summary, creates } = await watchOnce(s.drop, s.dir);
    expect(summary).toMatchObject({ done: 3, failed: 0 });
    expect(creates).toBe(3);
    const results = list(join(s.drop, 'results'));
    expect(results).toHaveLength(6);
    for (const name of results) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    const long = results.filter((name) => name.startsWith('aaaa') && name.endsWith('.xlsx'));
    // Two names alike for their first 200 characters still get results of their own names.
    expect(long).toHaveLength(2);
    expect(long[0]!.slice(0, 220)).not.toBe(long[1]!.slice(0, 220));
  });

  it('whose name is not UTF-8 goes to failed/ under a readable name, with the reason and a log line', async () => {
    const s = setup();
    // "mäy.csv" as a Latin-1 file system (or a zip from Windows) writes it.
    const raw = Buffer.from([0x6d, 0xe4, 0x79, 0x2e, 0x63, 0x73, 0x76]);
    writeFileSync(Buffer.concat([Buffer.from(`${s.inbox}/`), raw]), csv(1));
    const { summary, lines, creates } = await watchOnce(s.drop, s.dir);
    expect(summary).toMatchObject({ done: 1, failed: 1 });
    expect(creates).toBe(1);
    expect(readdirSync(s.inbox)).toEqual([]);
    expect(list(join(s.drop, 'failed'))).toEqual(['m_y.csv']);
    const line = lines.find((l) => l.startsWith('m_y.csv'));
    expect(line).toMatch(/not uploaded: the file name is not valid UTF-8 .*-> failed\/m_y\.csv; results results\//);
    const workbook = list(join(s.drop, 'results')).find((n) => n.startsWith('m_y-results'))!;
    expect(await reasonOf(join(s.drop, 'results', workbook))).toMatch(/not valid UTF-8/);
  });

  it('deleted from processing/ before it is read, or before it is moved, is reported; the others are uploaded', async () => {
    const s = setup();
    writeFileSync(join(s.inbox, 'early.csv'), csv(1));
    writeFileSync(join(s.inbox, 'late.csv'), csv(2));
    const { summary, lines, creates } = await watchOnce(s.drop, s.dir, async (file, handle) => {
      if (file.name === 'early.csv') rmSync(file.path);
      await handle();
      if (file.name === 'late.csv') rmSync(file.path);
    });
    expect(summary).toMatchObject({ done: 1, failed: 2 });
    expect(creates).toBe(2);
    expect(list(join(s.drop, 'done'))).toEqual(['good.csv']);
    expect(list(join(s.drop, 'failed'))).toEqual([]);
    expect(lines.find((l) => l.startsWith('early.csv:'))).toMatch(
      /not uploaded: .*does not exist.*; results results\//,
    );
    expect(lines.find((l) => l.startsWith('late.csv:'))).toMatch(
      /1 invoice: 1 created; gone: it was deleted or moved out of the drop folder/,
    );
  });
});
