/**
 * describeTarget over generated profiles and addresses: only the embedded sandbox is called the
 * local sandbox, and the user and password of an address never show.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_NAME, describeTarget } from '../../src/finance-api/api-target.js';

// Settings refuse a base URL holding `@` anywhere (check-base-url.ts): the printed form masks from it as from credentials.
const baseUrl = fc.webUrl({ withQueryParameters: false, withFragments: false }).filter((url) => !url.includes('@'));
const profile = fc.oneof(fc.constant(DEFAULT_PROFILE_NAME), fc.constantFrom('production', 'rehearsal', 'qa'));

describe('describeTarget', () => {
  it('names a server given by its address by profile and address, the default profile as "default profile"', () => {
    fc.assert(
      fc.property(profile, baseUrl, (name, url) => {
        const text = describeTarget({ sandbox: false, profile: name, baseUrl: url });
        expect(text).toBe(`${name === DEFAULT_PROFILE_NAME ? 'default profile' : name} (${url})`);
        expect(text.replace(url, '')).not.toMatch(/sandbox/i);
      }),
    );
  });

  it('calls the sandbox the tool started the local sandbox, with its address', () => {
    fc.assert(
      fc.property(baseUrl, (url) => {
        expect(describeTarget({ sandbox: true, profile: DEFAULT_PROFILE_NAME, baseUrl: url })).toBe(
          `local sandbox (${url}) - nothing reaches a real finance system`,
        );
      }),
    );
  });

  it('shows an address with a user or password as ***@ its host, whatever the credentials and the target', () => {
    const secret = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme-ascii' });
    fc.assert(
      fc.property(
        fc.boolean(),
        profile,
        fc.constantFrom('ops', 'svc-finance', 'a.b@example.com'),
        secret,
        fc.constantFrom('https://erp.example.com', 'http://127.0.0.1:8080', 'https://api.example.com:8443/v2'),
        (sandbox, name, user, password, address) => {
          const [scheme, rest] = address.split('//') as [string, string];
          const url = `${scheme}//${encodeURIComponent(user)}:${encodeURIComponent(password)}@${rest}`;
          const text = describeTarget({ sandbox, profile: name, baseUrl: url });
          // Nothing of the credentials is left: the text is the usual description of the masked address.
          expect(text).toBe(describeTarget({ sandbox, profile: name, baseUrl: `${scheme}//***@${rest}` }));
          expect(text).toContain(`(${scheme}//***@${rest})`);
        },
      ),
    );
  });
});
