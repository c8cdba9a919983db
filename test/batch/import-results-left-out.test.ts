/**
 * `import-results` keeps the rows the mapping left out, as the workbook's Summary names them: a
 * results workbook written later from the imported run (here by `resolve --from`, after a journal
 * restored from a backup) names every one with its rule, as the upload's own did. In process,
 * against the sandbox, with real SQLite journals.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryValues } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { copySampleFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { openJournal } from '../../src/journal/open-journal.js';

const SAMPLE = 'month-end-register.xlsx';
const MAPPING = 'month-end-register.yaml';

const resultsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.includes('-results-') && name.endsWith('.xlsx'))
    .sort()
    .map((name) => join(dir, name));

/** The Summary's lines of rows left out: the total and each `Rule: ...` with its text. */
const leftOutOf = (summary: Map<string, unknown>) =>
  [...summary].filter(([label]) => label === 'Rows left out by the mapping' || label.startsWith('Rule: '));

describe('import-results and the rows left out by the mapping', () => {
  it('a workbook written again from the imported run names them as the upload did', async () => {
    const cwd = copySampleFolder('import-left-out', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    // The first answer is lost after the invoice was created: it stays in doubt, to be resolved later.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const uploadFlags = ['--base-url', sandbox.baseUrl, '--journal', join(cwd, 'lost.sqlite')];
    const upload = await runCliInProcess(
      ['upload', SAMPLE, '--mapping', MAPPING, ...uploadFlags, '--out', 'out', '--concurrency', '1'],
      { cwd },
    );
    expect(upload.code, upload.stderr + upload.stdout).not.toBe(0);
    const [uploaded] = resultsIn(join(cwd, 'out'));
    const before = leftOutOf(await summaryValues(uploaded!));
    expect(before.length).toBeGreaterThan(1);

    // The journal the upload wrote is lost; the restored one knows nothing of the run.
    const flags = ['--base-url', sandbox.baseUrl, '--journal', join(cwd, 'restored.sqlite')];
    const imported = await runCliInProcess(['import-results', uploaded!, ...flags, '--json'], { cwd });
    expect(imported.code, imported.stderr).toBe(0);
    const [report] = (JSON.parse(imported.stdout) as { imported: { leftOut: number; leftOutUnread: string[] }[] })
      .imported;
    expect(report).toMatchObject({ leftOut: before[0]![1], leftOutUnread: [] });

    const journal = await openJournal(join(cwd, 'restored.sqlite'));
    const invoices = await journal.lists.listInvoices({ limit: -1 }).finally(() => journal.close());
    const doubtful = invoices.filter((row) => row.state === 'in-doubt');
    expect(doubtful).toHaveLength(1);
    const answers = doubtful.map((row) => {
      const instance = sandbox.instances().find((i) => i.invoiceNumber === row.invoiceNumber)!;
      const { runId, payeeId, invoiceNumber, invoiceId } = row;
      const detail = `created as instance ${instance.instanceId}`;
      return { runId, payeeId, invoiceNumber, invoiceId, outcome: 'created', instanceId: instance.instanceId, detail };
    });
    writeFileSync(join(cwd, 'answers.json'), JSON.stringify(answers));
    const resolve = await runCliInProcess(['resolve', '--from', 'answers.json', ...flags, '--out', 'again'], { cwd });
    expect(resolve.code, resolve.stderr + resolve.stdout).toBe(0);
    const [rewritten] = resultsIn(join(cwd, 'again'));
    expect(leftOutOf(await summaryValues(rewritten!))).toEqual(before);
  }, 120_000);
});
