/**
 * Upload and upload again against a sandbox that books each invoice but answers with a non-zero
 * E_RETCODE and the instance id ("created with warnings"), or writes E_RETCODE twice: each
 * invoice is in doubt with its instance id in the journal, the results workbook and --json,
 * never posted again, and `resolve` settles it by that instance id through a status call.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreatedAnswer } from '../../src/sandbox/created-answer-fault.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 4;

const upload = (sandbox: TestSandbox, extra: string[] = []) => [
  'upload',
  'invoices.csv',
  '--mapping',
  'mapping.yaml',
  '--base-url',
  sandbox.baseUrl,
  ...extra,
];

/** Instance id by Invoice_Number, as the newest results workbook shows it. */
async function workbookInstances(cwd: string): Promise<Map<string, [string, string]>> {
  const dir = join(cwd, 'output');
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith('.xlsx'))
    .sort()
    .at(-1)!;
  const sheet = (await readBook(join(dir, newest))).getWorksheet('Results')!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => header.findIndex((text) => text === name);
  const found = new Map<string, [string, string]>();
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    found.set(String(values[column('Invoice number')]), [
      String(values[column('Outcome')]),
      String(values[column('Instance id')]),
    ]);
  });
  return found;
}

describe.each<CreatedAnswer>(['warning', 'repeated-retcode'])('upload when booked creates are answered %s', (mode) => {
  it('keeps each invoice in doubt with its instance id, posts none again, and resolve settles it by that id', async () => {
    const cwd = makeTempDir(`upload-created-${mode}`);
    const sandbox = await startTestSandbox({ createdAnswer: mode });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'WARN' });

    const first = await runCliInProcess(upload(sandbox, ['--json']), { cwd });
    expect(first.code).toBe(1);
    const json = JSON.parse(first.stdout) as {
      created: number;
      rejected: number;
      inDoubt: number;
      inDoubtInvoices: { invoiceNumber: string; instanceId?: string }[];
    };
    expect(json).toMatchObject({ created: 0, rejected: 0, inDoubt: COUNT });
    const booked = new Map(sandbox.instances().map((i) => [i.invoiceNumber, i.instanceId]));
    expect(booked.size).toBe(COUNT);
    expect(new Map(json.inDoubtInvoices.map((i) => [i.invoiceNumber, i.instanceId]))).toEqual(booked);
    const shown = await workbookInstances(cwd);
    for (const [number, instanceId] of booked) expect(shown.get(number)).toEqual(['in doubt', instanceId]);

    const again = await runCliInProcess(upload(sandbox), { cwd });
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(`${COUNT} invoice(s) are IN DOUBT`);
    const [number, instanceId] = [...booked][0]!;
    expect(again.stdout).toMatch(new RegExp(`\\(0000\\d{6}/${number}, instance ${instanceId}\\)`));
    expect(sandbox.stats().createRequests).toBe(COUNT);

    // No answer given: the instance the create's answer named is looked up, then recorded.
    const statusCalls = sandbox.stats().statusRequests;
    for (const [invoiceNumber] of booked) {
      const payee = json.inDoubtInvoices.find((i) => i.invoiceNumber === invoiceNumber) as { payeeId?: string };
      const resolved = await runCliInProcess(
        ['resolve', `${payee.payeeId}/${invoiceNumber}`, '--base-url', sandbox.baseUrl, '--json'],
        { cwd },
      );
      expect(resolved.stderr).toBe('');
      expect(JSON.parse(resolved.stdout)).toMatchObject({
        instanceId: booked.get(invoiceNumber),
        settled: [
          { runId: 1, state: 'created' },
          { runId: 2, state: 'skipped' },
        ],
      });
    }
    expect(sandbox.stats().statusRequests - statusCalls).toBe(COUNT);

    const third = await runCliInProcess(upload(sandbox, ['--json']), { cwd });
    expect(third.code).toBe(0);
    expect(JSON.parse(third.stdout)).toMatchObject({ created: 0, skipped: COUNT, inDoubt: 0 });
    expect(sandbox.stats().createRequests).toBe(COUNT);
  });
});
