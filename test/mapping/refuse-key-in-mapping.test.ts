import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYamlText } from '../../src/config-file/read-yaml-file.js';
import { ConfigError } from '../../src/errors.js';
import { refuseKeyInMapping } from '../../src/mapping/refuse-key-in-mapping.js';

/** Keys as back-ends issue them: long random strings of letters, digits, `-` and `_`. */
const key = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);

/** How a key ends up written in a mapping: whole, in another case, percent-encoded, base64, in part. */
const FORMS: readonly [string, (key: string) => string][] = [
  ['whole', (k) => k],
  ['in upper case', (k) => k.toUpperCase()],
  ['percent-encoded', (k) => [...k].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
  ['base64', (k) => Buffer.from(k).toString('base64')],
  ['in part, its last four characters cut', (k) => k.slice(0, -4)],
  ['inside other text', (k) => `Bearer ${k} (prod)`],
];

/** Places of a mapping whose text the template copies out, each with the field path the refusal names. */
const PLACES: readonly [string, (text: string) => string][] = [
  ['invoice.Invoice_Status.value', (t) => `invoice:\n  Invoice_Status: { value: "${t}" }\n`],
  ['invoice.Invoice_Status.default', (t) => `invoice:\n  Invoice_Status: { column: Status, default: "${t}" }\n`],
  ['description', (t) => `description: "Vendor feed ${t}"\ninvoice:\n  Invoice_Number: Number\n`],
  ['contacts[0].Role.value', (t) => `invoice:\n  Invoice_Number: Number\ncontacts:\n  - Role: { value: "${t}" }\n`],
];

describe('a mapping holding the API key', () => {
  it.each(PLACES.flatMap(([field, place]) => FORMS.map(([name, form]) => [field, name, place, form] as const)))(
    'at %s, %s: refused at its field and line, never quoting the key',
    (field, _, place, form) => {
      fc.assert(
        fc.property(key, (secret) => {
          const yaml = parseYamlText(place(form(secret)), 'm.yaml');
          let refusal: unknown;
          try {
            refuseKeyInMapping(yaml, secret);
          } catch (error) {
            refusal = error;
          }
          expect(refusal).toBeInstanceOf(ConfigError);
          const message = (refusal as Error).message;
          expect(message).toMatch(
            new RegExp(`^m\\.yaml:\\d+: ${field.replace(/[.[\]]/g, '\\$&')}: expected no API key`),
          );
          expect(message).not.toContain(form(secret));
          expect(message.toLowerCase()).not.toContain(secret.slice(0, 12).toLowerCase());
        }),
        { numRuns: 10 },
      );
    },
  );

  it('is not refused for texts that only share a few characters with the key', () => {
    fc.assert(
      fc.property(key, (secret) => {
        // Eleven characters of the key, then one no key holds: a run of twelve would be the key in part.
        const yaml = parseYamlText(PLACES[0]![1](`${secret.slice(0, 11)}~2026`), 'm.yaml');
        expect(() => refuseKeyInMapping(yaml, secret)).not.toThrow();
      }),
      { numRuns: 30 },
    );
  });
});
