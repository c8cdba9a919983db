/**
 * `history` says what its counts are, and counts each invoice once on a line of its own: a
 * re-upload holds its own row of what an earlier run left in doubt, and a resolve changes a run's
 * rows after the run, so the runs' counts cannot be added up. Real sandbox, real SQLite journal.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

interface ListedInvoice {
  payeeId: string;
  invoiceNumber: string;
  outcome: string;
}

describe('history over re-uploads and resolves', () => {
  it('names what a run count is and ends with each invoice once, as journal counts them', async () => {
    const cwd = makeTempDir('history-now');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'NOW' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    // Invoices 1 and 2 are created but their answers are lost: in doubt.
    sandbox.injectNext(
      { status: 504, body: '', afterProcessing: true, route: 'create' },
      { status: 504, body: '', afterProcessing: true, route: 'create' },
    );
    expect((await runCliInProcess([...upload, '--concurrency', '1'], { cwd })).code).toBe(1);
    // The re-upload holds both again as still in doubt from run 1: rows of its own.
    expect((await runCliInProcess(upload, { cwd })).code).toBe(1);
    const [first] = sandbox.instances();
    const resolved = await runCliInProcess(
      [
        'resolve',
        `${first!.payeeId}/${first!.invoiceNumber}`,
        '--instance-id',
        first!.instanceId,
        '--base-url',
        sandbox.baseUrl,
      ],
      { cwd },
    );
    expect(resolved.stderr).toBe('');
    expect(resolved.code).toBe(0);

    const listed = JSON.parse((await runCliInProcess(['journal', '--json', '--limit', '0'], { cwd })).stdout) as {
      invoices: ListedInvoice[];
    };
    const byOutcome = (word: string) => listed.invoices.filter((row) => row.outcome === word).length;
    expect(listed.invoices).toHaveLength(3);

    const table = await runCliInProcess(['history'], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toContain("Each run's counts are its own invoices as they stand now");
    expect(lines[0]).toContain('do not add runs up');
    expect(lines[1]).toMatch(/^Run +Started/);
    expect(lines).toHaveLength(5);
    const inDoubtColumn = (line: string) => Number(line.trim().split(/ +/).at(-1));
    const summedInDoubt = inDoubtColumn(lines[2]!) + inDoubtColumn(lines[3]!);
    // Added up, the runs count the one still in doubt twice; the Now line counts it once, as journal does.
    expect(byOutcome('in doubt')).toBe(1);
    expect(summedInDoubt).toBeGreaterThan(byOutcome('in doubt'));
    expect(lines[4]).toBe(
      `Now, each invoice once (its latest row, as journal lists it) over every run: 3 invoices: ${byOutcome('created')} created, ${byOutcome('in doubt')} in doubt`,
    );

    const json = JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
      runs: unknown[];
      now: { invoices: number; outcomes: Record<string, number> };
    };
    expect(json.runs).toHaveLength(2);
    expect(json.now.invoices).toBe(3);
    expect(json.now.outcomes).toMatchObject({ created: byOutcome('created'), 'in doubt': 1, failed: 0 });
  }, 90_000);
});
