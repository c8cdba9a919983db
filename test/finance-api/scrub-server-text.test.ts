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

  const TRIAL_KEY = 'Ab+c/d=e&f<g>SECRETX42';
  const trialSecrets = secretsOf({ apiKey: TRIAL_KEY, baseUrl: 'https://api.example.com' });
  const entities = (text: string, radix: 10 | 16) =>
    [...text].map((c) => (radix === 10 ? `&#${c.codePointAt(0)};` : `&#x${c.codePointAt(0)!.toString(16)};`)).join('');
  it.each([
    ['percent-encoded, / left as is', 'Ab%2Bc/d%3De%26f%3Cg%3ESECRETX42'],
    ['percent-encoded in lower-case hex', 'Ab%2bc%2fd%3de%26f%3cg%3eSECRETX42'],
    ['percent-encoded, every character', [...TRIAL_KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
    ['as decimal HTML entities', entities(TRIAL_KEY, 10)],
    ['as hexadecimal HTML entities', entities(TRIAL_KEY, 16)],
    ['partly HTML-escaped (&)', 'Ab+c/d=e&amp;f<g>SECRETX42'],
    ['partly HTML-escaped (<)', 'Ab+c/d=e&f&lt;g>SECRETX42'],
    ['with spellings mixed', 'Ab%2Bc&#47;d=e&amp;f\\u003cg>secretx42'],
    ['in upper case', TRIAL_KEY.toUpperCase()],
  ])('removes a key with reserved characters written %s', (_, spelled) => {
    const scrubbed = scrubServerText(`{"E_MESSAGE":"key ${spelled} is wrong"}`, trialSecrets);
    expect(scrubbed).toBe('{"E_MESSAGE":"key *** is wrong"}');
  });

  it('leaves text that only resembles the key as it is', () => {
    // Runs of 11 and 10 characters of the key, and a near spelling: a part is found from 12 on.
    const text = 'Ab+c/d=e&f< and g>SECRETX43 and Ab%2Bc/d%3De%26f%3Cg%3ESECRETX43';
    expect(scrubServerText(text, trialSecrets)).toBe(text);
  });

  it('keeps an answer JSON when the key ends in a backslash and is echoed escaped', () => {
    const slashKey = secretsOf({ apiKey: 'sk-live-abc\\', baseUrl: 'https://api.example.com' });
    const answer = JSON.stringify({ E_MESSAGE: 'bad key sk-live-abc\\', E_RETCODE: 4 });
    const scrubbed = scrubServerText(answer, slashKey);
    expect(JSON.parse(scrubbed)).toEqual({ E_MESSAGE: 'bad key ***', E_RETCODE: 4 });
    expect(scrubServerText('plain sk-live-abc\\ here', slashKey)).toBe('plain *** here');
  });

  it('stays fast for a key of many backslashes against text of backslashes', () => {
    const backslashes = secretsOf({ apiKey: `k${'\\'.repeat(30)}x`, baseUrl: 'https://api.example.com' });
    const text = `k${'\\'.repeat(500)}y`;
    const started = performance.now();
    // Its runs of 12 backslashes or more are parts of the key.
    expect(scrubServerText(text, backslashes)).not.toContain('\\'.repeat(12));
    // generous: matching one way per character takes milliseconds; trying both took minutes
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stays fast on a large hostile answer', () => {
    const text = `&#${'0'.repeat(2_000_000)}${'&#0'.repeat(200_000)}Ab%2`.repeat(2);
    const started = performance.now();
    expect(scrubServerText(text, trialSecrets)).toBe(text);
    // generous: linear matching takes milliseconds; backtracking would take minutes
    expect(performance.now() - started).toBeLessThan(5_000);
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

  it("scrubs each target's own secrets when one process talks to several, one after the other", () => {
    const first = secretsOf({ apiKey: 'first-key-1', baseUrl: 'https://a.example.com' });
    const second = secretsOf({ apiKey: 'second-key-2', baseUrl: 'https://b.example.com' });
    const text = 'first-key-1 and second-key-2';
    for (let round = 0; round < 2; round++) {
      expect(scrubServerText(text, first)).toBe('*** and second-key-2');
      expect(scrubServerText(text, second)).toBe('first-key-1 and ***');
    }
  });
});
