import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { addInvoice, addRun, BACKENDS, stageInput, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const key = (number: string) => ({
  targetIdentity: 'https://erp.example/erp/invoicing/qa',
  payeeId: '0000100001',
  invoiceNumber: number,
});

describe.each(BACKENDS)('the send statements (%s journal)', (backend) => {
  it('takes back claims whose requests never left: staged again, and leaves any other row as it is', async () => {
    journal = await tempJournal(backend);
    const runId = await addRun(journal);
    const [back, answered, never] = [
      await addInvoice(journal, runId, 'A'),
      await addInvoice(journal, runId, 'B'),
      await addInvoice(journal, runId, 'C'),
    ];
    for (const row of [back, answered]) await journal.send.markSending(row, '2025-01-31T10:00:02Z');
    await journal.send.recordOutcome(answered, {
      state: 'in-doubt',
      detail: 'no answer',
      attempts: 1,
      at: '2025-01-31T10:00:03Z',
    });
    expect(await journal.send.unclaimRows([back, answered, never], '2025-01-31T10:00:04Z')).toBe(1);
    const rows = new Map((await journal.lists.listInvoices({ runId, limit: 9 })).map((row) => [row.id, row]));
    expect(rows.get(back)).toMatchObject({ state: 'staged', sendingAt: null });
    expect(rows.get(answered)).toMatchObject({ state: 'in-doubt', sendingAt: '2025-01-31T10:00:02Z' });
    expect(rows.get(never)).toMatchObject({ state: 'staged', sendingAt: null });
    expect(await journal.send.sendingAmong([back, answered, never])).toEqual([]);
    await journal.send.markSending(never, '2025-01-31T10:00:04Z');
    expect(await journal.send.sendingAmong([back, answered, never])).toEqual([never]);
    // Staged again, it can be claimed again.
    expect(await journal.send.markSending(back, '2025-01-31T10:00:05Z')).toBe(true);
    expect(await journal.send.unclaimRows([], '2025-01-31T10:00:06Z')).toBe(0);
  });

  it('holds back the staged rows an invalid row may be part of, by the key parts it has', async () => {
    journal = await tempJournal(backend);
    const runId = await addRun(journal);
    const other = await addRun(journal);
    let seq = 0;
    const add = (run: number, payeeId: string | undefined, number: string | undefined, valid = true) =>
      journal.stage.stageInvoice(
        stageInput(run, number ?? '', {
          seq: ++seq,
          payeeId,
          invoiceNumber: number,
          ...(valid ? {} : { payloadJson: undefined, payloadHash: undefined }),
        }),
      );
    const ids = {
      split: await add(runId, 'V1', 'A-1'),
      splitBad: await add(runId, ' V1', 'A-1 ', false),
      blankVendor: await add(runId, 'V2', 'B-1'),
      blankVendorBad: await add(runId, undefined, 'B-1', false),
      blankNumberBefore: await add(runId, 'V3', 'C-1'),
      blankNumberBad: await add(runId, 'V3', '  ', false),
      otherVendorNext: await add(runId, 'V4', 'D-1'),
      sameVendorFar: await add(runId, 'V3', 'C-2'),
      otherRun: await add(other, 'V2', 'B-1'),
      blankBoth: await add(runId, undefined, undefined, false),
    };
    seq = 0;
    const held = await journal.send.failStagedSharingInvalidKey(runId, 'held', '2025-01-31T10:00:02Z');
    expect(held).toBe(3);
    const states = new Map((await journal.lists.listInvoices({ limit: 20 })).map((row) => [row.id, row.state]));
    expect(Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, states.get(id)]))).toEqual({
      split: 'failed',
      splitBad: 'invalid',
      blankVendor: 'failed',
      blankVendorBad: 'invalid',
      blankNumberBefore: 'failed',
      blankNumberBad: 'invalid',
      otherVendorNext: 'staged',
      sameVendorFar: 'staged',
      otherRun: 'staged',
      blankBoth: 'invalid',
    });
  });

  it('claims a staged row for sending once, and never a row that is no longer staged', async () => {
    journal = await tempJournal(backend);
    const row = await addInvoice(journal, await addRun(journal), 'A');
    expect(await journal.send.markSending(row, '2025-01-31T10:00:02Z')).toBe(true);
    expect(await journal.send.markSending(row, '2025-01-31T10:00:03Z')).toBe(false);
    await journal.send.recordOutcome(row, {
      state: 'created',
      instanceId: '0030000001',
      httpStatus: 200,
      eRetcode: 0,
      attempts: 1,
      at: '2025-01-31T10:00:04Z',
    });
    expect(await journal.send.markSending(row, '2025-01-31T10:00:05Z')).toBe(false);
    expect((await journal.lists.listInvoices({ limit: 1 }))[0]).toMatchObject({
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      sendingAt: '2025-01-31T10:00:02Z',
    });
  });

  it('finds the created, in-doubt and sending rows of each key on the same target only, many keys in one call', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const created = await addInvoice(journal, run, 'K');
    await journal.send.recordOutcome(created, {
      state: 'created',
      instanceId: '0030000009',
      attempts: 1,
      at: '2025-01-31T10:00:04Z',
    });
    const rejected = await addInvoice(journal, run, 'K');
    await journal.send.recordOutcome(rejected, { state: 'rejected', attempts: 1, at: '2025-01-31T10:00:04Z' });
    await addInvoice(journal, run, 'K', { targetIdentity: 'sandbox:/elsewhere' });
    const subject = await addInvoice(journal, run, 'K');
    const sending = await addInvoice(journal, run, 'S');
    await journal.send.markSending(sending, '2025-01-31T10:00:05Z');
    const lone = await addInvoice(journal, run, 'L');
    const waiting = await addInvoice(journal, run, 'S');
    const found = await journal.send.findKeyRowsOf([
      { ...key('K'), id: subject },
      { ...key('L'), id: lone },
      { ...key('S'), id: waiting },
      { ...key('S'), id: sending },
    ]);
    expect(found.map((rows) => rows.map((r) => r.id))).toEqual([[created], [], [sending], []]);
    expect(found[2]?.[0]).toMatchObject({ state: 'sending', runId: run, invoiceNumber: 'S' });
    expect((await journal.send.findCreatedByKey(key('K')))?.instanceId).toBe('0030000009');
    expect(await journal.send.findCreatedByKey(key('other'))).toBeUndefined();
  });

  it("finds a run's created rows whose instance id another key had first, and marks them in doubt", async () => {
    journal = await tempJournal(backend);
    const earlierRun = await addRun(journal);
    const created = async (runId: number, number: string, instanceId: string, at: string, target?: string) => {
      const row = await addInvoice(journal, runId, number, target ? { targetIdentity: target } : {});
      await journal.send.recordOutcome(row, { state: 'created', instanceId, attempts: 1, at });
      return row;
    };
    const first = await created(earlierRun, 'S1', '0030000500', '2025-01-31T10:00:01Z');
    const run = await addRun(journal);
    const second = await created(run, 'S2', '0030000500', '2025-01-31T10:00:02Z');
    // the same key again (a retry), another target, another id: none of them shares
    await created(run, 'S1', '0030000500', '2025-01-31T10:00:03Z');
    await created(run, 'S3', '0030000500', '2025-01-31T10:00:04Z', 'sandbox:/elsewhere');
    await created(run, 'S4', '0030000501', '2025-01-31T10:00:05Z');
    // two of this run at the same moment: the lower id keeps its instance
    const sameA = await created(run, 'S5', '0030000502', '2025-01-31T10:00:06Z');
    const sameB = await created(run, 'S6', '0030000502', '2025-01-31T10:00:06Z');
    const shared = await journal.send.findSharedInstances(run);
    const secondShares = {
      rowId: second,
      runId: run,
      instanceId: '0030000500',
      other: { invoiceId: 'ID-S1', payeeId: '0000100001', invoiceNumber: 'S1', runId: earlierRun },
    };
    expect(shared).toEqual([
      secondShares,
      {
        rowId: sameB,
        runId: run,
        instanceId: '0030000502',
        other: { invoiceId: 'ID-S5', payeeId: '0000100001', invoiceNumber: 'S5', runId: run },
      },
    ]);
    // Looked at from the earlier run, the same row of the later run shares its instance.
    expect(await journal.send.findSharedInstances(earlierRun)).toEqual([secondShares]);
    expect(await journal.send.markCreatedInDoubt(second, 'why', '2025-01-31T11:00:00Z')).toBe(true);
    expect(await journal.send.markCreatedInDoubt(second, 'why', '2025-01-31T11:00:00Z')).toBe(false);
    const rows = await journal.lists.listInvoices({ limit: 20 });
    expect(rows.find((row) => row.id === second)).toMatchObject({
      state: 'in-doubt',
      instanceId: '0030000500',
      detail: 'why',
    });
    expect(rows.filter((row) => [first, sameA].includes(row.id)).map((row) => row.state)).toEqual([
      'created',
      'created',
    ]);
  });

  it('pages through staged rows in file order without reading a whole run', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await addInvoice(journal, run, `P${i}`));
    const first = await journal.stage.listStagedPage(run, 0, 3);
    expect(first.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect(first[0]).toMatchObject({ payloadJson: '{"x":1}', payloadHash: 'h1', payeeId: '0000100001' });
    expect((await journal.stage.listStagedPage(run, ids[2]!, 3)).map((r) => r.id)).toEqual(ids.slice(3, 6));
    expect((await journal.stage.listStagedPage(run, ids[5]!, 3)).map((r) => r.id)).toEqual(ids.slice(6));
  });

  it("turns a dead run's sending rows into in-doubt and its staged rows into failed, and counts them", async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const sending = await addInvoice(journal, run, 'S');
    await journal.send.markSending(sending, '2025-01-31T10:00:02Z');
    await addInvoice(journal, run, 'T');
    await addInvoice(journal, run, 'U', { payloadJson: undefined, payloadHash: undefined });
    expect(await journal.send.markStaleSendingInDoubt(run, 'stopped while sending', '2025-01-31T11:00:00Z')).toBe(1);
    expect(await journal.send.failStagedInvoices(run, 'not sent', '2025-01-31T11:00:00Z')).toBe(1);
    expect(Object.fromEntries(await journal.lists.countInvoicesByState(run))).toEqual({
      'in-doubt': 1,
      failed: 1,
      invalid: 1,
    });
    await journal.runs.refreshRunCounts(run);
    expect(await journal.runs.findRun(run)).toMatchObject({
      invoices: 3,
      inDoubt: 1,
      failed: 1,
      invalid: 1,
      created: 0,
    });
  });

  it('claims a row in one statement only when no other row of its key is sending, created, or in doubt after a request', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const at = '2025-01-31T10:00:02Z';
    const subject = async (number: string) => ({ id: await addInvoice(journal, run, number), ...key(number) });
    const claim = async (rows: { id: number; invoiceNumber: string }[]) =>
      await journal.transaction(
        async (tx) =>
          await tx.send.claimRows(
            rows.map((row) => ({ ...key(row.invoiceNumber), id: row.id })),
            at,
          ),
      );
    const mark = async (row: { id: number; invoiceNumber: string }) => (await claim([row])).marked.includes(row.id);
    const other = async (number: string, state: 'sending' | 'created' | 'in-doubt' | 'held') => {
      const id = await addInvoice(journal, await addRun(journal), number);
      if (state === 'held') {
        // Held back behind an in-doubt post: in doubt, but never sent.
        await journal.send.recordOutcome(id, { state: 'in-doubt', attempts: 0, at });
        return;
      }
      await journal.send.markSending(id, at);
      if (state !== 'sending') await journal.send.recordOutcome(id, { state, attempts: 1, at });
    };

    const clear = await subject('CLEAR');
    expect(await mark(clear)).toBe(true);
    expect(await mark(clear)).toBe(false);

    // A created row stops the claim even for --force: the plan compares the bodies (plan-invoice.ts).
    for (const state of ['sending', 'created', 'in-doubt'] as const) {
      await other(state, state);
      const row = await subject(state);
      expect(await mark(row), state).toBe(false);
    }
    await other('HELD', 'held');
    expect(await mark(await subject('HELD'))).toBe(true);

    const states = await journal.lists.countInvoicesByState(run);
    expect(states.get('sending')).toBe(2);
    expect(states.get('staged')).toBe(3);

    // Many rows in one call: every key held, only the clear rows claimed.
    const many = [await subject('M1'), await subject('created'), await subject('M2')];
    const claimed = await claim(many);
    expect(claimed.held).toEqual([true, true, true]);
    expect(claimed.marked.sort((a, b) => a - b)).toEqual([many[0]!.id, many[2]!.id]);
  });

  it('records many outcomes at once, each with its own values', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const a = await addInvoice(journal, run, 'A');
    const b = await addInvoice(journal, run, 'B');
    await journal.send.recordOutcomes([
      {
        rowId: a,
        outcome: {
          state: 'created',
          instanceId: '0030000007',
          httpStatus: 200,
          eRetcode: 0,
          attempts: 1,
          at: '2025-01-31T10:00:04Z',
        },
      },
      {
        rowId: b,
        outcome: {
          state: 'rejected',
          httpStatus: 400,
          eRetcode: 12,
          eMessage: 'bad',
          detail: 'refused',
          attempts: 2,
          at: '2025-01-31T10:00:05Z',
        },
      },
    ]);
    const rows = new Map((await journal.lists.listInvoices({ runId: run, limit: 5 })).map((row) => [row.id, row]));
    expect(rows.get(a)).toMatchObject({
      state: 'created',
      instanceId: '0030000007',
      httpStatus: 200,
      eRetcode: 0,
      eMessage: null,
      attempts: 1,
      outcomeAt: '2025-01-31T10:00:04Z',
    });
    expect(rows.get(b)).toMatchObject({
      state: 'rejected',
      instanceId: null,
      httpStatus: 400,
      eRetcode: 12,
      eMessage: 'bad',
      detail: 'refused',
      attempts: 2,
      outcomeAt: '2025-01-31T10:00:05Z',
    });
  });
});

