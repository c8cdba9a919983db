import { describe, expect, it } from 'vitest';
import {
  MAX_INSTANCE_ID_DIGITS,
  numberCandidates,
  readInstanceId,
  readNamedCandidates,
} from '../../src/finance-api/read-instance-id.js';
import { rawJsonMember } from '../../src/finance-api/raw-json-member.js';

describe('rawJsonMember', () => {
  it('finds the raw text of a top-level member past nested values and strings holding brackets', () => {
    const text =
      ' { "T":{"E_INSTANCE_ID":1,"x":["}",{"a":"]"}]}, "E_\\u0049NSTANCE_ID" : 12345678901234567890 ,"z":null}';
    expect(rawJsonMember(text, 'E_INSTANCE_ID')).toBe('12345678901234567890');
    expect(rawJsonMember('[1]', 'E_INSTANCE_ID')).toBeUndefined();
    expect(rawJsonMember('{"a":"b"}', 'E_INSTANCE_ID')).toBeUndefined();
  });
});

describe('readInstanceId', () => {
  it('accepts digits as a string, and offers a number only as candidates, its digits exactly as written, past 2^53', () => {
    expect(readInstanceId('0030000001', '')).toEqual({ ok: true, instanceId: '0030000001' });
    const body = '{"E_RETCODE":0,"E_INSTANCE_ID":12345678901234567891}';
    expect(readInstanceId(JSON.parse(body).E_INSTANCE_ID as number, body)).toMatchObject({
      ok: false,
      candidates: ['12345678901234567891'],
    });
  });

  it('offers a number that may have lost its leading zeros padded first, then as written and padded to twelve, and names each in its reason', () => {
    const body = '{"E_RETCODE":0,"E_INSTANCE_ID":30000403}';
    const reading = readInstanceId(JSON.parse(body).E_INSTANCE_ID as number, body);
    expect(reading).toMatchObject({ ok: false, candidates: ['0030000403', '30000403', '000030000403'] });
    expect(reading.ok ? [] : readNamedCandidates(reading.reason)).toEqual(['0030000403', '30000403', '000030000403']);
  });

  it.each([
    ['a number in exponent form', '{"E_INSTANCE_ID":1e3}'],
    ['a fraction', '{"E_INSTANCE_ID":12.0}'],
    ['a negative number', '{"E_INSTANCE_ID":-12}'],
  ])('refuses %s', (_, body) => {
    expect(readInstanceId(JSON.parse(body).E_INSTANCE_ID as number, body)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^expected digits, got the number/),
    });
  });

  it('refuses text that is not digits, and ids longer than the limit', () => {
    expect(readInstanceId('12a', '')).toEqual({ ok: false, reason: 'expected digits, got the text "12a"' });
    expect(readInstanceId('', '')).toEqual({ ok: false, reason: 'expected digits, got nothing' });
    expect(readInstanceId('9'.repeat(MAX_INSTANCE_ID_DIGITS + 1), '')).toMatchObject({
      ok: false,
      reason: `expected at most ${MAX_INSTANCE_ID_DIGITS} digits, got ${MAX_INSTANCE_ID_DIGITS + 1}`,
    });
  });
});

describe('the ids a number that may have lost its leading zeros stands for', () => {
  // The spec gives no length ("string of digits"); the seed's ids are ten digits, SAP-style work item
  // ids twelve: each shorter length is padded to, the number as written between them.
  it.each([
    ['1', ['0000000001', '1', '000000000001']],
    ['30000403', ['0030000403', '30000403', '000030000403']],
    ['123456789', ['0123456789', '123456789', '000123456789']],
    ['1030000403', ['1030000403', '001030000403']],
    ['10300004031', ['10300004031', '010300004031']],
    ['100030000403', ['100030000403']],
    ['12345678901234567891', ['12345678901234567891']],
  ])('%s: %j', (digits, candidates) => {
    expect(numberCandidates(digits)).toEqual(candidates);
  });
});
