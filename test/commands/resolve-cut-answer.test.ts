/**
 * End to end through the sandbox (real HTTP, a real journal): a booked create whose answer is cut
 * off just after E_INSTANCE_ID is in doubt, never posted again; the summary says to confirm the id
 * its answer named; `resolve REF` alone names it and records nothing; `resolve REF --instance-id N`
 * checks it with a status read and records it created; the next upload skips it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('a create answer cut off mid-body that names its instance', () => {
  it('is in doubt, named by resolve, recorded with --instance-id after a status read, and never posted again', async () => {
    const cwd = makeTempDir('resolve-cut-answer');
    sandbox = await startTestSandbox({ createdAnswer: 'cut-body' });
    writeUploadInputs(cwd, { count: 1, prefix: 'CUT' });
    const own = ['--journal', join(cwd, 'j.sqlite'), '--base-url', sandbox.baseUrl];
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--out', cwd, ...own];

    const first = await runCliInProcess(upload, { cwd });
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('1 invoice(s) are IN DOUBT');
    // Its id was read from a cut answer: confirm it, not "resolve looks it up".
    expect(first.stdout).toContain('confirm it in the finance system first');
    expect(first.stdout).not.toMatch(/^ {2}invoice-batch resolve [^\n]*<InvoiceId> {2,}/m);
    // The Summary sheet says the same: no bare resolve that would look up an id only read from a cut answer.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(
      join(
        cwd,
        readdirSync(cwd).find((name) => name.includes('-results-'))!,
      ),
    );
    let whatToDo = '';
    book.getWorksheet('Summary')!.eachRow((row) => {
      if (row.getCell(1).text === 'In doubt: what to do') whatToDo = row.getCell(2).text;
    });
    expect(whatToDo).toContain('confirm it in the finance system first');
    expect(whatToDo).not.toContain('its answer gave the instance: looked up');
    const booked = sandbox.instances()[0]!;
    const reference = `${booked.payeeId}/${booked.invoiceNumber}`;

    const alone = await runCliInProcess(['resolve', reference, ...own], { cwd });
    expect(alone.code).not.toBe(0);
    expect(alone.stderr).toContain(`its answer named ${booked.instanceId}, not confirmed`);

    const reads = sandbox.stats().statusRequests;
    const given = await runCliInProcess(['resolve', reference, '--instance-id', booked.instanceId, ...own, '--json'], {
      cwd,
    });
    expect(given.stderr).toBe('');
    expect(JSON.parse(given.stdout)).toMatchObject({ instanceId: booked.instanceId });
    expect(sandbox.stats().statusRequests - reads).toBe(1);

    const again = await runCliInProcess([...upload, '--json'], { cwd });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 1, inDoubt: 0 });
    expect(sandbox.stats().createRequests).toBe(1);
  }, 60_000);
});
