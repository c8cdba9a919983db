/**
 * `reconcile --json` counts as the text does: `checked` is the invoices whose status came (the
 * text's "Checked N" and "checked N of M"), `toCheck` the invoices it was to ask about (the "of M"),
 * whether every call was answered, some failed, or the finance API was down and the calls stopped.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { reconcileFixture, type ReconcileFixture } from '../reconcile/reconcile-fixture.js';

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

/** A loopback port nothing listens on: every connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const ids = (count: number, first: number) =>
  Array.from({ length: count }, (_, i) => ['--instance-id', String(first + i)]).flat();

/** Each case: where the reconcile asks, and about what; what came back. */
const CASES = [
  {
    name: 'every status came',
    args: async (f: ReconcileFixture) => ['--base-url', f.sandbox.baseUrl],
    expected: { checked: 3, toCheck: 3, answered: 3, callsFailed: 0, notAsked: 0, halted: null },
  },
  {
    name: 'the calls failed (instances the finance API does not know)',
    args: async (f: ReconcileFixture) => ['--base-url', f.sandbox.baseUrl, ...ids(3, 39_000_001)],
    expected: { checked: 0, toCheck: 3, answered: 0, callsFailed: 3, notAsked: 0, halted: null },
  },
  {
    name: 'the finance API is down: the calls stopped',
    args: async () => [
      '--base-url',
      `http://127.0.0.1:${await closedPort()}`,
      '--profile',
      'down',
      ...ids(50, 30_000_001),
    ],
    expected: { checked: 0, toCheck: 50, answered: 0, halted: { kind: 'unreachable' } },
  },
];

describe('reconcile --json and the text agree on what was checked', () => {
  it.each(CASES)('$name', async ({ args, expected }) => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', [
      { number: 'J-1', amount: '10.0000', currency: 'EUR' },
      { number: 'J-2', amount: '20.0000', currency: 'EUR' },
      { number: 'J-3', amount: '30.0000', currency: 'EUR' },
    ]);
    writeFileSync(join(fixture.dir, 'cfg.yaml'), 'profiles:\n  down:\n    retry: { attempts: 1, baseDelayMs: 1 }\n');
    const common = ['reconcile', '--config', 'cfg.yaml', '--journal', fixture.journalFile, ...(await args(fixture))];
    const json = await runCliInProcess([...common, '--json'], { cwd: fixture.dir });
    const object = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(object).toMatchObject(expected);
    const text = await runCliInProcess(common, { cwd: fixture.dir });
    expect(text.code).toBe(json.code);
    // The text's first line: "Checked N invoices", "Checked N of M invoices" or "...: checked N of M (...)".
    const first = text.stdout.split('\n')[0]!;
    const counted = /[Cc]hecked (\d+)(?: of (\d+))?/.exec(first);
    expect(counted, first).not.toBeNull();
    expect(object.checked, first).toBe(Number(counted![1]));
    expect(object.toCheck, first).toBe(Number(counted![2] ?? counted![1]));
  });
});
