import { describe, expect, it } from 'vitest';
import { scrubServerText, secretsOf } from '../../src/finance-api/scrub-server-text.js';

const KEY = 'sk-live/abc+def=';
const secrets = secretsOf({ apiKey: KEY, baseUrl: 'https://api.example.com' });

describe('scrubServerText', () => {
  it.each([
    ['as sent', `key ${KEY} echoed`],
    ['percent-encoded', `key ${encodeURIComponent(KEY)} echoed`],
    ['HTML-escaped', `<p>${KEY.replace(/&/g, '&amp;')}</p>`],
    ['JSON-escaped slash', JSON.stringify({ E_MESSAGE: 'key sk-live\\/abc+def= echoed' }).replace('\\\\/', '\\/')],
    ['as \\u escapes', '{"E_MESSAGE":"key \\u0073\\u006b-live/abc+def= echoed"}'],
  ])('removes the key written %s', (_, text) => {
    const scrubbed = scrubServerText(text, secrets);
    expect(scrubbed).not.toContain(KEY);
    expect(scrubbed).not.toContain('abc+def');
    expect(scrubbed).toContain('***');
  });

  it('keeps JSON valid and numbers exactly as written', () => {
    const text = `{"E_INSTANCE_ID":12345678901234567890,"E_MESSAGE":"\\u0073k-live/abc+def= no"}`;
    const scrubbed = scrubServerText(text, secrets);
    expect(JSON.parse(scrubbed)).toMatchObject({ E_MESSAGE: '*** no' });
    expect(scrubbed).toContain('12345678901234567890');
  });

  it('removes the user and password of a base URL', () => {
    const withCredentials = secretsOf({ apiKey: 'k', baseUrl: 'https://ann:p%40ss@api.example.com' });
    expect(scrubServerText('user ann password p@ss and p%40ss', withCredentials)).toBe('user *** password *** and ***');
  });
});
