/**
 * A duplicate refusal whose instance the profile's pattern does not read (none set, or other
 * words): the detail names the id the refusal quotes as the one to confirm, resolve offers it,
 * and a create this upload sent more than once says so.
 */
import { describe, expect, it } from 'vitest';
import { interpretCreateOutcome } from '../../../src/batch/send/interpret-create-outcome.js';
import { offerAnsweredInstances } from '../../../src/finance-api/offer-answered-ids.js';
import type { InvoiceRow } from '../../../src/journal/invoice-row.js';

const MESSAGE = 'Duplicate invoice: PayeeId 0000100001 Invoice_Number N1 already exists as instance 0030000050';

describe('a duplicate refusal whose instance the profile does not read', () => {
  it.each([
    // instancePattern, message, attempts, offered, says sent again
    [undefined, MESSAGE, 2, ['0030000050'], true],
    [undefined, MESSAGE, 1, ['0030000050'], false],
    ['id=(\\d+)', MESSAGE, 1, ['0030000050'], false],
    [undefined, 'Duplicate invoice: already exists', 3, [], true],
    [undefined, 'Duplicate invoice: already exists as instance 0000000000', 1, [], false],
  ] as const)('pattern %s, %s, %i attempts: offers %j', (instancePattern, message, attempts, offered, sentAgain) => {
    const rules = { messagePattern: 'duplicate', instancePattern };
    const outcome = { kind: 'rejected' as const, status: 200, retcode: 8, message, attempts };
    const { own } = interpretCreateOutcome(outcome, [], 9, rules);
    expect(own.state).toBe('in-doubt');
    const detail = own.detail ?? '';
    if (offered.length > 0) {
      expect(detail).toContain(
        `the finance system named instance ${offered[0]} in its refusal; look it up in the finance system and record the one it shows with`,
      );
      expect(detail).not.toContain('no instance id could be read');
    } else {
      expect(detail).toContain('no instance id could be read from the answer; resolve it with --instance-id');
    }
    expect(detail.includes(`this upload sent the create ${attempts} times`)).toBe(sentAgain);
    // resolve offers what the detail names, and looks it up before recording it.
    expect(offerAnsweredInstances([detail])).toEqual(offered);
  });

  it.each([
    // how the refusal came, message, offered
    ['an E_RETCODE refusal', MESSAGE, ['0030000050']],
    ['a 409 Conflict', MESSAGE, ['0030000050']],
    ['an E_RETCODE refusal', 'Duplicate invoice: already exists', []],
  ] as const)(
    '--retry-in-doubt refused by %s (%s): its detail names %j as the plain upload does',
    (how, message, offered) => {
      const rules = { messagePattern: 'duplicate', instancePattern: undefined };
      const earlier = [{ id: 1, runId: 4 } as InvoiceRow];
      const outcome =
        how === 'a 409 Conflict'
          ? { kind: 'in-doubt' as const, reason: 'HTTP 409 Conflict', conflict: message, status: 409, attempts: 1 }
          : { kind: 'rejected' as const, status: 200, retcode: 8, message, attempts: 1 };
      const { own, settle } = interpretCreateOutcome(outcome, earlier, 9, rules);
      expect(own.state).toBe('in-doubt');
      expect(settle).toEqual([]);
      const detail = own.detail ?? '';
      expect(detail).toContain("run 4's post was created (the re-post was refused as a duplicate)");
      if (offered.length > 0) {
        expect(detail).toContain(`the finance system named instance ${offered[0]} in its refusal; look it up`);
        expect(detail).not.toContain('no instance id could be read');
      } else expect(detail).toContain('no instance id could be read from the answer; resolve it with --instance-id');
      expect(offerAnsweredInstances([detail])).toEqual(offered);
    },
  );
});