describe('holding keys on a shared PostgreSQL journal', () => {
  it('gives each key to one transaction at a time, many keys in one call, and claims only rows whose key it holds', async () => {
    journal = await tempJournal('postgres');
    const run = await addRun(journal);
    const at = '2025-01-31T10:00:02Z';
    const rows = new Map<string, { id: number; targetIdentity: string; payeeId: string; invoiceNumber: string }>();
    for (const number of ['A', 'B', 'C', 'D'])
      rows.set(number, { id: await addInvoice(journal, run, number), ...key(number) });
    const pick = (...numbers: string[]) => numbers.map((number) => rows.get(number)!);
    const [first, second] = await journal.transaction(async (tx) => {
      const mine = await tx.send.claimRows(pick('A', 'B'), at);
      // Another connection of the pool, as another worker would be.
      const other = await journal.transaction((tx2) => tx2.send.claimRows(pick('C', 'A', 'B', 'D'), at));
      return [mine, other];
    });
    expect(first.held).toEqual([true, true]);
    expect(first.marked.sort((a, b) => a - b)).toEqual(pick('A', 'B').map((row) => row.id));
    expect(second.held).toEqual([true, false, false, true]);
    expect(second.marked.sort((a, b) => a - b)).toEqual(pick('C', 'D').map((row) => row.id));
    // Let go at commit: held again, and nothing left to claim.
    const after = await journal.transaction((tx) => tx.send.claimRows(pick('A'), at));
    expect(after).toEqual({ held: [true], marked: [] });
  });

  it('claims with a snapshot of its own where the database defaults to REPEATABLE READ', async () => {
    const url = await testPostgresUrl();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET default_transaction_isolation TO 'repeatable read'`,
    );
    await admin.end();
    journal = await openJournal(url);
    const at = '2025-01-31T10:00:02Z';
    const mine = { id: await addInvoice(journal, await addRun(journal), 'K'), ...key('K') };
    const theirs = { id: await addInvoice(journal, await addRun(journal), 'K'), ...key('K') };
    const claimed = await journal.transaction(async (tx) => {
      // This transaction's first statement: under REPEATABLE READ, the snapshot of every later one.
      await tx.stage.listStagedPage(mine.id, 0, 10);
      // Meanwhile another worker claims the key, marks its row sending and commits.
      await journal.transaction((other) => other.send.claimRows([theirs], at));
      return await tx.send.claimRows([mine], at);
    });
    expect(claimed).toEqual({ held: [true], marked: [] });
  });
});
