/**
 * A PostgreSQL journal whose address takes the connection and never answers (a firewall that drops
 * packets, a hung proxy) as the journal is opened: the wait is told after a second, with the host
 * and port, and the opening ends as one of a server that is down: nothing was done, run it again.
 */
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import type { JournalReach } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';

/** A TCP server on a random loopback port that takes connections and never sends a byte. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket.on('error', () => undefined)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a PostgreSQL journal that never answers when it is opened', () => {
  it('tells the wait as no answer, then stops as a server away: nothing was read, recorded or sent', async () => {
    const silent = await startSilentServer();
    const told: { reach: JournalReach; location: string }[] = [];
    try {
      const failure = await openJournal(`postgres://ib@127.0.0.1:${silent.port}/journal`, {
        reconnectWithinMs: 2_000,
        onOpenWait: (reach, location) => told.push({ reach, location }),
      }).then(
        async (journal) => {
          await journal.close();
          return undefined;
        },
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JournalError);
      expect((failure as JournalError).message).toMatch(
        /cannot open the journal: .*no answer.*; nothing was read, recorded or sent; run the command again once the journal's server is up/,
      );
      // The first word is the silence itself, with the journal's host and port.
      expect(told[0]?.reach).toEqual({ kind: 'lost', reason: 'no answer from the server for 1 s' });
      expect(told[0]?.location).toBe(`postgres://ib@127.0.0.1:${silent.port}/journal`);
    } finally {
      await silent.close();
    }
  }, 60_000);
});
