/**
 * Against a sandbox on a random port: the refusal before the list is cached through the compiled CLI
 * (`npx tsc -p .` first), as a user's shell gets it; the runs after it in process, parsed as cli.ts
 * parses them, as a child process costs about a second of CPU.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('PayeeId by advertiser name, end to end', () => {
  it('advertisers --refresh caches the list; upload then posts the ids of the names in the file', async () => {
    const dir = makeTempDir('ib-adv-cli');
    const sandbox = await startTestSandbox();
    writeFileSync(
      join(dir, 'm.yaml'),
      'invoice:\n  InvoiceId: { template: "A-{Number}" }\n  PayeeId: Advertiser\n  Invoice_Number: Number\n  Invoice_Date: Date\n  CurrencyCode: Currency\n  Invoice_Amount: Total\nitems:\n  Amount: Total\nadvertisers: { payeeIdBy: name, requireKnown: true }\n',
    );
    writeFileSync(
      join(dir, 'names.csv'),
      'Advertiser,Number,Date,Currency,Total\n"ørsted print & packaging a/s",N-1,2026-05-01,EUR,10\nÅtelier Noel,N-2,2026-05-01,DKK,20\n',
    );
    const common = ['--journal', join(dir, 'journal.sqlite'), '--base-url', sandbox.baseUrl];

    const before = await runCliProcess(
      ['upload', 'names.csv', '--mapping', 'm.yaml', '--json', ...common, '--out', join(dir, 'out')],
      { cwd: dir },
    );
    expect(before.code).toBe(2);
    expect(before.stderr).toContain(
      `no list is cached; run "invoice-batch advertisers --refresh --base-url ${sandbox.baseUrl} --journal ${join(dir, 'journal.sqlite')}" first`,
    );

    const refresh = await runCliInProcess(['advertisers', '--refresh', '--json', ...common], { cwd: dir });
    expect(refresh.code).toBe(0);

    const upload = await runCliInProcess(
      ['upload', 'names.csv', '--mapping', 'm.yaml', '--json', ...common, '--out', join(dir, 'out')],
      { cwd: dir },
    );
    expect(upload.stderr).toBe('');
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 2, invalid: 0 });
    expect(sandbox.instances().map((i) => [i.invoiceNumber, i.payeeId])).toEqual([
      ['N-1', '0000100032'],
      ['N-2', '0000100016'],
    ]);

    // Two spellings of one advertiser with one number: the later row is a problem before anything is posted.
    writeFileSync(
      join(dir, 'twice.csv'),
      'Advertiser,Number,Date,Currency,Total\nMüller & Söhne GmbH,TR-INV-1,2026-05-01,EUR,10\nMULLER & SOHNE GMBH,TR-INV-1,2026-05-01,EUR,10\n',
    );
    const validate = await runCliInProcess(
      [
        'validate',
        'twice.csv',
        '--mapping',
        'm.yaml',
        '--journal',
        join(dir, 'journal.sqlite'),
        '--out',
        join(dir, 'out'),
      ],
      // validate looks names up in the list of the system the settings name, as upload does.
      { cwd: dir, env: withSandboxKey({ INVOICE_BATCH_BASE_URL: sandbox.baseUrl }) },
    );
    expect(validate.code).toBe(1);
    expect(validate.stdout).toContain(
      'twice.csv, row 3, column "Number": expected each (PayeeId, Invoice_Number) once in a file; PayeeId 0000100001 already has this number at row 2',
    );
    const twice = await runCliInProcess(
      ['upload', 'twice.csv', '--mapping', 'm.yaml', '--json', ...common, '--out', join(dir, 'out')],
      { cwd: dir },
    );
    expect(twice.code).toBe(1);
    expect(JSON.parse(twice.stdout)).toMatchObject({ created: 0, skipped: 0, invalid: 1 });
    expect(sandbox.instances()).toHaveLength(2);
  });
});
