/**
 * A body is quoted in messages only when it is text: what real servers send by mistake as bytes
 * (compressed without Content-Encoding, images, UTF-16) is named by its size instead.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyExcerpt } from '../../src/finance-api/body-excerpt.js';

/** As the client reads every answer body (build-exchange.ts). */
const asRead = (bytes: Buffer) => new TextDecoder('utf-8').decode(bytes);
const JSON_BODY = JSON.stringify({ E_RETCODE: 0, E_INSTANCE_ID: '0030000001', E_MESSAGE: 'Invoice created' });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('bodyExcerpt', () => {
  it.each([
    ['gzip without Content-Encoding', gzipSync(JSON_BODY)],
    ['deflate without Content-Encoding', deflateSync(JSON_BODY)],
    ['a PNG image', PNG],
    ['UTF-16LE JSON', Buffer.from(JSON_BODY, 'utf16le')],
    ['random bytes', Buffer.from([0xde, 0xad, 0xbe, 0xef, 0xff, 0xfe, 0x80, 0x81, 0x82])],
  ])('names %s as binary instead of quoting it', (_, bytes) => {
    const text = asRead(bytes);
    expect(bodyExcerpt(text, 'k')).toBe('a binary body, not quoted');
    expect(bodyExcerpt(text, 'k')).not.toContain('\x1f');
  });

  it('names a body of control bytes that are valid UTF-8 as binary too', () => {
    expect(bodyExcerpt(asRead(PNG.subarray(1, 12)), 'k')).toBe('a binary body, not quoted');
  });

  it.each([
    ['JSON', JSON_BODY],
    ['an HTML error page with CRLF and tabs', '<html>\r\n\t<title>502 Bad Gateway</title>\r\n</html>'],
    ['Latin-1 text with one byte not UTF-8', asRead(Buffer.from('Lieferant Müller: Rechnung abgelehnt', 'latin1'))],
    ['text in other scripts', 'Счёт отклонён: 請求書 ✓'],
  ])('quotes %s', (_, text) => {
    expect(bodyExcerpt(text, 'k')).not.toMatch(/binary body/);
    expect(bodyExcerpt(text, 'k').length).toBeGreaterThan(10);
  });

  it('quotes every text without control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (text) => {
        fc.pre(!/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]/.test(text));
        expect(bodyExcerpt(text, '') === '' || !/^a binary body/.test(bodyExcerpt(text, ''))).toBe(true);
      }),
    );
  });
});
