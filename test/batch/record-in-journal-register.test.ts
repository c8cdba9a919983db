/**
 * Uploads started together (a scheduler's jobs, two operators) name their journals in one register
 * of journals at the same moment: each must be found there afterwards. Real processes, running the
 * compiled code (build first: `npx tsc -p .`), on a register in a temp folder.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJournalRegister } from '../../src/journal/register/journal-register.js';
import { goTogether, startGoProcess } from '../helpers/start-go-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const RECORD = fileURLToPath(new URL('../../dist/src/batch/record-in-journal-register.js', import.meta.url));
const TARGET = 'https://finance.example/api';

/** A writer that names `journal` once told to go (its start `delayMs` later), and prints any problem. */
function startWriter(register: string, journal: string, delayMs: number) {
  return startGoProcess(
    `const [module, file, target, journal, delay] = process.argv.slice(1);
     const { recordInJournalRegister } = await import(module);
     process.stdout.write('ready\\n');
     process.stdin.once('data', () => setTimeout(async () => {
       const problem = await recordInJournalRegister(file, target, journal);
       process.stdout.write(problem === undefined ? 'done\\n' : 'problem: ' + problem + '\\n');
       process.exit(0);
     }, Number(delay)));`,
    [RECORD, register, TARGET, journal, String(delayMs)],
  );
}

describe('journals named in the register at the same moment', () => {
  it('are all there afterwards, whatever their number and timing', async () => {
    expect(existsSync(RECORD), 'build first: npx tsc -p .').toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 2, maxLength: 6 }),
        fc.boolean(),
        async (delays, existing) => {
          const folder = makeTempDir('register-race');
          const register = join(folder, 'journals.json');
          const before = existing ? [join(folder, 'first.sqlite')] : [];
          if (existing) writeFileSync(register, JSON.stringify({ targets: { [TARGET]: before } }));
          const journals = delays.map((_, i) => join(folder, `journal-${i}.sqlite`));
          const writers = delays.map((delay, i) => startWriter(register, journals[i]!, delay));
          const outputs = await goTogether(writers);
          expect(
            outputs.every((out) => out.endsWith('done\n')),
            outputs.join(''),
          ).toBe(true);
          const read = readJournalRegister(register);
          expect(read.problem).toBeUndefined();
          expect([...(read.register?.[TARGET] ?? [])].sort()).toEqual([...before, ...journals].sort());
          // Nothing left beside the register: no lock, no temporary file.
          expect(readdirSync(folder).sort()).toEqual(['journals.json']);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
