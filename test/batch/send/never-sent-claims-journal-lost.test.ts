/**
 * A PostgreSQL journal that commits a turn's claims and then goes silent before saying so: the
 * upload never sends those invoices (a request leaves only after its claim is acknowledged), and
 * the journal still holds them `sending` when the upload gives up. The saved answers file carries
 * them as never sent, `resolve --from` records them not created, and none is left in doubt.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { recoverInterruptedRuns } from '../../../src/batch/recover-interrupted-runs.js';
import { readUnrecordedAnswers } from '../../../src/batch/read-unrecorded-answers.js';
import { resolveUnrecordedAnswers } from '../../../src/batch/resolve-unrecorded-answers.js';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import { JournalError } from '../../../src/errors.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { resultsByInvoice } from '../../helpers/read-workbook.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { validBatch, yieldAll } from '../mapped-invoices.js';

const INVOICES = 40;

/**
 * A TCP proxy that, once armed, lets through the COMMIT of the next transaction that called the claim
 * function and then holds every byte both ways: the claims are committed, their answer never comes.
 */
async function startCommitSilencer(targetPort: number) {
  let armed = false;
  let silent = false;
  // The claim's prepared statement, by the name the client gave it when it was first parsed.
  let claimName: Buffer | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(upstream);
    let claimed = false;
    client.on('data', (chunk: Buffer) => {
      if (silent) return;
      upstream.write(chunk);
      const parsed = /(invoice_batch_\d+)\0SELECT held, marked FROM invoice_batch_claim_rows/.exec(
        chunk.toString('latin1'),
      );
      if (parsed) claimName = Buffer.from(`${parsed[1]}\0`);
      if (claimName && chunk.includes(claimName)) claimed = true;
      // A simple-query COMMIT of a turn that claimed: the server commits it, its answer never comes back.
      if (chunk.includes('COMMIT\0')) {
        if (armed && claimed) silent = true;
        claimed = false;
      }
    });
    upstream.on('data', (chunk: Buffer) => void (silent || client.write(chunk)));
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    arm: () => void (armed = true),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function rowsInState(url: string, state: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT invoice_number AS n FROM invoices WHERE state = $1 ORDER BY 1',
      [state],
    );
    return rows.map((row) => row.n);
  } finally {
    await client.end();
  }
}

describe('an upload whose journal goes silent right after committing a turn of claims', () => {
  it('saves the claims it never sent as not sent, and resolve --from records them not created', async () => {
    const direct = await testPostgresUrl();
    const proxy = await startCommitSilencer(Number(new URL(direct).port));
    const url = Object.assign(new URL(direct), { port: String(proxy.port) }).toString();
    const dir = makeTempDir('never-sent-claims');
    const sandbox = await startTestSandbox({ latencyMs: 200 });
    const journal = await openJournal(url, { reconnectWithinMs: 2_000 });
    const path = join(dir, 'month.csv');
    writeFileSync(path, 'x');
    try {
      const failure = await uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'HELD' })) }],
        mapping: 'test-mapping.yaml',
        duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
        outDir: join(dir, 'out'),
        concurrency: 4,
        onProgress: (progress) => {
          if (progress.phase === 'sending' && progress.done >= 8) proxy.arm();
        },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JournalError);
      void journal.close().catch(() => undefined);

      // The journal holds as sending invoices the sandbox never got: their requests were held.
      const got = new Set(sandbox.instances().map((created) => created.invoiceNumber));
      const sending = await rowsInState(direct, 'sending');
      const neverSent = sending.filter((number) => !got.has(number));
      expect(neverSent.length).toBeGreaterThan(0);

      // The saved file says so: each of them never sent, none of them in doubt.
      const files = readdirSync(join(dir, 'out')).filter((name) => name.startsWith('unrecorded-answers-'));
      expect(files).toHaveLength(1);
      const saved = await readUnrecordedAnswers(join(dir, 'out', files[0]!));
      const savedNotSent = saved.filter((answer) => answer.outcome === 'not-sent').map((a) => a.invoiceNumber);
      expect(savedNotSent.sort()).toEqual(neverSent);
      expect((failure as JournalError).message).toMatch(/never sent/);
      // The workbook says what the journal will say once the file is recorded, and that it must be first.
      const workbook = readdirSync(join(dir, 'out')).find((name) => name.endsWith('.xlsx'));
      const rows = await resultsByInvoice(join(dir, 'out', workbook!));
      for (const number of neverSent) {
        const message = String(rows.get(number)?.Message ?? '');
        expect(message).toMatch(/^not sent: .*never sent/);
        expect(message).toContain('NOT YET IN THE JOURNAL');
      }

      // Recorded once the journal is back: not created, and no invoice the sandbox got is among them.
      const back = await openJournal(direct);
      try {
        // resolve is another process in real use: the run the journal lost is settled as a dead one's first.
        const next = { host: hostname(), pid: process.pid + 1, token: 'resolve-from' };
        await recoverInterruptedRuns(back, { self: next, pidExists: () => false });
        const settled = await resolveUnrecordedAnswers(back, saved);
        for (const number of neverSent)
          expect(settled.find((s) => s.answer.invoiceNumber === number)?.result).toBe('settled');
      } finally {
        await back.close();
      }
      // The answers saved beside them are recorded too: nothing is left sending or in doubt.
      expect(await rowsInState(direct, 'sending')).toEqual([]);
      expect(await rowsInState(direct, 'in-doubt')).toEqual([]);
      const failed = await rowsInState(direct, 'failed');
      for (const number of neverSent) expect(failed).toContain(number);
      expect((await rowsInState(direct, 'created')).length).toBe(got.size);
    } finally {
      await proxy.close();
    }
  }, 90_000);
});
