/**
 * reconcile shows its progress as upload does, through the compiled CLI (build first: npx tsc -p .)
 * against a sandbox: on standard error, in a pipe one line at the start, every tenth of the way and
 * every 5 s, on a terminal one line rewritten in place; none with --json.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { reconcileFixture } from '../reconcile/reconcile-fixture.js';

const COUNT = 30;

async function fixtureWithInvoices() {
  const fixture = await reconcileFixture();
  const specs = Array.from({ length: COUNT }, (_, i) => ({
    number: `PROG-${String(i + 1).padStart(3, '0')}`,
    amount: `${i + 1}.5000`,
    currency: 'EUR',
  }));
  const report = await fixture.upload('progress.csv', specs);
  expect(report.runs[0]?.counts.created).toBe(COUNT);
  await fixture.journal.close();
  const args = (...more: string[]) => [
    'reconcile',
    '--journal',
    fixture.journalFile,
    '--out',
    join(fixture.dir, 'out'),
    '--base-url',
    fixture.sandbox.baseUrl,
    ...more,
  ];
  return { fixture, args };
}

/** The `done` of each progress line in the text, in order. */
const doneOf = (text: string) => [...text.matchAll(/statuses checked: (\d+)\/30 \(\d+%\)/g)].map((m) => Number(m[1]));

describe('reconcile progress', () => {
  it('prints upload-style progress lines on standard error in a pipe, and none with --json', async () => {
    const { fixture, args } = await fixtureWithInvoices();
    const plain = await runCliProcess(args(), { cwd: fixture.dir });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(`Checked ${COUNT} invoices`);
    const done = doneOf(plain.stderr);
    // The start, each tenth of the way, the end: at least those; never backwards.
    expect(done[0]).toBe(0);
    expect(done.at(-1)).toBe(COUNT);
    expect(done.length).toBeGreaterThanOrEqual(11);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    // Only progress lines on standard error; the summary stays on standard output.
    const stderrLines = plain.stderr.split('\n').filter(Boolean);
    expect(stderrLines.every((line) => line.includes('statuses checked: '))).toBe(true);
    expect(plain.stdout).not.toContain('statuses checked');

    const json = await runCliProcess(args('--json'), { cwd: fixture.dir });
    expect(json.code, json.stderr).toBe(0);
    expect(json.stderr).toBe('');
  });

  it('rewrites one line in place on a terminal and ends it before the summary', async () => {
    const { fixture, args } = await fixtureWithInvoices();
    const result = await runCliInProcess(args(), { cwd: fixture.dir, isTTY: true });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.startsWith('\rstatuses checked: 0/30 (0%)')).toBe(true);
    expect(result.stderr).toMatch(/\rstatuses checked: 30\/30 \(100%\), [^\n]*\x1b\[K\n$/);
    expect(result.stderr.split('\n')).toHaveLength(2);
  });
});
