/**
 * An invalid row whose invoice an earlier run only found in the finance system (its post refused as
 * a duplicate of an instance another journal created) says so, as that invoice's skip does: "found
 * in the finance system by run R", never "created by run R". Real CSV files, real SQLite journals
 * and the sandbox on loopback.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';
import { resultsByInvoice } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { uploadAnnotated } from '../annotated-copy/annotated-copy-fixture.js';

const GOOD = 'Vendor,Number,Date,Currency,Total,Net,Tax\r\n0000100001,FF-1,20250131,EUR,11.90,10.00,1.90\r\n';

/** Writes `text` as `name` in `dir` and uploads it with `--partial` to `sandbox`: the run. */
async function upload(dir: string, sandbox: TestSandbox, name: string, text: string) {
  const source = join(dir, name);
  writeFileSync(source, text);
  return (await uploadAnnotated(dir, source, ONE_ROW_MAPPING, { sandbox, annotate: false })).report.runs[0]!;
}

describe('an invalid row whose invoice an earlier run found in the finance system', () => {
  it('says the run found it there, as the skip does, and which instance', async () => {
    const sandbox = await startTestSandbox();
    onTestFinished(() => sandbox.close());
    // Another journal posts FF-1; this one's first upload finds it there (its post refused as a duplicate).
    await upload(makeTempDir('ib-found-other'), sandbox, 'a.csv', GOOD);
    const mine = makeTempDir('ib-found-mine');
    const found = await upload(mine, sandbox, 'a.csv', GOOD);
    const instance = sandbox.instances()[0]!.instanceId;
    expect(found.counts).toMatchObject({ invoices: 1 });
    const skip = await resultsByInvoice((await upload(mine, sandbox, 'a.csv', GOOD)).resultsFile!);
    expect(String(skip.get('FF-1')?.['Message'])).toContain(
      `found in the finance system by an earlier upload (run ${found.run.id}`,
    );

    const invalid = await upload(mine, sandbox, 'b.csv', GOOD.replace('11.90', 'n/a'));
    const rows = await resultsByInvoice(invalid.resultsFile!);
    expect(rows.get('FF-1')).toMatchObject({ Outcome: 'invalid' });
    expect(String(rows.get('FF-1')?.['Message'])).toContain(
      `an invoice of this vendor id and invoice number was found in the finance system by run ${found.run.id} as instance ${instance}`,
    );
    expect(sandbox.instances()).toHaveLength(1);
  }, 60_000);
});
