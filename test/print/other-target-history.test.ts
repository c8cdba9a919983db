import { describe, expect, it } from 'vitest';
import type { InvoiceHistoryRow } from '../../src/journal/show-statements.js';
import { describeOtherTargetHistory, keepTargetHistory } from '../../src/print/other-target-history.js';

/** Only the fields the split reads: which target, described how. */
const row = (targetIdentity: string, runTargetDescription: string) =>
  ({ targetIdentity, runTargetDescription }) as InvoiceHistoryRow;

describe('keepTargetHistory', () => {
  const acme = row('acme-id', 'acme (https://acme.example)');
  const beta = row('beta-id', 'beta (https://beta.example)');

  it('keeps every row when no target was named', () => {
    const history = keepTargetHistory([acme, beta], undefined);
    expect(history).toEqual({ shown: [acme, beta], elsewhere: [] });
    expect(describeOtherTargetHistory('P/1', history)).toBeUndefined();
  });

  it("shows the named target's rows and says how many of the others were left out, and where", () => {
    const history = keepTargetHistory([acme, beta, beta], 'acme-id');
    expect(history.shown).toEqual([acme]);
    expect(describeOtherTargetHistory('P/1', history)).toBe(
      'journal show: 2 rows of P/1 under another target not shown: beta (https://beta.example)',
    );
  });
});
