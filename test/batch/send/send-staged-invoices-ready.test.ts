/**
 * The claims made ready ahead of the places (send-staged-invoices.ts, create-places.ts) when the
 * run does not go as planned: a pause that stages them again while rows of their keys wait
 * behind them, a turn that fails after staging them again, and answers that may halt or pause the
 * run arriving together with one that would start them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PAUSE_MS } from '../../../src/batch/send/pause-for-gateway.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from '../../../src/batch/send/watch-rejection-storm.js';
import { sendStagedInvoices } from '../../../src/batch/send/send-staged-invoices.js';
import { stageInvoices } from '../../../src/batch/stage-invoices.js';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { createResponseSchema } from '../../../src/finance-api/create-response-schema.js';
import type { Journal, JournalBackend } from '../../../src/journal/journal.js';
import { addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';
import { mapped, validInvoice, yieldAll } from '../mapped-invoices.js';

const COMMON = {
  pageSize: 8,
  plan: { force: false, retryInDoubt: false, rejectsDuplicates: true },
  duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
  stopGraceMs: 1000,
  maxPauseMs: DEFAULT_MAX_PAUSE_MS,
  stopAfterRejections: DEFAULT_STOP_AFTER_REJECTIONS,
};

let instance = 3_900_000_000;
function created(): CreateOutcome {
  const instanceId = String((instance += 1));
  const response = createResponseSchema.parse({ E_INSTANCE_ID: instanceId, E_MESSAGE: 'created', E_RETCODE: 0 });
  return { kind: 'created', instanceId, status: 200, response, attempts: 1 };
}
const badGateway: CreateOutcome = { kind: 'in-doubt', reason: 'HTTP 502 Bad Gateway', status: 502, attempts: 1 };
const notSent: CreateOutcome = { kind: 'not-sent', reason: 'connection refused', attempts: 1 };
const throttledOut: CreateOutcome = {
  kind: 'http-error',
  status: 429,
  meaning: 'Too Many Requests',
  excerpt: '',
  attempts: 1,
};
const numberOf = (body: string) => (JSON.parse(body) as { Invoice_Number: string }).Invoice_Number;
const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

/** Options of a run that stops when its paused breaker first asks the finance API whether it is back. */
function stopAtFirstProbe() {
  const stop = new AbortController();
  return {
    signal: stop.signal,
    onNotice: () => {},
    probe: async () => {
      stop.abort();
      return { answered: false, reason: 'HTTP 502' };
    },
  };
}

/** The journal, with one turn whose claim fails once `failNextTurn` is called: the turn is rolled back. */
function failingClaim(real: Journal, onFail: () => void = () => {}): { journal: Journal; failNextTurn: () => void } {
  let failNext = false;
  const journal: Journal = {
    ...real,
    transaction: (work) =>
      real.transaction(async (tx) => {
        if (!failNext) return work(tx);
        failNext = false;
        const claimRows = async (): Promise<never> => {
          onFail();
          throw new Error('a statement of the turn failed');
        };
        return work({ ...tx, send: { ...tx.send, claimRows } });
      }),
  };
  return { journal, failNextTurn: () => (failNext = true) };
}

/** A promise, and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A run with one staged row per Invoice_Number, in this order (a number twice: two rows of one key). */
async function stagedRun(journal: Journal, numbers: string[]): Promise<number> {
  const runId = await addRun(journal);
  const invoices = numbers.map((number, i) =>
    mapped(validInvoice(i + 1, { prefix: 'READY' }, { Invoice_Number: number, InvoiceId: `ID-${i}` }), i + 2),
  );
  await stageInvoices(journal, yieldAll(invoices), { runId, targetIdentity: 't' });
  return runId;
}

/** Runs `test` on a fresh journal with a run of these rows staged, and closes the journal after. */
async function withStagedRun(
  backend: JournalBackend,
  numbers: string[],
  test: (journal: Journal, runId: number) => Promise<void>,
): Promise<void> {
  const journal = await tempJournal(backend);
  try {
    await test(journal, await stagedRun(journal, numbers));
  } finally {
    await journal.close();
  }
}

async function rowsOf(journal: Journal, runId: number) {
  return journal.lists.listInvoices({ runId, limit: 100 });
}

