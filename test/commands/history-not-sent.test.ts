/**
 * `history` ends with the invoices no later night posted: those whose latest row is not sent, how
 * many runs left them and since when, and what to do. Real sandbox stopped on its loopback port,
 * real SQLite journal.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('history after nights the finance API could not be reached', () => {
  it('closes with the invoices not sent, the runs that left them and since when, and says to upload again', async () => {
    const cwd = makeTempDir('history-not-sent');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'UP', name: 'monday.csv' });
    const upload = (file: string, baseUrl: string) =>
      runCliInProcess(['upload', file, '--mapping', 'mapping.yaml', '--base-url', baseUrl], { cwd });
    expect((await upload('monday.csv', sandbox.baseUrl)).code).toBe(0);
    const down = sandbox.baseUrl;
    await sandbox.close();
    writeUploadInputs(cwd, { count: 4, prefix: 'TUE', name: 'tuesday.csv' });
    writeUploadInputs(cwd, { count: 3, prefix: 'WED', name: 'wednesday.csv' });
    expect((await upload('tuesday.csv', down)).code).toBe(69);
    expect((await upload('wednesday.csv', down)).code).toBe(69);

    const history = await runCliInProcess(['history'], { cwd });
    expect(history.code).toBe(0);
    const lines = history.stdout.trimEnd().split('\n');
    expect(lines.at(-2)).toContain('2 created, 7 not sent');
    const tuesday = lines.find((line) => line.includes('tuesday.csv'))!;
    const since = /^\s*\d+\s+(\S+ \S+)/.exec(tuesday)![1]!;
    expect(lines.at(-1)).toBe(
      `7 invoices not sent in 2 runs since ${since}: upload their files again (the same command; the journal skips what was created). invoice-batch journal --outcome "not sent" lists them.`,
    );
  }, 90_000);
});
