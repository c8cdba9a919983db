/** describeTarget over generated profiles and addresses: only the embedded sandbox is called the local sandbox. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_NAME, describeTarget } from '../../src/finance-api/api-target.js';

const baseUrl = fc.webUrl({ withQueryParameters: false, withFragments: false });
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
});
