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

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
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
