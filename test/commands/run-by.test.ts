/**
 * Who ran an upload: the OS user and host of its process, in `history`, `journal show` and the
 * results workbook's Summary, as `resolve` records who settled an invoice. Real sandbox, real
 * SQLite journal, the CLI as cli.ts parses it.
 */
import { hostname, userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('who ran an upload', () => {
  it('is named in history, journal show and the Summary, and never with the key', async () => {
    const cwd = makeTempDir('run-by');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'BY' });
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd },
    );
    expect(upload.code).toBe(0);
    const by = `${userInfo().username}@${hostname()}`;

    const history = (await runCliInProcess(['history'], { cwd })).stdout.split('\n');
    expect(history[1]).toMatch(/ Status +Run by +Started by +Key +Mapping +Invoices /);
    expect(history[2]).toContain(` finished  ${by}  `);
    const json = JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
      runs: { osUser: string; resultsFile: string }[];
    };
    expect(json.runs[0]!.osUser).toBe(userInfo().username);

    const show = await runCliInProcess(['journal', 'show', '0000100002/BY-0001'], { cwd });
    expect(show.stdout).toMatch(new RegExp(`^Run 1 \\(started .* by ${by.replace(/[.]/g, '\\.')}\\): created`, 'm'));
    const shown = JSON.parse(
      (await runCliInProcess(['journal', 'show', '0000100002/BY-0001', '--json'], { cwd })).stdout,
    ) as {
      rows: { run: { by: string } }[];
    };
    expect(shown.rows[0]!.run.by).toBe(by);

    const summary = await summaryValues(json.runs[0]!.resultsFile);
    expect(summary.get('Run by')).toBe(by);
    for (const text of [history.join('\n'), show.stdout]) expect(text).not.toContain(sandbox.apiKey);
  }, 90_000);
});
