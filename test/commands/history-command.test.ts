/**
 * `history` end to end: each command parsed as cli.ts parses it and run in this process against a
 * real sandbox; the first, refused for want of a journal, through the compiled CLI (build first:
 * npx tsc -p .), for its exit code.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('invoice-batch history', () => {
  // Two uploads and six listings: more than the default 30 s on a machine shared with other work.
  it('lists the runs newest first with their file, target and counts', async () => {
    const cwd = makeTempDir('history-cli');
    // No journal there: said, and none is made.
    const none = await runCliProcess(['history'], { cwd });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('output/journal.sqlite: no journal is there, and this command does not create one');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 4, prefix: 'HIST' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    await runCliInProcess(upload, { cwd });
    await runCliInProcess(upload, { cwd });

    const table = await runCliInProcess(['history'], { cwd });
    expect(table.code).toBe(0);
    // Above the table, what its counts are; below it, each invoice once (history-now.test.ts).
    const lines = table.stdout.trimEnd().split('\n').slice(1, -1);
    expect(lines[0]).toMatch(
      /^Run +Started \(UTC\) +File +Target +Status +Run by +Started by +Key +Mapping +Invoices +Created +Already created +Skipped +Held: differs +Invalid +Rejected +Failed +Not sent +Resolved: not created +In doubt$/,
    );
    expect(lines[1]).toMatch(
      /^2 +\S+ \S+ +invoices\.csv +default profile \(http:\/\/127\.0\.0\.1:\d+\) +finished +\S+@\S+ +hand +[0-9a-f]{12} \(env\) +mapping\.yaml @ [0-9a-f]{12} +4 +0 +0 +4 +0 +0 +0 +0 +0 +0 +0$/,
    );
    expect(lines[2]).toMatch(
      /^1 .* finished +\S+@\S+ +hand +[0-9a-f]{12} \(env\) +mapping\.yaml @ [0-9a-f]{12} +4 +4 +0 +0 /,
    );

    expect(lines).toHaveLength(3);
    // A list cut by --limit says so; one that is whole says nothing.
    const cut = (await runCliInProcess(['history', '--limit', '1'], { cwd })).stdout.trimEnd().split('\n');
    expect(cut).toHaveLength(5);
    expect(cut[3]).toBe('Showing the newest 1 run; older ones exist: --limit N shows more, --limit 0 all.');
    expect((await runCliInProcess(['history', '--limit', '2'], { cwd })).stdout.trimEnd().split('\n')).toHaveLength(5);

    const json = JSON.parse((await runCliInProcess(['history', '--json', '--limit', '1'], { cwd })).stdout) as {
      runs: Record<string, unknown>[];
      more: boolean;
    };
    expect(json.runs).toHaveLength(1);
    expect(json.more).toBe(true);
    // A sandbox named by --base-url is a server like any other, not the local sandbox.
    expect(json.runs[0]).toMatchObject({
      id: 2,
      sourceFile: 'invoices.csv',
      sandbox: false,
      status: 'finished',
      skipped: 4,
      options: { concurrency: 4, partial: false },
    });
    expect(json.runs[0]!.sourceSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(json.runs[0]!.resultsFile).toMatch(/invoices-results-\d{8}-\d{6}(-2)?\.xlsx$/);
  }, 90_000);
});
