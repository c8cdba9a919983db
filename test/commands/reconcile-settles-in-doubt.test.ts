/**
 * `reconcile` settles the in-doubt invoices whose create answer named an instance (a non-zero
 * E_RETCODE with an id), as `resolve <ref>` does: looked up by that id with a status call, then
 * recorded as created with it; a later upload posts none of them again.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 3;

describe('reconcile with in-doubt invoices whose answers named their instance', () => {
  it('settles each as created with that id, says so in its summary and workbook, and a re-upload posts nothing', async () => {
    const cwd = makeTempDir('reconcile-settles');
    const sandbox = await startTestSandbox({ createdAnswer: 'warning' });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'RECW' });
    const own = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd, '--base-url', sandbox.baseUrl];
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...own, '--json'];

    const first = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 0, inDoubt: COUNT });
    const booked = new Map(sandbox.instances().map((i) => [i.invoiceNumber, i.instanceId]));
    expect(booked.size).toBe(COUNT);

    const reconciled = await runCliInProcess(['reconcile', ...own], { cwd });
    // Progress lines only (show-reconcile-progress.ts): no warning, no error.
    expect(reconciled.stderr.split('\n').filter((line) => line && !line.startsWith('statuses checked: '))).toEqual([]);
    expect(reconciled.code).toBe(0);
    expect(reconciled.stdout).toContain(
      `In doubt with an instance id in their answer: ${COUNT} looked up by it, ${COUNT} settled as created (as resolve does).`,
    );
    expect(reconciled.stdout).toContain('In doubt awaiting resolution: 0.');
    // Created now, they are checked with the rest in the same reconcile.
    expect(reconciled.stdout).toMatch(new RegExp(`^Checked ${COUNT} invoices`, 'm'));

    const listed = JSON.parse((await runCliInProcess(['journal', '--json', ...own.slice(0, 2)], { cwd })).stdout) as {
      invoices: { invoiceNumber: string; state: string; instanceId: string | null }[];
    };
    expect(new Map(listed.invoices.map((row) => [row.invoiceNumber, [row.state, row.instanceId]]))).toEqual(
      new Map([...booked].map(([number, id]) => [number, ['created', id]])),
    );

    const workbook = /^Workbook: (.+)$/m.exec(reconciled.stdout)![1]!;
    const titles: string[] = [];
    (await readBook(workbook)).getWorksheet('Summary')!.eachRow((row) => titles.push(String(row.getCell(1).value)));
    expect(titles).toContain('In doubt, looked up by the instance id of their answer (as resolve does)');
    for (const number of booked.keys()) expect(titles.some((cell) => cell.endsWith(`/${number}`))).toBe(true);

    const creates = sandbox.stats().createRequests;
    const again = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: COUNT, inDoubt: 0 });
    expect(sandbox.stats().createRequests).toBe(creates);
  });
});
