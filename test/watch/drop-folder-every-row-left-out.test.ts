/**
 * A dropped file whose every row the mapping's rules left out goes where a file with problems goes
 * (failed/), its log line naming the rules with their counts, as upload's standard error does; a
 * file beside it with invoices goes to done/.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const MAPPING = `source:\n  type: csv\n  skipRows:\n    - { name: credit notes, column: Number, matches: "^CN" }\n${ONE_ROW_MAPPING}`;
const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';

describe('a dropped file whose every row the mapping rules left out', () => {
  it('goes to failed/ with the rules and counts in its log line, watch --json saying everyRowLeftOut; a file with invoices goes to done/', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-left-out', MAPPING);
    writeFileSync(
      join(inbox, 'credits.csv'),
      `${HEADER}0000100001,CN-1,2026-05-01,EUR,-119.00,-100.00,-19.00\n0000100002,CN-2,2026-05-01,EUR,-11.90,-10.00,-1.90\n`,
    );
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
    expect(readdirSync(join(drop, 'failed'))).toEqual(['credits.csv']);
    expect(readdirSync(join(drop, 'done'))).toEqual(['invoices.csv']);
    const line = lines.find((l) => l.includes('credits.csv'));
    expect(line, lines.join('\n')).toContain(
      "no invoice read: the mapping's rules left out every row read (2 rows: 2 by credit notes); check those rules against the file",
    );
    // watch --json prints this summary: a monitor tells the file of left-out rows from an empty one.
    const byName = Object.fromEntries(summary.files.map((file) => [file.name, file.everyRowLeftOut]));
    expect(byName).toEqual({ 'credits.csv': true, 'invoices.csv': false });
  }, 60_000);
});
