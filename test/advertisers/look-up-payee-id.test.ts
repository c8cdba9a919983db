import { describe, expect, it } from 'vitest';
import { lookUpPayeeId } from '../../src/advertisers/look-up-payee-id.js';
import { indexAdvertisers } from '../../src/advertisers/index-advertisers.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';

const index = indexAdvertisers(
  [...SANDBOX_ADVERTISERS, { id: '0000900001', advertiserName: 'Atelier-Noël' }],
  '2026-05-01T06:00:00.000Z',
);
const NAME_RULES = { payeeIdBy: 'name' as const, requireKnown: false };

describe('lookUpPayeeId', () => {
  it('replaces an advertiser name by its id, whatever the case, accents and punctuation', () => {
    expect(lookUpPayeeId('muller & sohne gmbh', NAME_RULES, index)).toEqual({ payeeId: '0000100001' });
    expect(lookUpPayeeId('LODZ BILLBOARD GROUP', NAME_RULES, index)).toEqual({ payeeId: '0000100020' });
  });

  it('refuses an unknown name and names the closest advertisers', () => {
    expect(lookUpPayeeId('Muller und Sohne GmbH', NAME_RULES, index)).toEqual({
      problem:
        'expected the name of an advertiser in the advertiser list fetched 2026-05-01 06:00 UTC; closest: Müller & Söhne GmbH (0000100001)',
    });
  });

  it('names the candidates of a name two advertisers share', () => {
    expect(lookUpPayeeId('ATELIER NOEL', NAME_RULES, index)).toEqual({
      problem:
        'expected one advertiser of this name in the advertiser list fetched 2026-05-01 06:00 UTC, found 2: Atelier Noël (0000100016); Atelier-Noël (0000900001); write the PayeeId instead',
    });
  });

  it('says so when no name is close at all', () => {
    const found = lookUpPayeeId('Zzyzx Holdings', NAME_RULES, index);
    expect('problem' in found && found.problem).toMatch(/; no name is close$/);
  });

  it('requires a known id, and spots one that lost its leading zeros', () => {
    const rules = { payeeIdBy: 'id' as const, requireKnown: true };
    expect(lookUpPayeeId('0000100005', rules, index)).toEqual({ payeeId: '0000100005' });
    expect(lookUpPayeeId('100005', rules, index)).toEqual({
      problem:
        'expected the id of an advertiser: not in the advertiser list of 2026-05-01 06:00 UTC; did you mean 0000100005 (leading zeros lost?)',
    });
  });

  it('posts a PayeeId written with its leading zeros as listed when the list sent ids as numbers', () => {
    const numeric = indexAdvertisers([{ id: '100001', advertiserName: 'Müller & Söhne GmbH' }]);
    const rules = { payeeIdBy: 'id' as const, requireKnown: true };
    expect(lookUpPayeeId('0000100001', rules, numeric)).toEqual({ payeeId: '100001' });
    expect(lookUpPayeeId('100001', rules, numeric)).toEqual({ payeeId: '100001' });
    expect(lookUpPayeeId('0000100002', rules, numeric)).toHaveProperty('problem');
  });
});
