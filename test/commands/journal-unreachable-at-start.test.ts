/**
 * The journal's PostgreSQL server down when a command starts: with --json a JSON object on
 * standard output names the stop (as an upload's `complete: false` and `stopReason` do), and the
 * message says nothing was sent and to run again once the server is up. Through the compiled CLI
 * (build first: npx tsc -p .); a loopback port nothing listens on is a stopped server.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Whether a loopback port can be bound now (nothing listens on it). */
async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (bound) await new Promise((resolve) => server.close(resolve));
  return bound;
}

/**
 * A port nothing listens on, below Linux's ephemeral range (32768 and up): a port the system handed
 * out and took back could be handed at once to another test's server (listen(0)), which would answer
 * the connection instead of refusing it.
 */
async function closedPort(): Promise<number> {
  const start = 20_000 + Math.floor(Math.random() * 10_000);
  for (let port = start; port < start + 200; port += 1) if (await isFree(port)) return port;
  throw new Error('no free loopback port below the ephemeral range');
}

const COMMANDS = [['reconcile'], ['watch', 'drop', '--once']];
const NEXT_STEP = "nothing was read, recorded or sent; run the command again once the journal's server is up";

describe('the journal unreachable at the start', () => {
  it.each(COMMANDS)('%s --json: a JSON stop on stdout, and what to do', async (...words) => {
    const cwd = makeTempDir('journal-down');
    mkdirSync(join(cwd, 'drop'));
    const journal = `postgres://ib@127.0.0.1:${await closedPort()}/ib`;
    const env = { INVOICE_BATCH_JOURNAL_WAIT_MS: '500' };
    const json = await runCliProcess([...words, '--json', '--journal', journal], { cwd, env });
    expect(json.code).toBe(1);
    const object = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(object).toMatchObject({ complete: false, journal });
    expect(object.stopReason).toContain('cannot open the journal: connect ECONNREFUSED');
    expect(object.stopReason).toContain(NEXT_STEP);
    expect(json.stderr).toContain(NEXT_STEP);
    const text = await runCliProcess([...words, '--journal', journal], { cwd, env });
    expect(text.code).toBe(1);
    expect(text.stdout).toBe('');
    expect(text.stderr).toContain(NEXT_STEP);
  });
});
