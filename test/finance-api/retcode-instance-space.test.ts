/**
 * The space of create answers whose E_RETCODE and E_INSTANCE_ID disagree about what happened,
 * as the sandbox sends them on a real loopback connection. The spec leaves the meaning of a
 * non-zero E_RETCODE unshown, so an answer that names an instance may come after the invoice was
 * booked: it is in doubt with its id, never rejected (posted again) nor created. An answer that
 * writes E_RETCODE or E_INSTANCE_ID twice with different values is in doubt whichever comes last.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { CreateOutcome } from '../../src/finance-api/call-outcome.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

type IdKind = 'real' | 'absent' | 'blank' | 'zeros' | 'spaces';

interface Case {
  retcode: number;
  retcodeAsText: boolean;
  idKind: IdKind;
  id: string;
  /** A second E_RETCODE written after the first: its value, or none. */
  repeatedRetcode: number | undefined;
  /** A second E_INSTANCE_ID written after the first: its value, or none. */
  repeatedId: string | undefined;
  message: string;
}

/** A real id: digits, not all zeros. */
const realIds = fc.stringMatching(/^[0-9]{1,20}$/).filter((id) => /[1-9]/.test(id));

const cases: fc.Arbitrary<Case> = fc.record({
  retcode: fc.oneof(fc.constant(0), fc.integer({ min: -9, max: 99 })),
  retcodeAsText: fc.boolean(),
  idKind: fc.constantFrom<IdKind>('real', 'absent', 'blank', 'zeros', 'spaces'),
  id: realIds,
  repeatedRetcode: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
  repeatedId: fc.option(realIds, { nil: undefined }),
  message: fc.constantFrom('', 'Invoice created with warnings: tax code defaulted', 'Invalid invoice', 'Duplicate'),
});

function idText(kind: IdKind, id: string): string | undefined {
  switch (kind) {
    case 'real':
      return JSON.stringify(id);
    case 'absent':
      return undefined;
    case 'blank':
      return '""';
    case 'zeros':
      return '"0000000000"';
    case 'spaces':
      return '"   "';
  }
}

function bodyOf(c: Case): string {
  const retcode = (value: number) => (c.retcodeAsText ? `"${value}"` : String(value));
  const members = [`"E_RETCODE":${retcode(c.retcode)}`];
  const id = idText(c.idKind, c.id);
  if (id !== undefined) members.push(`"E_INSTANCE_ID":${id}`);
  members.push(`"E_MESSAGE":${JSON.stringify(c.message)}`);
  if (c.repeatedRetcode !== undefined) members.push(`"E_RETCODE":${retcode(c.repeatedRetcode)}`);
  if (c.repeatedId !== undefined) members.push(`"E_INSTANCE_ID":${JSON.stringify(c.repeatedId)}`);
  return `{${members.join(',')}}`;
}

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});

async function answerOf(status: number, body: string): Promise<CreateOutcome> {
  sandbox.injectNext({ status, body, route: 'create', afterProcessing: true });
  const target = sandbox.target({ retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1, throttleBudgetMs: 0 } });
  return createInvoice(target, sampleInvoice());
}

describe('a create answer of E_RETCODE x E_INSTANCE_ID x members written twice', () => {
  it('is in doubt with its instance id when a non-zero code names one, rejected only when none is named, and never read last-key-wins', async () => {
    await fc.assert(
      fc.asyncProperty(cases, fc.constantFrom(200, 201, 400, 422), async (c, status) => {
        const outcome = await answerOf(status, bodyOf(c));
        const retcodes = new Set([c.retcode, c.repeatedRetcode ?? c.retcode]);
        const firstId = c.idKind === 'real' ? c.id : undefined;
        // The ids as written, blanks trimmed: a blank and then a real id is two readings too.
        const firstWritten = { real: c.id, absent: undefined, blank: '', zeros: '0000000000', spaces: '' }[c.idKind];
        const ids = new Set([firstWritten, c.repeatedId].filter((id) => id !== undefined));
        const named = c.repeatedId ?? firstId;
        if (retcodes.size > 1 || ids.size > 1) {
          // Ambiguous: whatever either reading says, never a result that posts again or records one id.
          expect(outcome.kind).toBe('in-doubt');
          return;
        }
        if (c.retcode === 0) {
          if (named !== undefined) expect(outcome).toMatchObject({ kind: 'created', instanceId: named });
          else expect(['created', 'in-doubt']).toContain(outcome.kind);
          return;
        }
        if (named !== undefined) {
          expect(outcome).toMatchObject({ kind: 'in-doubt', instanceId: named, retcode: c.retcode });
          if (outcome.kind === 'in-doubt') expect(outcome.message).toBe(c.message);
          return;
        }
        // No instance named: a refusal, rejected on a 2xx and failed on a 4xx, as before.
        expect(outcome.kind).toBe(status < 300 ? 'rejected' : 'http-error');
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the trial\'s answer, E_RETCODE 4 "created with warnings" with an id, in doubt with id, code and message', async () => {
    const body =
      '{"E_INSTANCE_ID":"0030000001","E_RETCODE":4,"E_MESSAGE":"Invoice created with warnings: tax code defaulted"}';
    expect(await answerOf(200, body)).toMatchObject({
      kind: 'in-doubt',
      status: 200,
      instanceId: '0030000001',
      retcode: 4,
      message: 'Invoice created with warnings: tax code defaulted',
      reason:
        'E_RETCODE 4 with E_INSTANCE_ID 0030000001: the invoice may have been created (Invoice created with warnings: tax code defaulted)',
    });
  });

  it('takes E_RETCODE written as 0 and then 8 as in doubt, naming both values', async () => {
    const outcome = await answerOf(200, '{"E_RETCODE":0,"E_INSTANCE_ID":"0030000002","E_MESSAGE":"","E_RETCODE":8}');
    expect(outcome).toMatchObject({
      kind: 'in-doubt',
      instanceId: '0030000002',
      reason: 'E_RETCODE is written twice with different values (0, 8): the invoice may have been created',
    });
  });
});
