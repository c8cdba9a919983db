/**
 * What the outputs call the finance system: a server named by its base URL is never "the local
 * sandbox", nor just "sandbox" (the default profile's name), even on the default profile; the
 * sandbox the tool starts itself is. Every command that names its target, run in-process.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBook } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import type { CliResult } from '../helpers/run-cli.js';

/** Every cell text of a workbook, as `Sheet!label: value` for two-column rows and the text otherwise. */
async function workbookTexts(file: string): Promise<string[]> {
  const book = await readBook(file);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) => {
      // A value merged across cells (a long Summary value spans B:E) is read once, from its first cell.
      const values: string[] = [];
      for (let column = 1; column <= row.cellCount; column += 1) {
        const cell = row.getCell(column);
        if (!cell.isMerged || cell.master === cell) values.push(String(cell.value ?? ''));
      }
      texts.push(`${sheet.name}!${values.join(' | ')}`);
    }),
  );
  return texts;
}

/** The Summary rows that state whether a target is the local sandbox: the row's label is not a label of the target. */
const SANDBOX_ROW =
  /^(?:Summary|Source)!Sandbox \| no - not the embedded sandbox: sent to the server under Target, which may be a real finance system$/;

/** The Legend explains what each Summary word means, the local sandbox among them: it labels no target. */
const LEGEND_ROW = /^Legend!/;

/** Text that presents the target as the local sandbox or by the bare name "sandbox". */
function sandboxLabels(texts: readonly string[]): string[] {
  return texts.filter((text) => !SANDBOX_ROW.test(text) && !LEGEND_ROW.test(text) && /sandbox/i.test(text));
}

const printed = (result: CliResult) => [...result.stdout.split('\n'), ...result.stderr.split('\n')];

describe('the label of the finance system', () => {
  it('names a server given by --base-url on the default profile by its address, never as the sandbox', async () => {
    const dir = makeTempDir('label-remote');
    const server = await startTestSandbox();
    writeUploadInputs(dir, { count: 3, prefix: 'LBL' });
    const common = ['--base-url', server.baseUrl];
    const texts: string[] = [];
    const run = async (args: string[]) => {
      const result = await runCliInProcess([...args, ...common], { cwd: dir });
      expect(result.stderr).not.toContain('unexpected');
      texts.push(...printed(result));
      return result;
    };

    const uploaded = await run(['upload', 'invoices.csv', '--mapping', 'mapping.yaml']);
    expect(uploaded.code).toBe(0);
    expect(uploaded.stdout).toContain(`Target:   default profile (${server.baseUrl})\n`);
    writeUploadInputs(dir, { count: 2, prefix: 'LBJ', name: 'more.csv' });
    const json = await run(['upload', 'more.csv', '--mapping', 'mapping.yaml', '--json']);
    const uploadJson = JSON.parse(json.stdout) as { target: string; results: string };
    expect(uploadJson.target).toBe(`default profile (${server.baseUrl})`);
    texts.push(...(await workbookTexts(uploadJson.results)));

    const instance = server.instances()[0]!.instanceId;
    await run(['status', instance]);
    await run(['status', instance, '--json']);
    await run(['reconcile']);
    const reconciled = await run(['reconcile', '--json']);
    texts.push(...(await workbookTexts((JSON.parse(reconciled.stdout) as { workbook: string }).workbook)));
    await run(['advertisers']);
    await run(['advertisers', '--json']);
    await run(['advertisers', '--out', join(dir, 'list.xlsx')]);
    texts.push(...(await workbookTexts(join(dir, 'list.xlsx'))));
    texts.push(...printed(await runCliInProcess(['history'], { cwd: dir })));

    const drop = join(dir, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    writeUploadInputs(dir, { count: 1, prefix: 'LBW', name: 'dropped.csv' });
    copyFileSync(join(dir, 'dropped.csv'), join(drop, 'inbox', 'dropped.csv'));
    const watched = await run(['watch', drop, '--once', '--mapping', 'mapping.yaml', '--json']);
    expect((JSON.parse(watched.stdout) as { target: string }).target).toBe(`default profile (${server.baseUrl})`);
    const results = readdirSync(join(drop, 'results')).filter((name) => name.endsWith('.xlsx'));
    expect(results).toHaveLength(1);
    for (const name of results) texts.push(...(await workbookTexts(join(drop, 'results', name))));

    // The workbooks say what the terminal says of the target, and never call a server they cannot know real.
    expect(texts).toContain(`Summary!Target | default profile (${server.baseUrl})`);
    expect(texts.filter((text) => SANDBOX_ROW.test(text)).length).toBeGreaterThanOrEqual(3);
    expect(texts.filter((text) => text.includes('a real finance system') && !SANDBOX_ROW.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes(server.baseUrl)).length).toBeGreaterThan(10);
    expect(sandboxLabels(texts)).toEqual([]);
  });

  it('still calls the sandbox the tool starts itself the local sandbox', async () => {
    const dir = makeTempDir('label-embedded');
    writeUploadInputs(dir, { count: 2, prefix: 'EMB' });
    const uploaded = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'], {
      cwd: dir,
    });
    expect(uploaded.code).toBe(0);
    const json = JSON.parse(uploaded.stdout) as { target: string; results: string };
    expect(json.target).toMatch(
      /^local sandbox \(http:\/\/127\.0\.0\.1:\d+\) - nothing reaches a real finance system$/,
    );
    const summary = (await workbookTexts(json.results)).filter((text) => text.startsWith('Summary!'));
    expect(summary).toContainEqual(expect.stringMatching(/^Summary!Target \| local sandbox \(http:/));
    expect(summary).toContain('Summary!Sandbox | YES - local sandbox: nothing reached a real finance system');
    const listed = await runCliInProcess(['advertisers'], { cwd: dir });
    expect(listed.stdout).toMatch(/Source: local sandbox \(http:\/\/127\.0\.0\.1:\d+\)/);
    const history = await runCliInProcess(['history'], { cwd: dir });
    expect(history.stdout).toMatch(/local sandbox \(http:\/\/127\.0\.0\.1:\d+\)/);
  });
});
