/**
 * Uploads losing their journals at the same moment (two uploads, or an upload and the drop folder's
 * watcher) each mark their runs in one state folder: every mark must be there afterwards, or a run
 * whose mark was lost is later settled as `interrupted` (a crash) instead of stopped by the journal.
 * Real processes, running the compiled code (build first: `npx tsc -p .`), on a temp state folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goTogether, startGoProcess } from '../helpers/start-go-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MARKS = fileURLToPath(new URL('../../dist/src/batch/journal-loss-marks.js', import.meta.url));
const JOURNAL = 'postgres://journal.example/invoices';
/** Runs each writer marks, one after another, as an upload of several files has several runs. */
const RUNS_EACH = 4;

/** A writer that marks its own runs once told to go (its start `delayMs` later), and prints any failure. */
function startWriter(stateDir: string, writer: number, delayMs: number) {
  return startGoProcess(
    `const [module, stateDir, journal, writer, runs, delay] = process.argv.slice(1);
     const { markJournalLoss } = await import(module);
     process.stdout.write('ready\\n');
     process.stdin.once('data', () => setTimeout(async () => {
       let failed = 0;
       for (let i = 0; i < Number(runs); i++) {
         const run = { id: Number(writer) * 100 + i, startedAt: '2026-12-01T10:00:00.000Z', host: 'here' };
         const loss = { reason: 'journal locked', at: '2026-12-01T10:05:00.000Z' };
         if (!(await markJournalLoss(stateDir, journal, [run], loss))) failed += 1;
       }
       process.stdout.write(failed === 0 ? 'done\\n' : 'failed: ' + failed + '\\n');
       process.exit(0);
     }, Number(delay)));`,
    [MARKS, stateDir, JOURNAL, String(writer), String(RUNS_EACH), String(delayMs)],
  );
}

const markedRunIds = (stateDir: string): number[] =>
  (JSON.parse(readFileSync(join(stateDir, 'journal-losses.json'), 'utf8')) as { runId: number }[])
    .map((mark) => mark.runId)
    .sort((a, b) => a - b);

describe('runs marked stopped by their journal from several processes at the same moment', () => {
  it('are all marked afterwards, whatever the number of writers and their timing', async () => {
    expect(existsSync(MARKS), 'build first: npx tsc -p .').toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 2, maxLength: 6 }), async (delays) => {
        const stateDir = join(makeTempDir('loss-marks-race'), 'state');
        const writers = delays.map((delay, writer) => startWriter(stateDir, writer, delay));
        const outputs = await goTogether(writers);
        expect(
          outputs.every((out) => out.endsWith('done\n')),
          outputs.join(''),
        ).toBe(true);
        const expected = delays.flatMap((_, writer) => Array.from({ length: RUNS_EACH }, (__, i) => writer * 100 + i));
        expect(markedRunIds(stateDir)).toEqual(expected);
        // Nothing left beside the marks: no lock, no temporary file.
        expect(readdirSync(stateDir)).toEqual(['journal-losses.json']);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
