import { describe, expect, it } from 'vitest';
import { offerAnsweredInstances } from '../../src/finance-api/offer-answered-ids.js';

describe('offerAnsweredInstances', () => {
  it.each([
    [
      "a cut answer's excerpt naming the id as text",
      'the answer was cut off after 120 bytes: {"E_INSTANCE_ID":"0030000062","E_MESSAGE":"","E_RE',
      ['0030000062'],
    ],
    ['an excerpt kept inside quoted text', 'body: "{\\"E_INSTANCE_ID\\" : \\"0030000062\\"', ['0030000062']],
    [
      'an excerpt naming the id as a number',
      'excerpt: {"E_INSTANCE_ID":30000062,"E_RE',
      ['0030000062', '30000062', '000030000062'],
    ],
    [
      "a number's reason",
      'expected text, got the number 30000403 (...: the finance system may show it as "0030000403" or "30000403")',
      ['0030000403', '30000403'],
    ],
    ['a fraction', 'excerpt: {"E_INSTANCE_ID":30000062.5}', []],
    ['no instance (empty, all zeros)', '{"E_INSTANCE_ID":"","x":1} {"E_INSTANCE_ID":"0000000000"}', []],
    ['nothing', 'HTTP 504 Gateway Time-out', []],
  ])('%s', (_, detail, offered) => {
    expect(offerAnsweredInstances([detail, null])).toEqual(offered);
  });
});
