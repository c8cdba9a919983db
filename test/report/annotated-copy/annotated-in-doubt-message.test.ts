/**
 * An in-doubt row of the annotated copy says first what a person does (the results workbook's
 * words), then the answer that left it in doubt, shortened: a gateway's page is not the message.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { uploadAnnotated } from './annotated-copy-fixture.js';
import { inDoubtIdNext } from '../../../src/report/outcome-next-steps.js';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('the annotated copy of a file with invoices in doubt', () => {
  it('tells what to do on the in-doubt row, the answer shortened after it', async () => {
    // A 503 written after forwarding: the create may have been booked.
    sandbox = await startTestSandbox({ proxyAnswer: { name: 'envoy-connection-termination', requests: 1 } });
    const dir = makeTempDir('ib-annotate-doubt');
    const source = join(dir, 'drop.csv');
    writeFileSync(
      source,
      [
        'Vendor,Number,Date,Currency,Total,Net,Tax',
        '0000100001,D-1,2026-11-02,EUR,10.00,10.00,0.00',
        '0000100002,D-2,2026-11-03,EUR,20.00,20.00,0.00',
        '',
      ].join('\n'),
    );
    const { report, invoices } = await uploadAnnotated(dir, source, ONE_ROW_MAPPING, { sandbox });
    expect(invoices.map((invoice) => invoice.state).sort()).toEqual(['created', 'in-doubt']);
    const copy = readFileSync(report.runs[0]!.annotatedFile!, 'utf8').split('\n');
    const doubtRow = copy.find((line) => line.includes(',in doubt,'))!;
    const message = doubtRow.slice(doubtRow.indexOf(',in doubt,') + ',in doubt,'.length + 1);
    // A 503 page names no instance: look it up, then give what was found.
    const todo = `in doubt: do not post or pay it again by hand; ${inDoubtIdNext('none')}`;
    expect(message).toContain(todo);
    expect(message).toContain('The answer: ');
    expect(message.length).toBeLessThan(todo.length + 150);
  });
});
