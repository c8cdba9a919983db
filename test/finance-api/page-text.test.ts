import { describe, expect, it } from 'vitest';
import { pageText } from '../../src/finance-api/page-text.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import { bodyExcerpt } from '../../src/finance-api/body-excerpt.js';

describe('pageText', () => {
  it.each([
    [gatewayPage(502), '502 Bad Gateway'],
    [gatewayPage(504), '504 Gateway Time-out'],
    // As an excerpt: whitespace collapsed, cut at 300 characters.
    [bodyExcerpt(gatewayPage(504), ''), '504 Gateway Time-out'],
    ['<html><body><h1>Service Unavailable</h1><p>Try &amp; wait</p></body></html>', 'Service Unavailable Try & wait'],
    [
      '<html><head><style>h1 { color: red }</style></head><body>Down for maintenance</body></html>',
      'Down for maintenance',
    ],
    ['<html><body>cut off in a tag <a href="x', 'cut off in a tag'],
    ['{"message":"backend down"}', '{"message":"backend down"}'],
    ['  plain   text ', 'plain text'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
  ])('reads %j as %j', (page, text) => {
    expect(pageText(page)).toBe(text);
  });
});
