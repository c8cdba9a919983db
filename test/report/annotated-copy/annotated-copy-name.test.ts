/**
 * The annotated copy is named after its source by the rule its cells are copied by: the API key (in
 * any spelling) and the base URL's password of 12 characters or more, whole, become `***` (written `___`: Windows allows no `*` in a name); any other
 * name, whatever it shares with the URL's user name or a run of the password, is kept byte for byte.
 */
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeAnnotatedCopy } from '../../../src/report/annotated-copy/write-annotated-copy.js';
import { dataSecretsOf } from '../../../src/mapping/scrub-data-text.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KEY = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
const PASSWORD = 'Tr0ub4dor-and-3-horses';

/** User names as base URLs carry them: short words, and one as long as a password. */
const USERS = ['acme', 'ops', 'data', 'finance-robot-eu-west'];

/** What a failing assertion may print: the secrets named, never shown. */
const shown = (text: string) => text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(PASSWORD, '<the password>');

/** The stem of the copy written of `in <dir>/<stem>.csv` for a target of `baseUrl`. */
async function copyStem(dir: string, stem: string, baseUrl: string): Promise<string> {
  const source = join(dir, `${stem}.csv`);
  writeFileSync(source, 'A,B\r\n1,2\r\n');
  const secrets = dataSecretsOf({ apiKey: KEY, baseUrl });
  const file = await writeAnnotatedCopy(new Map(), source, { main: { type: 'csv' } }, dir, new Date(), secrets);
  return shown(basename(file).replace(/-annotated-\d{8}-\d{6}(-\d+)?\.csv$/, ''));
}

const WORD = fc.constantFrom('May ', 'invoices-', '2026', '', 'Ü€');

describe('the name of the annotated copy', () => {
  it('keeps a name holding no secret byte for byte, the URL user name and shorter runs of the password included', async () => {
    const dir = makeTempDir('ib-copy-name-kept');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...USERS),
        WORD,
        fc.constantFrom(...USERS, PASSWORD.slice(0, 12), PASSWORD.slice(3, 18), PASSWORD.slice(0, -1)),
        WORD,
        async (user, before, part, after) => {
          // A user name says who logs in, not how: it is in mails and folder names, not a secret by itself.
          const stem = `${before}${part}${after}`;
          expect(await copyStem(dir, stem, `https://${user}:${PASSWORD}@h`)).toBe(stem);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('masks the key in any case and a long password, whole', async () => {
    const dir = makeTempDir('ib-copy-name-masked');
    await fc.assert(
      fc.asyncProperty(WORD, fc.constantFrom(KEY, KEY.toUpperCase(), PASSWORD), WORD, async (before, secret, after) => {
        expect(await copyStem(dir, `${before}${secret}${after}`, `https://ops:${PASSWORD}@h`)).toBe(
          `${before}___${after}`,
        );
      }),
      { numRuns: 20 },
    );
  });

  it('masks a user name that is itself the key: it is the key wherever it is written', async () => {
    const dir = makeTempDir('ib-copy-name-user-key');
    expect(await copyStem(dir, `May ${KEY}`, `https://${KEY}:x@h`)).toBe('May ___');
  });
});
