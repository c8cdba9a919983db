/**
 * The resolve lines the upload summary, the Summary sheet and resolve's help give for in-doubt
 * invoices say what each form does: the finance API has no search by invoice number, so naming
 * several with --not-created records the operator's statement and asks the API nothing.
 */
import { describe, expect, it } from 'vitest';
import { inDoubtResolveLines } from '../../src/report/outcome-words.js';
import { inDoubtIdNext } from '../../src/report/outcome-next-steps.js';
import { inDoubtIdKind, type InDoubtIdKind } from '../../src/finance-api/offer-answered-ids.js';
import { readCreateBody } from '../../src/finance-api/read-create-body.js';
import { interpretCreateOutcome } from '../../src/batch/send/interpret-create-outcome.js';
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
    expect(help).toMatch(
      /with no answer \(each looks up the instance its answer gave; an id read from a cut answer or a refusal is named, not recorded: give it with --instance-id\)/,
    );
  });

  // What the journal holds of an in-doubt invoice's instance, as the upload writes it.
  const processed = readCreateBody({
    status: 200,
    headers: new Headers(),
    body: '{"E_RETCODE":0,"E_MESSAGE":"","E_INSTANCE_ID":30000403}',
  });
  const refused = interpretCreateOutcome(
    {
      kind: 'rejected',
      status: 200,
      retcode: 8,
      message: 'Duplicate invoice: already exists as instance 0030000050',
      attempts: 1,
    },
    [],
    9,
    { messagePattern: 'duplicate', instancePattern: undefined },
  ).own.detail;
  const rows: [string, { instanceId: string | null; detail: string | null }, InDoubtIdKind][] = [
    ['a refusal code with an id', { instanceId: '0030000050', detail: 'E_RETCODE 4: posting in progress' }, 'named'],
    [
      'a processed answer whose id came as a number',
      { instanceId: null, detail: processed.says === 'maybe-processed' ? processed.reason : '' },
      'processed-number',
    ],
    [
      'a cut answer naming the id as text',
      { instanceId: null, detail: 'the answer was cut off after 120 bytes: {"E_INSTANCE_ID":"0030000062","E_RE' },
      'unproven',
    ],
    [
      'a cut answer naming the id as a number',
      { instanceId: null, detail: 'excerpt: {"E_INSTANCE_ID":30000062,"E_RE' },
      'unproven',
    ],
    ["a duplicate refusal's words", { instanceId: null, detail: refused ?? '' }, 'unproven'],
    ['a gateway page', { instanceId: null, detail: 'HTTP 504 Gateway Time-out' }, 'none'],
    ['nothing', { instanceId: null, detail: null }, 'none'],
  ];

  it.each(rows)('%s: the next step says what resolve does with it', (_, row, kind) => {
    expect(inDoubtIdKind(row)).toBe(kind);
    const next = inDoubtIdNext(kind);
    const bare = next.startsWith('invoice-batch resolve <InvoiceId>:');
    // resolve with no answer looks up only an id the answer gave for this very request.
    expect(bare).toBe(kind === 'named' || kind === 'processed-number');
    expect(next.includes('--instance-id <N>')).toBe(!bare);
    expect(next.includes('confirm it')).toBe(kind === 'unproven');
    // The summary of a run of that kind alone promises a lookup only where resolve makes one.
    const lines = inDoubtResolveLines('invoice-batch resolve', 1, [kind]);
    expect(lines.some((line) => line.command === 'invoice-batch resolve <InvoiceId>')).toBe(bare);
    expect(lines.some((line) => line.why.includes('confirm it'))).toBe(kind === 'unproven');
  });

  it('list every form when the kinds are not known (a stop, a signal)', () => {
    const lines = inDoubtResolveLines('invoice-batch resolve', 1);
    expect(lines.map((line) => line.command)).toEqual([
      'invoice-batch resolve <InvoiceId> --instance-id <N>',
      'invoice-batch resolve <InvoiceId> --not-created',
      'invoice-batch resolve <InvoiceId>',
    ]);
    expect(lines.every((line) => !line.why.includes('its answer named an instance: look it up'))).toBe(true);
  });
});
