/**
 * Re-uploading a file after one invoice changed (the amount of A-1 from 119.00 to 238.00), against
 * a back-end that books a second invoice of the same PayeeId and Invoice_Number (`booksDuplicates`,
 * as one without a duplicate check does): the change is held, and `--force` posts that one invoice,
 * never the unchanged ones already created, however often it is given.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { A1, A1_CHANGED, A2, B1, lastRunDetails, uploadArgs, writeInvoices } from './grouped-invoice-inputs.js';

interface UploadJson {
  created: number;
  skipped: number;
}

describe('upload --force after an invoice changed', () => {
  it('posts the changed invoice once and never the unchanged ones, on a back-end that books duplicates', async () => {
    const cwd = makeTempDir('upload-force');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    const upload = async (...more: string[]) => {
      const result = await runCliInProcess(uploadArgs(sandbox, '--json', ...more), { cwd });
      return JSON.parse(result.stdout) as UploadJson;
    };
    writeInvoices(cwd, [A1, A2, B1]);
    expect(await upload()).toMatchObject({ created: 3 });
    expect(sandbox.stats().createRequests).toBe(3);

    writeInvoices(cwd, [A1_CHANGED, A2, B1]);
    expect(await upload()).toMatchObject({ created: 0 });
    expect(sandbox.stats().createRequests).toBe(3);

    // What the user meant: the changed A-1 is booked as well; A-2 and B-1 are not booked again.
    expect(await upload('--force')).toMatchObject({ created: 1, skipped: 2 });
    expect(sandbox.stats().createRequests).toBe(4);
    expect(sandbox.instances().map((i) => `${i.invoiceNumber} ${i.amount}`)).toEqual([
      'A-1 119.0000',
      'A-2 238.0000',
      'B-1 59.5000',
      'A-1 238.0000',
    ]);

    // Everything in the file is now created as it is: --force again posts nothing.
    expect(await upload('--force')).toMatchObject({ created: 0, skipped: 3 });
    expect(sandbox.stats().createRequests).toBe(4);
  });
});

describe('upload --force of a changed invoice against a back-end that refuses duplicates', () => {
  it('records the refusal as about the invoice this journal created, with its run, instance and amount', async () => {
    const cwd = makeTempDir('upload-force-refused');
    const sandbox = await startTestSandbox();
    writeInvoices(cwd, [A1, A2, B1]);
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    const first = sandbox.instances().find((i) => i.invoiceNumber === 'A-1')!;
    writeInvoices(cwd, [A1_CHANGED, A2, B1]);
    await runCliInProcess(uploadArgs(sandbox), { cwd });

    const forced = await runCliInProcess(uploadArgs(sandbox, '--force'), { cwd });
    expect(forced.code).not.toBe(0);
    expect(sandbox.stats()).toMatchObject({ createRequests: 4, created: 3 });
    const details = await lastRunDetails(cwd);
    expect(details.get('A-1')).toMatch(
      new RegExp(
        `^refused as a duplicate: the finance system keeps the invoice run 1 created as instance ${first.instanceId} on [\\d-]+, amount 119\\.00 EUR, and a changed invoice is not posted`,
      ),
    );
    expect(details.get('A-1')).not.toContain('no record of creating it');
  });
});

describe('upload --force of a number posted before in another case', () => {
  it('posts it when it is another invoice, and never when it is the same invoice written otherwise', async () => {
    const cwd = makeTempDir('upload-force-near');
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    writeInvoices(cwd, ['100001,a-1,2026-11-01,119.00,1,x,100.00,19.00']);
    await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(sandbox.stats().createRequests).toBe(1);

    writeInvoices(cwd, ['100001,A-1,2026-11-01,119.00,1,x,100.00,19.00']);
    await runCliInProcess(uploadArgs(sandbox, '--force'), { cwd });
    expect(sandbox.stats().createRequests).toBe(1);
    expect((await lastRunDetails(cwd)).get('A-1')).toMatch(
      /^not sent, even with --force: the same invoice was posted before as a-1 in run 1/,
    );

    writeInvoices(cwd, ['100001,A-1,2026-11-05,59.50,1,y,50.00,9.50']);
    await runCliInProcess(uploadArgs(sandbox, '--force'), { cwd });
    expect(sandbox.stats().createRequests).toBe(2);
  });
});
