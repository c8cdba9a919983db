/**
 * Excel saves to a temporary file named by 8 hex digits and renames it within seconds; an ERP
 * export named by its date (`20261201`) has the same shape. The watcher passes such a name over
 * while it is young, but one that stays is reported once (log and the team's NOT TAKEN note),
 * never left in inbox/ without a word.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXCEL_TEMP_MS } from '../../src/watch/is-ignored-file-name.js';
import { watchDropFolder, type FileVerdict } from '../../src/watch/watch-drop-folder.js';
import type { NotTakenEntry } from '../../src/watch/note-entry-not-taken.js';
import { makeDropFolder } from '../helpers/drop-folder.js';

async function watchOnceAt(drop: string, at: number) {
  const held = new Set<string>();
  const lines: string[] = [];
  const noted: NotTakenEntry[] = [];
  const summary = await watchDropFolder({
    root: drop,
    settleMs: 0,
    pollMs: 20,
    once: true,
    now: () => new Date(at),
    signal: new AbortController().signal,
    claims: { hold: (p) => (held.has(p) ? false : (held.add(p), true)), release: (p) => void held.delete(p) },
    handle: async (): Promise<FileVerdict> => ({ destination: 'done', summary: 'handled', resultsWorkbook: undefined }),
    log: (line) => lines.push(line),
    noteNotTaken: async (entry) => {
      noted.push(entry);
      return join(drop, 'results', 'note.xlsx');
    },
  });
  return { summary, lines, noted };
}

describe('a file named like an Excel temporary save file', () => {
  it('is passed over without a word while it is younger than such files live', async () => {
    const { drop, inbox } = makeDropFolder('ib-drop-hex-young');
    writeFileSync(join(inbox, '8A3F2B10'), 'PK');
    const { summary, lines, noted } = await watchOnceAt(drop, Date.now());
    expect([summary.files, summary.notTaken, lines, noted]).toEqual([[], [], [], []]);
  });

  it('is reported once, in the log and in a note for the team, when it stays', async () => {
    const { drop, inbox } = makeDropFolder('ib-drop-hex-stays');
    writeFileSync(join(inbox, '20261201'), 'Vendor,Number\n1,1\n');
    const { summary, lines, noted } = await watchOnceAt(drop, Date.now() + EXCEL_TEMP_MS + 1000);
    const why =
      "its name has the shape of Excel's temporary save file (8 hexadecimal digits, no extension), but it stayed over 5 minutes, which such a file never does; add the extension its content has (.csv, .xlsx) to have it taken";
    expect(summary.files).toEqual([]);
    expect(noted).toEqual([{ name: '20261201', why, folder: 'inbox' }]);
    expect(lines).toEqual([`20261201: not taken: ${why}; noted in results/note.xlsx; left in inbox/`]);
    expect(summary.leftNotFiles).toBe(1);
  });
});
