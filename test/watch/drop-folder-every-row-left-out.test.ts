/**
 * A dropped file that holds no invoices, whether its every row the mapping's rules left out or it is
 * its header alone (an empty day's export), goes to failed/ with the same words, the log line naming
 * the rules with their counts as upload's standard error does, and watch --once exits 3 as upload
 * does; a file beside them with invoices goes to done/.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { watchExitCode } from '../../src/commands/watch-exit-code.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const MAPPING = `source:\n  type: csv\n  skipRows:\n    - { name: credit notes, column: Number, matches: "^CN" }\n${ONE_ROW_MAPPING}`;
const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';

describe('a dropped file that holds no invoices', () => {
  it("goes to failed/ as an empty day's file does, with the rules and counts in its log line, watch --json saying everyRowLeftOut and --once exiting 3; a file with invoices goes to done/", async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-left-out', MAPPING);
    writeFileSync(
      join(inbox, 'credits.csv'),
      `${HEADER}0000100001,CN-1,2026-05-01,EUR,-119.00,-100.00,-19.00\n0000100002,CN-2,2026-05-01,EUR,-11.90,-10.00,-1.90\n`,
    );
    writeFileSync(join(inbox, 'empty-day.csv'), HEADER);
    writeFileSync(join(inbox, 'invoices.csv'), `${HEADER}0000100003,B-1,2026-05-01,EUR,119.00,100.00,19.00\n`);
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const lines: string[] = [];
    let summary;
    try {
      summary = await watchFolderOnce({
        drop,
        journal,
        target: sandbox.target(),
        mapping: join(dir, 'm.yaml'),
        lines,
      });
    } finally {
      await journal.close();
    }
    expect(readdirSync(join(drop, 'failed')).sort()).toEqual(['credits.csv', 'empty-day.csv']);
    expect(readdirSync(join(drop, 'done'))).toEqual(['invoices.csv']);
    const line = lines.find((l) => l.includes('credits.csv'));
    expect(line, lines.join('\n')).toContain(
      "the file holds no invoices: the mapping's rules left out every row read (2 rows: 2 by credit notes); nothing posted; if it should hold invoices, check those rules against the file",
    );
    const empty = lines.find((l) => l.includes('empty-day.csv'));
    expect(empty, lines.join('\n')).toContain(
      'the file holds no invoices: no data rows below its header; nothing posted',
    );
    expect(summary.noInvoices).toBe(2);
    expect(watchExitCode(summary, true)).toBe(3);
    // watch --json prints this summary: a monitor tells the file of left-out rows from an empty one.
    const byName = Object.fromEntries(summary.files.map((file) => [file.name, file.everyRowLeftOut]));
    expect(byName).toEqual({ 'credits.csv': true, 'empty-day.csv': false, 'invoices.csv': false });
  }, 60_000);
});
