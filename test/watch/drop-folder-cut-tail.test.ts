/**
 * A writer pausing longer than the settle time splits its file: the first part is taken and
 * posted, the rest arrives under the same name without a header row. Its refusal says that it
 * looks like the rest of that file cut off, names the first part's run and results, and a
 * headerless file with no such forerunner is refused without that guess.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) => `000010000${(n % 9) + 1},CUT-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;
/** The six invoices of one file, numbered apart from every other file's. */
const rows = (file: number) => Array.from({ length: 6 }, (_, i) => row(file * 10 + i));

/** Where a pause can cut a six-invoice file: after each of its lines but the last. */
const CUTS = [1, 2, 3, 4, 5];

describe('the rest of a file cut by a writer that paused', () => {
  it('is refused as the rest of the file of the same name taken before, at every cut', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-cut');
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      const watch = async () => {
        const lines: string[] = [];
        await watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml'), lines });
        return lines;
      };
      for (const cut of CUTS)
        writeFileSync(join(inbox, `remote-${cut}.csv`), HEADER + rows(cut).slice(0, cut).join(''));
      const first = await watch();
      for (const cut of CUTS)
        expect(first).toContainEqual(
          expect.stringMatching(new RegExp(`^remote-${cut}\\.csv: ${cut} invoices?: ${cut} created -> done/`)),
        );

      for (const cut of CUTS) writeFileSync(join(inbox, `remote-${cut}.csv`), rows(cut).slice(cut).join(''));
      writeFileSync(join(inbox, 'never-seen.csv'), rows(9).slice(2).join(''));
      const second = await watch();
      for (const cut of CUTS) {
        const line = second.find((l) => l.startsWith(`remote-${cut}.csv: `));
        expect(line).toMatch(/not uploaded: .*is not in the header row 1/);
        expect(line).toMatch(
          new RegExp(
            `this looks like the rest of remote-${cut}\\.csv cut off: a file of that name was taken at .* \\(run \\d+, moved to done/, results .*remote-${cut}-results-.*\\.xlsx\\) .*settle time`,
          ),
        );
      }
      const control = second.find((l) => l.startsWith('never-seen.csv: '));
      expect(control).toMatch(/not uploaded: .*is not in the header row 1/);
      expect(control).not.toMatch(/looks like the rest/);
    } finally {
      await journal.close();
    }
  }, 60_000);
});
