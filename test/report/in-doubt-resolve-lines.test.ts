/**
 * The resolve lines the upload summary, the Summary sheet and resolve's help give for in-doubt
 * invoices say what each form does: the finance API has no search by invoice number, so naming
 * several with --not-created records the operator's statement and asks the API nothing.
 */
import { describe, expect, it } from 'vitest';
import { inDoubtResolveLines } from '../../src/report/outcome-words.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('in-doubt resolve lines', () => {
  it('say the bulk --not-created form records what the operator found, with nothing looked up', () => {
    const bulk = inDoubtResolveLines('invoice-batch resolve', 2).find((line) => line.command.includes('...'));
    expect(bulk?.command).toBe('invoice-batch resolve <InvoiceId> <InvoiceId> ... --not-created');
    expect(bulk?.why).not.toMatch(/each looked up/);
    expect(bulk?.why).toMatch(/recorded as not created/);
    expect(bulk?.why).toMatch(/nothing is looked up/);
  });

  it("keep the lookup only for the form that makes one: resolve's help says --not-created records, a bare id looks up", async () => {
    const result = await runCliProcess(['resolve', '--help'], { cwd: makeTempDir('resolve-help') });
    expect(result.code).toBe(0);
    const help = result.stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(
      /several with --not-created \(each recorded as not created as you say; nothing is looked up\)/,
    );
    expect(help).toMatch(/with no answer \(each looks up the instance its answer named\)/);
  });
});
