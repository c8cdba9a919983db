import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PAUSE_MS } from '../../../src/batch/send/pause-for-gateway.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from '../../../src/batch/send/watch-rejection-storm.js';
import { sendStagedInvoices } from '../../../src/batch/send/send-staged-invoices.js';
import { stageInvoices } from '../../../src/batch/stage-invoices.js';
import { thisProcess } from '../../../src/batch/this-process.js';
import { createResponseSchema } from '../../../src/finance-api/create-response-schema.js';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import type { Journal } from '../../../src/journal/journal.js';
import { addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';
import { mapped, validInvoice, yieldAll } from '../mapped-invoices.js';

const COUNT = 40;

async function stagedRun(journal: Journal, prefix: string): Promise<number> {
  const runId = await addRun(journal);
  const invoices = Array.from({ length: COUNT }, (_, i) => mapped(validInvoice(i + 1, { prefix }), i + 2));
  await stageInvoices(journal, yieldAll(invoices), { runId, targetIdentity: 't' });
  return runId;
}

/** The options every test here shares: small pages, plain planning. */
const COMMON = {
  pageSize: 8,
  plan: { force: false, retryInDoubt: false, rejectsDuplicates: true },
  duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
  stopGraceMs: 1000,
  maxPauseMs: DEFAULT_MAX_PAUSE_MS,
  stopAfterRejections: DEFAULT_STOP_AFTER_REJECTIONS,
};

/** Answers as the finance system does when it creates an invoice, each with an instance id of its own. */
function createdAnswers(first: number): () => CreateOutcome {
  let instance = first;
  return () => {
    const instanceId = String((instance += 1));
    const response = createResponseSchema.parse({ E_INSTANCE_ID: instanceId, E_MESSAGE: 'created', E_RETCODE: 0 });
    return { kind: 'created', instanceId, status: 200, response, attempts: 1 };
  };
}

/** Sends every staged invoice of the run, answering each at once as created; returns the Invoice_Numbers in the order sent. */
async function sendAll(journal: Journal, runId: number, startAnywhere: boolean, concurrency = 1): Promise<string[]> {
  const order: string[] = [];
  const answer = createdAnswers(3_000_000_000);
  await sendStagedInvoices(journal, {
    runId,
    concurrency,
    startAnywhere,
    ...COMMON,
    send: async (body) => {
      order.push((JSON.parse(body) as { Invoice_Number: string }).Invoice_Number);
      return answer();
    },
  });
  return order;
}

describe.each(BACKENDS)('sendStagedInvoices (%s journal)', (backend) => {
  it('sends in file order by default', async () => {
    const journal = await tempJournal(backend);
    try {
      const order = await sendAll(journal, await stagedRun(journal, 'ORDER'), false);
      expect(order).toEqual([...order].sort());
      expect(order).toHaveLength(COUNT);
    } finally {
      await journal.close();
    }
  });

  it('with startAnywhere, begins at some row and wraps around: every invoice sent once, the file order rotated', async () => {
    const journal = await tempJournal(backend);
    try {
      const starts = new Set<string>();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const order = await sendAll(journal, await stagedRun(journal, `WRAP${attempt}`), true);
        expect(new Set(order).size).toBe(COUNT);
        expect(order).toHaveLength(COUNT);
        // A rotation of file order: at most one place where the numbers go down.
        const descents = order.filter((number, i) => i > 0 && number < order[i - 1]!).length;
        expect(descents).toBeLessThanOrEqual(1);
        starts.add(order[0]!.slice(-5));
      }
      // Six runs starting at random among 40 rows do not all start at the first.
      expect(starts.size).toBeGreaterThan(1);
    } finally {
      await journal.close();
    }
  });

  it('never has more rows sending than the concurrency and its ready claims, even while answers wait to be recorded', async () => {
    const journal = await tempJournal(backend);
    try {
      const runId = await stagedRun(journal, 'BOUND');
      let most = 0;
      const answer = createdAnswers(3_100_000_000);
      await sendStagedInvoices(journal, {
        runId,
        concurrency: 3,
        ...COMMON,
        send: async () => {
          // What a crash now would leave in doubt: every row the journal holds as sending.
          const sending = (await journal.lists.countInvoicesByState(runId)).get('sending') ?? 0;
          most = Math.max(most, sending);
          return answer();
        },
      });
      expect(most).toBeGreaterThan(0);
      // Three places and one claim ready to leave when a place frees (one for every eight places).
      expect(most).toBeLessThanOrEqual(4);
      expect((await journal.lists.countInvoicesByState(runId)).get('created')).toBe(COUNT);
    } finally {
      await journal.close();
    }
  });

  it('on a stop, stages again the claims whose requests had not left: none sent, none in doubt', async () => {
    const journal = await tempJournal(backend);
    try {
      const runId = await stagedRun(journal, 'READY');
      const stop = new AbortController();
      let sent = 0;
      const answer = createdAnswers(3_200_000_000);
      let sendingAtStop = 0;
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const result = await sendStagedInvoices(journal, {
        runId,
        concurrency: 2,
        ...COMMON,
        signal: stop.signal,
        send: async () => {
          sent += 1;
          if (sent === 2) {
            // Both places taken and one claim ready: three rows sending when the stop comes.
            sendingAtStop = (await journal.lists.countInvoicesByState(runId)).get('sending') ?? 0;
            stop.abort();
            open();
          }
          await gate;
          return answer();
        },
      });
      expect(sendingAtStop).toBe(3);
      expect(result.stopped).toBe(true);
      expect(result.sent).toBe(2);
      expect(sent).toBe(2);
      const counts = await journal.lists.countInvoicesByState(runId);
      expect(counts.get('created')).toBe(sent);
      expect(counts.get('sending') ?? 0).toBe(0);
      expect(counts.get('in-doubt') ?? 0).toBe(0);
      expect(counts.get('staged')).toBe(COUNT - sent);
    } finally {
      await journal.close();
    }
  });
});

