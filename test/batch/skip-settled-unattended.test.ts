/**
 * An invoice settled as created by the finance system's own answer, with no person's say (`resolve
 * --from` a saved answers file, or `reconcile` looking up the instance an answer named), is skipped
 * by the next upload naming what settled it, never "by hand" or a person: the audit trail says who.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { resultsByInvoice } from '../helpers/read-workbook.js';
import { writeUploadInputs } from './cli-inputs.js';
import { localDay } from '../../src/report/local-time.js';
import { hostname } from 'node:os';
import { osUserName } from '../../src/batch/os-user.js';

const resultsBooks = (dir: string) => readdirSync(dir).filter((name) => /-results-.*\.xlsx$/.test(name));

/** The rows of the one results workbook in `dir` not among `before`. */
async function newResults(dir: string, before: string[]): Promise<Map<string, Record<string, unknown>>> {
  const books = resultsBooks(dir).filter((name) => !before.includes(name));
  expect(books).toHaveLength(1);
  return resultsByInvoice(join(dir, books[0]!));
}

describe('an upload after an invoice was settled without a person', () => {
  it('names the saved answer that resolve --from recorded', async () => {
    const cwd = makeTempDir('skip-settled-from');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'FROM' });
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const first = await runCliInProcess([...upload, '--json'], { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 0, inDoubt: 1 });
    const booked = sandbox.instances().find((i) => i.invoiceNumber === 'FROM-0001')!;
    // The answer as an upload saves it when its journal could not record it.
    const saved = join(cwd, 'unrecorded-answers-test.json');
    const answer = { outcome: 'created', instanceId: booked.instanceId, detail: `created as ${booked.instanceId}` };
    const invoice = { runId: 1, payeeId: '0000100002', invoiceNumber: 'FROM-0001', invoiceId: 'x' };
    writeFileSync(saved, JSON.stringify([{ ...invoice, ...answer }]));
    const resolved = await runCliInProcess(['resolve', '--from', saved, '--base-url', sandbox.baseUrl], { cwd });
    expect(resolved.stderr).toBe('');
    expect(resolved.code).toBe(0);
    // Who ran resolve --from is named beside the saved answer, as a hand resolution names its person.
    const who = `${osUserName()}@${hostname()}`;
    const shown = await runCliInProcess(['journal', 'show', '0000100002/FROM-0001'], { cwd });
    expect(shown.stdout).toContain(`by ${who} from the finance system's saved answer`);

    const before = resultsBooks(join(cwd, 'output'));
    const again = await runCliInProcess([...upload, '--json'], { cwd });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 1 });
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    const day = localDay(new Date().toISOString());
    expect((await newResults(join(cwd, 'output'), before)).get('FROM-0001')?.['Message']).toBe(
      `created (resolved from the finance system's saved answer by ${who} on ${day}: instance ${booked.instanceId}, run 1)`,
    );
  });

  it("names reconcile's status check for an invoice reconcile settled", async () => {
    const cwd = makeTempDir('skip-settled-reconcile');
    const sandbox = await startTestSandbox({ createdAnswer: 'warning' });
    writeUploadInputs(cwd, { count: 1, prefix: 'RECS' });
    const own = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd, '--base-url', sandbox.baseUrl];
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...own, '--json'];
    const first = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 0, inDoubt: 1 });
    const instance = sandbox.instances()[0]!.instanceId;
    const reconciled = await runCliInProcess(['reconcile', ...own], { cwd });
    expect(reconciled.code).toBe(0);

    const before = resultsBooks(cwd);
    const again = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 1 });
    const day = localDay(new Date().toISOString());
    expect((await newResults(cwd, before)).get('RECS-0001')?.['Message']).toBe(
      `created (resolved by reconcile's status check on ${day}: instance ${instance}, run 1)`,
    );
  });
});
