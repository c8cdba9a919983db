import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredInstanceId, sameInstanceId } from '../../src/finance-api/read-status-instance.js';

const digits = fc.stringMatching(/^[1-9]\d{0,24}$/);
const zeros = fc.integer({ min: 0, max: 12 }).map((n) => '0'.repeat(n));

describe('the instance a status answer names', () => {
  it('is the one asked for when the digits agree but for leading zeros, as text or as a JSON number', () => {
    fc.assert(
      fc.property(digits, zeros, zeros, (id, asked, answered) => {
        expect(sameInstanceId(`${answered}${id}`, `${asked}${id}`)).toBe(true);
        expect(answeredInstanceId(`{"E_STATUS":{"INV_INSTNC_ID":"${answered}${id}"}}`)).toBe(`${answered}${id}`);
        // A number keeps every digit, past 2^53 too: it is read from the answer's text.
        expect(
          answeredInstanceId(`{"E_RETCODE":0,"E_STATUS": { "OBJ_TYPE":"INVOICE", "INV_INSTNC_ID" : ${id} }}`),
        ).toBe(id);
      }),
      { numRuns: 500, seed: 20261127 },
    );
  });

  it('is another one when the numbers differ, however the zeros are written', () => {
    fc.assert(
      fc.property(digits, digits, zeros, zeros, (a, b, za, zb) => {
        fc.pre(a !== b);
        expect(sameInstanceId(`${za}${a}`, `${zb}${b}`)).toBe(false);
      }),
      { numRuns: 500, seed: 20261127 },
    );
    // Past 2^53 these two are one double; as digits they are two instances.
    expect(sameInstanceId('12345678901234567891', '12345678901234567892')).toBe(false);
  });

  it.each([
    ' 0030000017',
    '0030000017 ',
    '+30000017',
    '-30000017',
    '30000017.0',
    '3.0000017e7',
    '0x1CA0811',
    'INV0030000017',
    '',
  ])('is never taken as the one asked for when written %j', (written) => {
    expect(sameInstanceId(written, '0030000017')).toBe(false);
  });

  it.each([
    ['no E_STATUS', '{"E_RETCODE":0}'],
    ['no INV_INSTNC_ID', '{"E_STATUS":{"OBJ_TYPE":"INVOICE"}}'],
    ['null', '{"E_STATUS":{"INV_INSTNC_ID":null}}'],
    ['empty text', '{"E_STATUS":{"INV_INSTNC_ID":""}}'],
    ['E_STATUS not an object', '{"E_STATUS":"0030000017"}'],
    ['only nested deeper', '{"E_STATUS":{"T":{"INV_INSTNC_ID":"0030000017"}}}'],
  ])('is none with %s', (_, body) => {
    expect(answeredInstanceId(body)).toBeUndefined();
  });
});
