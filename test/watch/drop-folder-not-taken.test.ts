/**
 * Entries of inbox/ the watcher never takes (a folder dropped from Finder or Explorer, a link made
 * by a sync tool or by hand): staff, who see the folder and not the log, find a NOT TAKEN note in
 * results/, one per entry however many looks pass, and a watcher stopped by SIGTERM names them.
 * Through the compiled CLI (build first: npx tsc -p .); of the watchers started again, the first
 * start and the first restart are processes of their own, the later ones run in process, parsed as
 * cli.ts parses them, as a child process costs about a second of CPU.
 */
import { existsSync, lutimesSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { waitUntil } from '../helpers/wait-until.js';

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

const CSV = 'Vendor,Number,Date,Currency,Total\n0000100001,NT-1,2026-05-01,EUR,10.25\n';

/** What staff and their tools drop that is not a plain file, and the words its note must hold. */
const ENTRIES: { name: string; plant(inbox: string, dir: string): void; says: RegExp }[] = [
  {
    name: 'Folder From Finder',
    plant: (inbox) => {
      mkdirSync(join(inbox, 'Folder From Finder'));
      writeFileSync(join(inbox, 'Folder From Finder', 'V.csv'), CSV);
    },
    says: /a folder; files inside folders are not taken/,
  },
  {
    name: 'link-W.csv',
    plant: (inbox, dir) => {
      writeFileSync(join(dir, 'W.csv'), CSV);
      symlinkSync(join(dir, 'W.csv'), join(inbox, 'link-W.csv'));
    },
    says: /a symbolic link to .*W\.csv/,
  },
  {
    name: 'dangling.csv',
    plant: (inbox, dir) => symlinkSync(join(dir, 'gone.csv'), join(inbox, 'dangling.csv')),
    says: /a symbolic link to .*gone\.csv/,
  },
];

describe('an inbox entry that is not taken', () => {
  it('gets one NOT TAKEN note in results/ however many looks pass, and SIGTERM names it and exits 1', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-not-taken', TOTAL_ROW_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    for (const entry of ENTRIES) entry.plant(inbox, dir);
    const sandbox = await startTestSandbox();
    const watcher = startCliProcess(['watch', drop, '--base-url', sandbox.baseUrl], { cwd: dir, timeoutMs: 110_000 });
    const results = join(drop, 'results');
    await waitUntil('a note for each entry', () => list(results).length >= ENTRIES.length, 60_000, 50).catch(
      async (error: unknown) => {
        watcher.child.kill('SIGKILL');
        const { stdout, stderr } = await watcher.done;
        throw new Error(`${String(error)}; stdout: ${stdout}; stderr: ${stderr}`);
      },
    );
    // Many more looks at the inbox: none of them writes a second note.
    await watcher.waitForStderr(/watching/, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    watcher.child.kill('SIGTERM');
    const run = await watcher.done;

    const notes = list(results);
    expect(notes).toHaveLength(ENTRIES.length);
    for (const entry of ENTRIES) {
      const stem = entry.name.replace(/\.csv$/, '');
      const note = notes.find((n) => n.startsWith(`${stem}-not-taken-`));
      expect(note, `${entry.name} in ${notes.join(', ')}`).toMatch(/\.xlsx$/);
      const summary = await summaryValues(join(results, note!));
      expect(summary.get('Outcome')).toBe('NOT TAKEN - nothing was sent; it is still in inbox/');
      expect(String(summary.get('Reason'))).toMatch(entry.says);
      expect(summary.get('Source file')).toBe(entry.name);
      expect(run.stdout.split(`${entry.name}: not taken: `)).toHaveLength(2);
    }
    expect(list(inbox)).toEqual(ENTRIES.map((e) => e.name).sort());
    expect(sandbox.stats().createRequests).toBe(0);
    // An operator under systemd learns from the exit code that someone must look at the folder.
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /watcher stopped with 3 entries not taken, left in inbox\/: "dangling\.csv" \(a symbolic link\), "Folder From Finder" \(a folder\), "link-W\.csv" \(a symbolic link\); their NOT TAKEN notes are in results\//,
    );
  }, 120_000);
});

describe('an entry not taken, seen by watchers started again', () => {
  it('gets one note per version of the entry: a restart adds none, a changed entry one more, the old kept', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-not-taken-restart', TOTAL_ROW_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    for (const entry of ENTRIES) entry.plant(inbox, dir);
    const sandbox = await startTestSandbox();
    const results = join(drop, 'results');
    const start = (run: typeof runCliProcess | typeof runCliInProcess = runCliInProcess) =>
      run(['watch', drop, '--once', '--base-url', sandbox.baseUrl], { cwd: dir });
    const first = await start(runCliProcess);
    expect(list(results), first.stderr).toHaveLength(ENTRIES.length);
    const firstNotes = list(results);
    // Restarts (a reboot, a deployment): the same entries, no new notes.
    for (let n = 0; n < 3; n += 1) await start(n === 0 ? runCliProcess : runCliInProcess);
    expect(list(results)).toEqual(firstNotes);
    // Staff put another file into the folder and someone remade the link: each is a new version.
    writeFileSync(join(inbox, 'Folder From Finder', 'X.csv'), CSV);
    const later = new Date(Date.now() + 5_000);
    lutimesSync(join(inbox, 'Folder From Finder'), later, later);
    lutimesSync(join(inbox, 'link-W.csv'), later, later);
    await start();
    const notes = list(results);
    expect(notes.filter((n) => !firstNotes.includes(n)).map((n) => n.replace(/-not-taken-.*/, ''))).toEqual([
      'Folder From Finder',
      'link-W',
    ]);
    for (const old of firstNotes) expect(notes).toContain(old);
  }, 120_000);
});

describe('the folders a NAS or operating system keeps in a shared inbox', () => {
  it('get no note, and a watcher stopped by SIGTERM exits 0 as its service manager expects', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-not-taken-system', TOTAL_ROW_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 100\n  pollMs: 100\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n',
    );
    const system = ['@eaDir', '#recycle', '$RECYCLE.BIN', 'System Volume Information', 'lost+found'];
    for (const name of system) mkdirSync(join(inbox, name));
    writeFileSync(join(inbox, 'may.csv.!sync'), CSV);
    writeFileSync(join(inbox, 'may.csv'), CSV);
    const sandbox = await startTestSandbox();
    const watcher = startCliProcess(['watch', drop, '--base-url', sandbox.baseUrl], { cwd: dir, timeoutMs: 110_000 });
    await waitUntil('may.csv in done/', () => list(join(drop, 'done')).length > 0, 60_000, 50);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    watcher.child.kill('SIGTERM');
    const run = await watcher.done;
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(list(join(drop, 'results')).filter((name) => name.includes('not-taken') || name.includes('sync'))).toEqual(
      [],
    );
    expect(list(join(drop, 'failed'))).toEqual([]);
    expect(list(inbox)).toEqual([...system, 'may.csv.!sync'].sort());
    expect(run.stdout).not.toMatch(/not taken/);
  }, 120_000);
});