describe.each(BACKENDS)('ready claims (%s journal)', (backend) => {
  it(
    'a pause stages a ready claim again with the row of its key parked behind it: the run still ends',
    () =>
      withStagedRun(backend, [...numbered('R', 10), 'K', 'K', 'S1', 'S2', 'S3'], async (journal, runId) => {
        const [first, second] = (await rowsOf(journal, runId))
          .filter((row) => row.invoiceNumber === 'K')
          .sort((a, b) => a.id - b.id);
        const { opened: failing, open: failNow } = gate();
        const stop = new AbortController();
        const run = sendStagedInvoices(journal, {
          runId,
          // Nine places and two ready claims: the first K is ready when the second is read, and parked.
          concurrency: 9,
          ...COMMON,
          signal: stop.signal,
          onNotice: () => {},
          probe: async () => {
            // While paused, the first K is created elsewhere (as another worker of a shared journal would).
            await journal.transaction(async (tx) => {
              const at = new Date().toISOString();
              await tx.send.markSending(first!.id, at);
              await tx.send.recordOutcome(first!.id, { state: 'created', instanceId: '777', attempts: 1, at });
            });
            return { answered: true, reason: 'HTTP 200' };
          },
          send: async (body) => {
            const number = numberOf(body);
            if (number === 'R1') {
              await sleep(30);
              setTimeout(failNow, 70);
              return created();
            }
            // Six gateway failures open the breaker while the first K is ready.
            if (['R2', 'R3', 'R4', 'R5', 'R6', 'R7'].includes(number)) {
              await failing;
              return badGateway;
            }
            if (['R8', 'R9', 'R10'].includes(number)) await sleep(400);
            return created();
          },
        });
        // A hang, not a pace, is what fails here: the bound leaves room for a loaded machine.
        const ended = await Promise.race([run.then(() => true), sleep(20_000).then(() => false)]);
        stop.abort();
        await run;
        expect(ended).toBe(true);
        const rows = await rowsOf(journal, runId);
        expect(rows.filter((row) => row.state === 'staged' || row.state === 'sending')).toEqual([]);
        expect(rows.find((row) => row.id === second!.id)?.state).toBe('skipped');
      }),
    45_000,
  );

  it('a turn that fails after staging ready claims again leaves none of them sending', () =>
    withStagedRun(backend, numbered('D', 20), async (real, runId) => {
      let failNext = false;
      // The journal's commit fails once, after the turn that stages the ready claims again.
      const journal: Journal = {
        ...real,
        transaction: (work) =>
          real.transaction(async (tx) => {
            const fail = failNext;
            const value = await work(tx);
            if (fail) {
              failNext = false;
              throw new Error('the connection to the journal was lost at commit');
            }
            return value;
          }),
      };
      const stop = new AbortController();
      const sent = new Set<string>();
      const { opened: answering, open: answer } = gate();
      const run = sendStagedInvoices(journal, {
        runId,
        concurrency: 2,
        ...COMMON,
        signal: stop.signal,
        send: async (body) => {
          sent.add(numberOf(body));
          if (sent.size === 2) {
            failNext = true;
            stop.abort();
            setTimeout(answer, 50);
          }
          await answering;
          return created();
        },
      });
      await expect(run).rejects.toThrow('lost at commit');
      const rows = await rowsOf(real, runId);
      // The two sent are recorded with their answers, which came in after the failure; the ready one is staged.
      const createdNumbers = rows.filter((row) => row.state === 'created').map((row) => row.invoiceNumber);
      expect(createdNumbers.sort()).toEqual([...sent].sort());
      expect(rows.filter((row) => row.state === 'sending')).toEqual([]);
      expect(rows.filter((row) => row.state === 'staged')).toHaveLength(18);
    }));

  it('an answer "created" starts no ready claim while gateway failures that came with it are not recorded yet', () =>
    withStagedRun(backend, numbered('G', 20), async (journal, runId) => {
      const sent: string[] = [];
      const { opened: answering, open: answer } = gate();
      await sendStagedInvoices(journal, {
        runId,
        // Eight places once G1 is created (the run reached the back-end), G10 ready.
        concurrency: 8,
        ...COMMON,
        ...stopAtFirstProbe(),
        send: async (body) => {
          const number = numberOf(body);
          sent.push(number);
          if (number === 'G1') return created();
          // Once every place is taken, the answers come in.
          if (number === 'G9') setTimeout(answer, 30);
          // Six gateway failures and one creation come in together; the breaker opens on recording them.
          if (['G2', 'G3', 'G4', 'G5', 'G6', 'G7'].includes(number)) {
            await answering;
            return badGateway;
          }
          if (number === 'G8') {
            await answering;
            return created();
          }
          await sleep(200);
          return created();
        },
      });
      expect(sent.sort()).toEqual(['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9']);
      const rows = await rowsOf(journal, runId);
      expect(rows.filter((row) => row.state === 'sending')).toEqual([]);
      expect(rows.find((row) => row.invoiceNumber === 'G10')?.state).toBe('staged');
    }));

  it('a throttled create waiting for a place goes again only once the gateway failures that freed it are recorded', () =>
    withStagedRun(backend, numbered('T', 20), async (journal, runId) => {
      const { opened: answering, open: answer } = gate();
      let retried = false;
      await sendStagedInvoices(journal, {
        runId,
        concurrency: 8,
        ...COMMON,
        ...stopAtFirstProbe(),
        send: async (body, _signal, hooks) => {
          const number = numberOf(body);
          // The run reached the back-end: every place is taken.
          if (number === 'T1') return created();
          // Once every place is taken, the answers come in.
          if (number === 'T9') setTimeout(answer, 60);
          if (['T2', 'T3', 'T4', 'T5', 'T6', 'T7'].includes(number)) {
            await answering;
            return badGateway;
          }
          if (number === 'T8') {
            // Throttled with a short wait; then it waits for a place, all eight being taken.
            hooks.onThrottle({ status: 429, waitMs: 10 });
            await sleep(10);
            if (!(await hooks.beforeRetry())) return throttledOut;
            retried = true;
            return badGateway;
          }
          await sleep(300);
          return created();
        },
      });
      // The six failures open the breaker first: T8 gives up, never processed, safe to post again.
      expect(retried).toBe(false);
      const t8 = (await rowsOf(journal, runId)).find((row) => row.invoiceNumber === 'T8');
      expect(t8).toMatchObject({ state: 'failed', httpStatus: 429 });
    }));

  it('a turn whose statement fails starts no ready claim while it is rolled back', () =>
    withStagedRun(backend, numbered('N', 30), async (real, runId) => {
      let failed = false;
      const { opened: failure, open: onFailed } = gate();
      const { journal, failNextTurn } = failingClaim(real, () => {
        failed = true;
        onFailed();
      });
      const late: string[] = [];
      const run = sendStagedInvoices(journal, {
        runId,
        // Sixteen places, two ready claims.
        concurrency: 16,
        ...COMMON,
        send: async (body) => {
          const number = numberOf(body);
          if (failed) late.push(number);
          if (number === 'N1') {
            await sleep(20);
            failNextTurn();
            return created();
          }
          if (number === 'N2') {
            // Answered just after the failure, as the journal rolls back (a round trip on PostgreSQL).
            await failure;
            await new Promise((resolve) => setImmediate(resolve));
            return created();
          }
          await sleep(300);
          return created();
        },
      });
      await expect(run).rejects.toThrow('a statement of the turn failed');
      expect(late).toEqual([]);
    }));

  it('a turn that fails waits for the answers of the requests in flight and records them, not in doubt', () =>
    withStagedRun(backend, numbered('F', 20), async (real, runId) => {
      const { journal, failNextTurn } = failingClaim(real);
      const sent: string[] = [];
      const run = sendStagedInvoices(journal, {
        runId,
        concurrency: 4,
        ...COMMON,
        stopGraceMs: 5000,
        // As the HTTP client does: a request whose signal is aborted ends without its answer.
        send: async (body, signal) => {
          const number = numberOf(body);
          sent.push(number);
          if (number === 'F1') {
            failNextTurn();
            return created();
          }
          await Promise.race([sleep(300), new Promise((resolve) => signal.addEventListener('abort', resolve))]);
          if (signal.aborted) return { kind: 'in-doubt', reason: 'cancelled', attempts: 1 };
          return created();
        },
      });
      await expect(run).rejects.toThrow('a statement of the turn failed');
      const rows = await rowsOf(real, runId);
      // The requests that left reached the back-end: every one of them is recorded with its answer.
      const createdNumbers = rows.filter((row) => row.state === 'created').map((row) => row.invoiceNumber);
      expect(createdNumbers.sort()).toEqual([...sent].sort());
      expect(rows.filter((row) => row.state === 'in-doubt' || row.state === 'sending')).toEqual([]);
    }));

  it('a commit that fails only to say so leaves none of the rows it claimed sending', () =>
    withStagedRun(backend, numbered('C', 20), async (real, runId) => {
      let failNext = false;
      // The journal commits the turn, then the call fails: the answer to COMMIT was lost.
      const journal: Journal = {
        ...real,
        transaction: async (work) => {
          const fail = failNext;
          failNext = false;
          const value = await real.transaction(work);
          if (fail) throw new Error('the connection to the journal was lost after COMMIT');
          return value;
        },
      };
      const sent = new Set<string>();
      const run = sendStagedInvoices(journal, {
        runId,
        concurrency: 2,
        ...COMMON,
        send: async (body) => {
          sent.add(numberOf(body));
          // The answer to the second create is recorded by the turn whose commit goes unanswered.
          if (sent.size === 2) failNext = true;
          return created();
        },
      });
      await expect(run).rejects.toThrow('lost after COMMIT');
      const rows = await rowsOf(real, runId);
      expect(rows.filter((row) => row.state === 'sending')).toEqual([]);
      // The answers that turn recorded are not recorded again.
      for (const row of rows.filter((row) => row.state === 'created')) expect(row.attempts).toBe(1);
      for (const row of rows.filter((row) => row.state === 'staged'))
        expect(sent.has(row.invoiceNumber ?? '')).toBe(false);
      expect(
        rows.filter((row) => row.state === 'created').length + rows.filter((row) => row.state === 'staged').length,
      ).toBe(20);
    }));

  it('records at the run end the answers a failed turn had taken: one that never left is not sent, not in doubt', () =>
    withStagedRun(backend, numbered('F', 30), async (real, runId) => {
      // The turn records F1's answer, then its claim fails: the whole turn is rolled back.
      const { journal, failNextTurn } = failingClaim(real);
      const run = sendStagedInvoices(journal, {
        runId,
        concurrency: 4,
        ...COMMON,
        send: async (body) => {
          if (numberOf(body) === 'F1') {
            await sleep(20);
            failNextTurn();
            return notSent;
          }
          await sleep(200);
          return created();
        },
      });
      await expect(run).rejects.toThrow('a statement of the turn failed');
      const rows = await rowsOf(real, runId);
      expect(rows.find((row) => row.invoiceNumber === 'F1')).toMatchObject({ state: 'failed' });
      expect(rows.filter((row) => row.state === 'sending')).toEqual([]);
    }));

  it('stages ready claims again at the run end even when the journal refuses the answers to record', () =>
    withStagedRun(backend, numbered('M', 30), async (real, runId) => {
      const numbers = new Map((await rowsOf(real, runId)).map((row) => [row.id, row.invoiceNumber]));
      // The journal refuses to record the answers of M1 and M2; everything else works.
      const journal: Journal = {
        ...real,
        transaction: (work) =>
          real.transaction(async (tx) => {
            const recordOutcomes: typeof tx.send.recordOutcomes = async (records) => {
              if (records.some((record) => ['M1', 'M2'].includes(numbers.get(record.rowId) ?? '')))
                throw new Error('the journal refused an answer');
              return tx.send.recordOutcomes(records);
            };
            return work({ ...tx, send: { ...tx.send, recordOutcomes } });
          }),
      };
      const sent = new Set<string>();
      const run = sendStagedInvoices(journal, {
        runId,
        // Sixteen places, two ready claims.
        concurrency: 16,
        ...COMMON,
        send: async (body) => {
          const number = numberOf(body);
          sent.add(number);
          await sleep(number === 'M1' ? 20 : number === 'M2' ? 60 : 120);
          return created();
        },
      });
      await expect(run).rejects.toThrow('the journal refused an answer');
      const rows = await rowsOf(real, runId);
      const sendingUnsent = rows.filter((row) => row.state === 'sending' && !sent.has(row.invoiceNumber ?? ''));
      expect(sendingUnsent).toEqual([]);
      expect(rows.filter((row) => row.state === 'staged').length).toBeGreaterThan(0);
    }));
});
