/**
 * `history` over a journal that posted to a test and a production finance system: its Now line
 * counts each target's invoices on a line of its own, never the two added together. Two real
 * sandboxes, a real SQLite journal, the CLI as cli.ts parses it.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('history of a journal holding two targets', () => {
  it('counts each invoice once per target, on a Now line each', async () => {
    const cwd = makeTempDir('history-targets');
    const test = await startTestSandbox();
    const production = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'TWO' });
    writeUploadInputs(cwd, { count: 3, prefix: 'PRD', name: 'prod.csv' });
    const upload = (file: string, baseUrl: string) =>
      runCliInProcess(['upload', file, '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--distinct-target'], {
        cwd,
      });
    expect((await upload('invoices.csv', test.baseUrl)).code).toBe(0);
    const second = await upload('prod.csv', production.baseUrl);
    expect(second.code, second.stderr).toBe(0);

    const history = await runCliInProcess(['history'], { cwd });
    expect(history.code).toBe(0);
    const nowLines = history.stdout.split('\n').filter((line) => line.startsWith('Now,'));
    const host = (url: string) => new URL(url).host;
    expect(nowLines).toEqual([
      `Now, each invoice once (its latest row, as journal lists it) over every run of ${host(test.baseUrl)}: 2 invoices: 2 created`,
      `Now, each invoice once (its latest row, as journal lists it) over every run of ${host(production.baseUrl)}: 3 invoices: 3 created`,
    ]);
    const json = JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
      now: { invoices: number };
      nowByTarget: { target: string; invoices: number; outcomes: Record<string, number> }[];
    };
    expect(json.nowByTarget.map((t) => [t.invoices, t.outcomes.created])).toEqual([
      [2, 2],
      [3, 3],
    ]);
  }, 120_000);
});
