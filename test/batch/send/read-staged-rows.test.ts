import { afterEach, describe, expect, it } from 'vitest';
import { createStagedRowReader } from '../../../src/batch/send/read-staged-rows.js';
import { stageInvoices } from '../../../src/batch/stage-invoices.js';
import type { Journal } from '../../../src/journal/journal.js';
import type { StagedInvoice } from '../../../src/journal/stage-statements.js';
import { addRun, tempJournal } from '../../journal/journal-fixture.js';
import { mapped, validInvoice, yieldAll } from '../mapped-invoices.js';

const COUNT = 100;
let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

async function stagedRun(open: Journal): Promise<number[]> {
  const runId = await addRun(open);
  const invoices = Array.from({ length: COUNT }, (_, i) => mapped(validInvoice(i + 1, { prefix: 'GAP' }), i + 2));
  await stageInvoices(open, yieldAll(invoices), { runId, targetIdentity: 't' });
  return [runId, ...(await open.stage.listStagedPage(runId, 0, COUNT)).map((row) => row.id)];
}

/** A repeatable source of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Reads every row, moving on after every `moveEvery`-th row; the ids in the order returned. */
async function readAll(
  open: Journal,
  runId: number,
  options: { startAnywhere: boolean; moveEvery: number; seed: number; screenOut?: (id: number) => boolean },
): Promise<number[]> {
  const screenOut = options.screenOut ?? (() => false);
  const reader = await createStagedRowReader(open, runId, {
    pageSize: 8,
    startAnywhere: options.startAnywhere,
    random: seeded(options.seed),
    screen: async (_tx, page: StagedInvoice[]) => page.filter((row) => !screenOut(row.id)),
  });
  const ids: number[] = [];
  for (let row = await reader.next(open); row; row = await reader.next(open)) {
    ids.push(row.id);
    if (ids.length % options.moveEvery === 0) reader.moveOn();
  }
  expect(reader.hasMore()).toBe(false);
  return ids;
}

describe('createStagedRowReader', () => {
  it('reads in file order, and moving on changes nothing, when it does not start anywhere', async () => {
    journal = await tempJournal();
    const [runId, ...ids] = await stagedRun(journal);
    expect(await readAll(journal, runId!, { startAnywhere: false, moveEvery: 3, seed: 1 })).toEqual(ids);
  });

  it('returns every staged row once however often it moves on, and the rows a page held when it moved are read later', async () => {
    journal = await tempJournal();
    const [runId, ...ids] = await stagedRun(journal);
    for (const [seed, moveEvery] of [
      [1, 1],
      [2, 3],
      [3, 7],
      [4, 50],
    ] as const) {
      const order = await readAll(journal, runId!, { startAnywhere: true, moveEvery, seed });
      expect(
        [...order].sort((a, b) => a - b),
        `seed ${seed}`,
      ).toEqual(ids);
      // Moving on leaves file order: more than the one turn at the end of a wrap-around.
      const descents = order.filter((id, i) => i > 0 && id < order[i - 1]!).length;
      if (moveEvery < 50) expect(descents, `seed ${seed}`).toBeGreaterThan(1);
    }
  });

  it('never returns a row its screen took out, moving on or not', async () => {
    journal = await tempJournal();
    const [runId, ...ids] = await stagedRun(journal);
    const screenOut = (id: number) => id % 5 === 0;
    const order = await readAll(journal, runId!, { startAnywhere: true, moveEvery: 4, seed: 9, screenOut });
    expect([...order].sort((a, b) => a - b)).toEqual(ids.filter((id) => !screenOut(id)));
  });

  it('put back as saved, reads the same rows again, past a page and after a move, as a turn not committed needs', async () => {
    journal = await tempJournal();
    const open = journal;
    const [runId] = await stagedRun(open);
    const reader = await createStagedRowReader(open, runId!, { pageSize: 8, startAnywhere: true, random: seeded(7) });
    const take = async (n: number) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i += 1) ids.push((await reader.next(open))!.id);
      return ids;
    };
    await take(5);
    reader.moveOn();
    await take(2);
    const putBack = reader.save();
    const first = await take(12);
    putBack();
    const again = await take(12);
    expect(again).toEqual(first);
  });
});