describe.each(BACKENDS)('sendStagedInvoices failing mid-run (%s journal)', (backend) => {
  it('leaves sending only rows whose requests left: the claims not started are staged again', async () => {
    const journal = await tempJournal(backend);
    try {
      const runId = await stagedRun(journal, 'FAIL');
      const sentNumbers = new Set<string>();
      const answer = createdAnswers(3_300_000_000);
      let failed = false;
      let sentAfterFailure = 0;
      const run = sendStagedInvoices(journal, {
        runId,
        concurrency: 8,
        ...COMMON,
        onOutcome: () => {
          failed = true;
          throw new Error('the progress display failed');
        },
        send: async (body) => {
          if (failed) sentAfterFailure += 1;
          sentNumbers.add((JSON.parse(body) as { Invoice_Number: string }).Invoice_Number);
          // The first four are still in flight when the run fails, and are then answered "created".
          if (sentNumbers.size <= 4) await new Promise((resolve) => setTimeout(resolve, 50));
          return answer();
        },
      });
      await expect(run).rejects.toThrow('the progress display failed');
      expect(sentAfterFailure).toBe(0);
      const rows = await journal.lists.listInvoices({ runId, limit: COUNT });
      // The answers that came in after the failure are recorded too; no row is left sending.
      expect(rows.filter((row) => row.state === 'sending')).toEqual([]);
      const created = rows.filter((row) => row.state === 'created');
      expect(created.map((row) => row.invoiceNumber).sort()).toEqual([...sentNumbers].sort());
      const staged = rows.filter((row) => row.state === 'staged');
      for (const row of staged) expect(sentNumbers.has(row.invoiceNumber ?? '')).toBe(false);
      expect(staged.length + sentNumbers.size).toBe(COUNT);
    } finally {
      await journal.close();
    }
  });
});

describe('sendStagedInvoices on a shared PostgreSQL journal', () => {
  it('sends the last rows of a run once another worker lets their keys go, with nothing else in flight', async () => {
    const journal = await tempJournal('postgres');
    try {
      // This process's run, as an upload records it: the look for runs of stopped processes passes it by.
      const self = thisProcess();
      const runId = await addRun(journal, { host: self.host, pid: self.pid, processToken: self.token });
      await stageInvoices(journal, yieldAll([mapped(validInvoice(1, { prefix: 'LAST' }), 2)]), {
        runId,
        targetIdentity: 't',
      });
      const [row] = await journal.stage.listStagedPage(runId, 0, 10);
      // Another worker holds the key (a row of its own), from before this run claims until 300 ms later.
      let letGo!: () => void;
      const holding = new Promise<void>((resolve) => (letGo = resolve));
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const other = journal.transaction(async (tx) => {
        await tx.send.claimRows([{ ...row!, id: 0 }], '2025-01-31T10:00:00Z');
        held();
        await holding;
      });
      await isHeld;
      setTimeout(letGo, 300);
      // More places than rows: the claim that finds the key held is also the one that reaches the end of the run.
      const order = await sendAll(journal, runId, true, 3);
      await other;
      expect(order).toEqual([row!.invoiceNumber]);
    } finally {
      await journal.close();
    }
  }, 15_000);
});
