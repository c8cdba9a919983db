/**
 * validate's problems quote the file (a cell's value, a header): they are masked by the rule cells
 * are copied by, so only the API key in any spelling and a URL password of 12+ characters become
 * `***`; a value sharing the URL's user name or a short password (`ACME-1001`) is shown as written.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { dataSecretsOf } from '../../src/mapping/scrub-data-text.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_2Zx8-Lm4_nP5qR6sT7uV8wX9yA0bC1';
const LONG_PASSWORD = 'Purple-monkey-dishwasher-7';
const USER = 'acme';
const SHORT_PASSWORD = '1001';
const TARGETS = [
  { apiKey: KEY, baseUrl: `https://${USER}:${SHORT_PASSWORD}@finance.example` },
  { apiKey: KEY, baseUrl: `https://${USER}:${LONG_PASSWORD}@finance.example` },
] as const;
/** Secret forms by name, so that a counterexample fast-check prints never shows one. */
const SECRETS: Readonly<Record<string, string>> = {
  key: KEY,
  'key in upper case': KEY.toUpperCase(),
  'long password': LONG_PASSWORD,
};

/** What a failing assertion may print: the secrets named, never shown. */
const shown = (text: string) =>
  text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(LONG_PASSWORD, '<the password>');

/** The problems of a one-invoice file whose Total cell holds `total`, as validate reports them. */
async function problemsOf(dir: string, total: string, target: (typeof TARGETS)[number]) {
  const file = join(dir, 'in.csv');
  writeFileSync(
    file,
    `Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,N-1,2026-05-01,EUR,${total},100.00,19.00\n`,
  );
  const secrets = dataSecretsOf(target);
  const result = await validateFile(file, await loadMapping(join(dir, 'mapping.yaml')), {
    secrets,
    apiKey: target.apiKey,
    passwords: secrets.passwords,
  });
  return result.problems;
}

const WORD = fc.constantFrom('', 'ref ', 'INV-', '#', '2026/');

describe("validate's problem texts", () => {
  it('quote an ordinary value as written, whatever it shares with the URL user name or a short password', async () => {
    const dir = makeTempDir('ib-validate-problem-kept');
    writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
    await fc.assert(
      fc.asyncProperty(
        WORD,
        fc.constantFrom(USER, USER.toUpperCase(), SHORT_PASSWORD, `${USER.toUpperCase()}-${SHORT_PASSWORD}`),
        WORD,
        fc.constantFrom(0, 1),
        async (before, part, after, target) => {
          const value = `${before}${part}${after}`;
          // The short password alone (`1001`) is a valid Total: no problem quotes it.
          fc.pre(value !== SHORT_PASSWORD);
          const problems = await problemsOf(dir, value, TARGETS[target]);
          const total = problems.find((problem) => problem.value !== undefined);
          expect(total?.value).toBe(value);
          expect(JSON.stringify(problems)).not.toContain('***');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('mask the key in two cases and a long password wherever the value holds them', async () => {
    const dir = makeTempDir('ib-validate-problem-masked');
    writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
    await fc.assert(
      fc.asyncProperty(WORD, fc.constantFrom(...Object.keys(SECRETS)), WORD, async (before, secret, after) => {
        const problems = await problemsOf(dir, `${before}${SECRETS[secret]}${after}`, TARGETS[1]);
        const said = shown(JSON.stringify(problems));
        expect(said).toContain(`${before}***${after}`);
        expect(said).not.toMatch(/<the key>|<the password>/);
      }),
      { numRuns: 20 },
    );
  });
});
