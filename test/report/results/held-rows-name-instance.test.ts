/**
 * A re-upload that holds an invoice created earlier names, on its Results row, the instance it was
 * created as and the run that created it, as `journal` and `history` do, so finance staff can find
 * it in the finance system: the invalid row of a held file (same PayeeId and Invoice_Number, now
 * unreadable) and the row held because its content differs. The sandbox on loopback, a real SQLite
 * journal and the test PostgreSQL server.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import { invalidDateMapped, mapped, validBatch, validInvoice } from '../../batch/mapped-invoices.js';
import { JOURNAL_BACKENDS, uploadMappedFile } from '../../batch/upload-mapped-file.js';
import { resultsByInvoice } from '../../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

let open: { journal: Journal; sandbox: TestSandbox } | undefined;
afterEach(async () => {
  await open?.sandbox.close();
  await open?.journal.close();
  open = undefined;
});

describe.each(JOURNAL_BACKENDS)('the Results rows of a re-upload holding created invoices ($name)', ({ location }) => {
  it('name the instance each was created as and the run that created it', async () => {
    const dir = makeTempDir('ib-held-names-instance');
    const journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox();
    open = { journal, sandbox };
    const first = await uploadMappedFile(journal, sandbox, dir, 'first.csv', validBatch(3, { prefix: 'HN' }));
    const firstRun = first.runs[0]!.run.id;
    const instances = new Map(sandbox.instances().map((made) => [made.invoiceNumber, made.instanceId]));
    const changed = mapped(validInvoice(2, { prefix: 'HN' }, { Invoice_Date: '20250115' }), 3);
    const again = [validBatch(1, { prefix: 'HN' })[0]!, changed, invalidDateMapped(3, { prefix: 'HN' })];
    const second = await uploadMappedFile(journal, sandbox, dir, 'second.csv', again);
    expect(second.runs[0]!.counts).toMatchObject({ invalid: 1, created: 0 });
    const outDir = join(dir, 'out');
    const workbook = readdirSync(outDir).find((name) => name.startsWith('second-results') && name.endsWith('.xlsx'));
    const rows = await resultsByInvoice(join(outDir, workbook!));

    const invalid = rows.get('HN-00003');
    expect(invalid).toMatchObject({ Outcome: 'invalid' });
    // Where its reasons are, then where the finance system holds the invoice of its key.
    expect(String(invalid?.['Message'])).toBe(
      `not read as an invoice: see Problems, month-end.csv, row 4; ` +
        `an invoice of this vendor id and invoice number was created by run ${firstRun} as instance ${instances.get('HN-00003')}`,
    );
    // The Instance id column stays for an instance of this row's own: this one was not posted.
    expect(invalid?.['Instance id']).toBeNull();

    const held = rows.get('HN-00002');
    expect(held).toMatchObject({ Outcome: 'held: differs' });
    expect(String(held?.['Message'])).toContain(`was created as instance ${instances.get('HN-00002')} on `);
    expect(String(held?.['Message'])).toMatch(new RegExp(` on [\\d-]+ \\(run ${firstRun}\\): `));
  }, 60_000);
});
