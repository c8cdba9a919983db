import { describe, expect, it } from 'vitest';
import { applyAdvertiserRules } from '../../src/advertisers/apply-advertiser-rules.js';
import { indexAdvertisers } from '../../src/advertisers/index-advertisers.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import type { Invoice } from '../../src/invoice/invoice-schema.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';

const index = indexAdvertisers([...SANDBOX_ADVERTISERS, { id: '0000900001', advertiserName: 'Atelier-Noël' }], '2026-05-01T06:00:00.000Z');
const NAME_RULES = { payeeIdBy: 'name' as const, requireKnown: false };
const SOURCE = { column: 'Advertiser' };

function mapped(payee: string): MappedInvoice {
  return {
    file: 'may.csv',
    sheet: undefined,
    rows: '7',
    firstRow: 7,
    draft: { InvoiceId: 'AP-1', Invoice_Number: 'N-1', PayeeId: payee, lines: 1 },
    invoice: { PayeeId: payee, Invoice_Number: 'N-1' } as unknown as Invoice,
    problems: [],
  };
}

describe('applyAdvertiserRules', () => {
  it('replaces an advertiser name by its id, whatever the case, accents and punctuation', () => {
    const result = applyAdvertiserRules(mapped('muller & sohne gmbh'), NAME_RULES, index, SOURCE);
    expect(result.problems).toEqual([]);
    expect(result.draft.PayeeId).toBe('0000100001');
    expect(result.invoice?.PayeeId).toBe('0000100001');
    expect(applyAdvertiserRules(mapped('LODZ BILLBOARD GROUP'), NAME_RULES, index, SOURCE).invoice?.PayeeId).toBe('0000100020');
  });

  it('makes an unknown name a problem at its row and column that names the closest advertisers', () => {
    const result = applyAdvertiserRules(mapped('Muller und Sohne GmbH'), NAME_RULES, index, SOURCE);
    expect(result.invoice).toBeUndefined();
    expect(result.problems).toEqual([
      {
        file: 'may.csv',
        sheet: undefined,
        row: 7,
        column: 'Advertiser',
        field: 'PayeeId',
        value: 'Muller und Sohne GmbH',
        message: 'expected the name of an advertiser in the advertiser list fetched 2026-05-01 06:00 UTC; closest: Müller & Söhne GmbH (0000100001)',
      },
    ]);
  });

  it('names the candidates of a name two advertisers share', () => {
    const result = applyAdvertiserRules(mapped('ATELIER NOEL'), NAME_RULES, index, SOURCE);
    expect(result.problems[0]?.message).toBe(
      'expected one advertiser of this name in the advertiser list fetched 2026-05-01 06:00 UTC, found 2: Atelier Noël (0000100016); Atelier-Noël (0000900001); write the PayeeId instead',
    );
  });

  it('says so when no name is close at all', () => {
    expect(applyAdvertiserRules(mapped('Zzyzx Holdings'), NAME_RULES, index, SOURCE).problems[0]?.message).toMatch(/; no name is close$/);
  });

  it('requires a known id, and spots one that lost its leading zeros', () => {
    const rules = { payeeIdBy: 'id' as const, requireKnown: true };
    expect(applyAdvertiserRules(mapped('0000100005'), rules, index, SOURCE).problems).toEqual([]);
    const lost = applyAdvertiserRules(mapped('100005'), rules, index, SOURCE);
    expect(lost.invoice).toBeUndefined();
    expect(lost.problems[0]?.message).toBe('expected the id of an advertiser in the advertiser list fetched 2026-05-01 06:00 UTC; did you mean 0000100005 (leading zeros lost?)');
  });

  it('accepts a PayeeId with its leading zeros when the list sent ids as numbers', () => {
    const numeric = indexAdvertisers([{ id: '100001', advertiserName: 'Müller & Söhne GmbH' }]);
    const rules = { payeeIdBy: 'id' as const, requireKnown: true };
    expect(applyAdvertiserRules(mapped('0000100001'), rules, numeric, SOURCE).problems).toEqual([]);
    expect(applyAdvertiserRules(mapped('100001'), rules, numeric, SOURCE).problems).toEqual([]);
    expect(applyAdvertiserRules(mapped('0000100002'), rules, numeric, SOURCE).problems).toHaveLength(1);
  });

  it('leaves an empty PayeeId to the model check', () => {
    const empty = mapped('');
    expect(applyAdvertiserRules(empty, { payeeIdBy: 'name', requireKnown: true }, index, SOURCE)).toBe(empty);
  });
});
