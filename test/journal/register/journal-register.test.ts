/**
 * What the register of journals saw of each journal is kept in a file of its own, beside the
 * register, which versions before journal identities never write; a register written by the first
 * versions with identities holds it itself. Every combination of the two is read, and the next
 * journal named moves the register's own to the file of identities. Real files in a temp folder.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeJournalIdentity } from '../../../src/batch/judge-journal-identity.js';
import { recordInJournalRegister } from '../../../src/batch/record-in-journal-register.js';
import { readJournalRegister, seenFileOf } from '../../../src/journal/register/journal-register.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const TARGET = 'https://finance.example/api';
const A = '/srv/a/journal.sqlite';
const B = '/srv/b/journal.sqlite';

const CASES = [
  { name: 'neither', register: undefined, own: undefined, expected: {} },
  { name: 'the register alone (an older version rewrote it)', register: {}, own: undefined, expected: {} },
  {
    name: "the register's own seen (first versions with identities)",
    register: { [A]: { id: 'a1', highestRun: 4 } },
    own: undefined,
    expected: { [A]: { id: 'a1', highestRun: 4 } },
  },
  {
    name: 'the file of identities, the register rewritten without it',
    register: {},
    own: { [A]: { id: 'a1', highestRun: 4 } },
    expected: { [A]: { id: 'a1', highestRun: 4 } },
  },
  {
    name: 'both, each naming its own journal',
    register: { [B]: { id: 'b1', highestRun: 2 } },
    own: { [A]: { id: 'a1', highestRun: 4 } },
    expected: { [A]: { id: 'a1', highestRun: 4 }, [B]: { id: 'b1', highestRun: 2 } },
  },
  {
    name: 'both naming one journal by two identities: the register says what is at the path now',
    register: { [A]: { id: 'a1', highestRun: 3 } },
    own: { [A]: { id: 'a2', highestRun: 9 } },
    expected: { [A]: { id: 'a1', highestRun: 3 } },
  },
  {
    name: 'both naming one journal by one identity: the higher run, the first run known in either',
    register: { [A]: { id: 'a1', highestRun: 50 } },
    own: { [A]: { id: 'a1', highestRun: 40, firstRun: '1@2026-01-05T09:00:00Z' } },
    expected: { [A]: { id: 'a1', highestRun: 50, firstRun: '1@2026-01-05T09:00:00Z' } },
  },
];

function writeRegister(folder: string, seen: object | undefined, own: object | undefined): string {
  const file = join(folder, 'journals.json');
  const targets = { [TARGET]: [A, B] };
  if (seen !== undefined)
    writeFileSync(
      file,
      JSON.stringify(Object.keys(seen).length > 0 ? { targets, seen: { [TARGET]: seen } } : { targets }),
    );
  if (own !== undefined) writeFileSync(seenFileOf(file), JSON.stringify({ seen: { [TARGET]: own } }));
  return file;
}

describe('the register of journals and its file of identities', () => {
  it.each(CASES)('reads what was seen from $name', ({ register, own, expected }) => {
    const file = writeRegister(makeTempDir('register-read'), register, own);
    const read = readJournalRegister(file);
    expect(read.problem).toBeUndefined();
    expect(read.seen?.[TARGET] ?? {}).toEqual(expected);
  });

  it.each(CASES)('keeps it, in the file of identities alone, when a journal is next named: $name', async (each) => {
    const file = writeRegister(makeTempDir('register-move'), each.register, each.own);
    const C = '/srv/c/journal.sqlite';
    expect(await recordInJournalRegister(file, TARGET, C, { id: 'c1', highestRun: 1 })).toBeUndefined();
    const read = readJournalRegister(file);
    expect(read.seen?.[TARGET]).toEqual({ ...each.expected, [C]: { id: 'c1', highestRun: 1 } });
    expect(read.register?.[TARGET]).toContain(C);
    expect(JSON.parse(readFileSync(file, 'utf8'))).not.toHaveProperty('seen');
    expect(existsSync(seenFileOf(file))).toBe(true);
  });

  it('loses no run either file saw: a backup below the higher is refused, the journal at it accepted', () => {
    // Each path's identities its own, so that only the two files' entries for one path meet.
    const seenArb = (prefix: string) =>
      fc.record({
        id: fc.constantFrom(`${prefix}1`, `${prefix}2`),
        highestRun: fc.integer({ min: 1, max: 1e6 }),
        firstRun: fc.option(fc.constant(`1@2026-01-05T09:00:00Z-${prefix}`), { nil: undefined }),
      });
    const journalsArb = fc.record({ [A]: seenArb('a'), [B]: seenArb('b') }, { requiredKeys: [] }) as fc.Arbitrary<
      Record<string, { id: string; highestRun: number; firstRun: string | undefined }>
    >;
    fc.assert(
      fc.property(journalsArb, journalsArb, fc.constantFrom(A, B), (register, own, at) => {
        const file = writeRegister(makeTempDir('register-merge'), register, own);
        const seen = readJournalRegister(file).seen?.[TARGET] ?? {};
        expect(Object.keys(seen).sort()).toEqual([...new Set([...Object.keys(register), ...Object.keys(own)])].sort());
        const theirs = register[at];
        const ours = own[at];
        const now = theirs ?? ours;
        if (now === undefined) return;
        const same = theirs !== undefined && ours !== undefined && theirs.id === ours.id;
        const highest = same ? Math.max(theirs.highestRun, ours.highestRun) : now.highestRun;
        expect(seen[at]).toEqual({
          id: now.id,
          highestRun: highest,
          ...((same ? (ours.firstRun ?? theirs.firstRun) : now.firstRun) === undefined
            ? {}
            : { firstRun: same ? (ours.firstRun ?? theirs.firstRun) : now.firstRun }),
        });
        const inHand = (highestRun: number) => ({ journal: at, id: now.id, highestRun, firstRun: now.firstRun });
        expect(judgeJournalIdentity(inHand(highest - 1), seen, () => false)?.kind).toBe('older');
        expect(judgeJournalIdentity(inHand(highest), seen, () => false)).toBeUndefined();
        // A journal the older binary took at the path with --new-journal goes on; the one it replaced does not.
        if (theirs !== undefined && ours !== undefined && !same) {
          const replaced = { journal: at, id: ours.id, highestRun: ours.highestRun + 1 };
          expect(judgeJournalIdentity(replaced, seen, () => false)?.kind).toBe('other');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('returns a problem naming the file of identities when it cannot be read', () => {
    for (const text of ['', 'not json', '{"seen": {"x": {"y": {"id": 1}}}}', '[]']) {
      const file = writeRegister(makeTempDir('register-bad'), {}, undefined);
      writeFileSync(seenFileOf(file), text);
      expect(readJournalRegister(file).problem, text).toContain(seenFileOf(file));
    }
  });
});
