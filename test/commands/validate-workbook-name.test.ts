/**
 * The validation workbook is named after its source by the rule every file name the product writes
 * follows (results, annotated copy, drop folder): the API key in any spelling and the base URL's
 * password of 12 characters or more become `***`; the URL's user name and a short password are
 * ordinary words in a file name and are kept byte for byte. The settings given to the command hold
 * a URL with credentials, as one that got past the settings' refusal would.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { settingsFromArgv } from '../../src/commands/api-options.js';
import { runValidate } from '../../src/commands/run-validate.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { secretNameForms, SHORT_PASSWORD, USER } from '../helpers/secret-name-forms.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_5Fd8-Tr2_gH3jK4lM5nP6qR7sT8uV9';
const LONG_PASSWORD = 'Battery-staple-horse-77';
const { forms: FORMS, stems: STEMS, shown } = secretNameForms(KEY, LONG_PASSWORD);

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,V-1,2026-05-01,EUR,n/a,100.00,19.00\n';

describe('the validation workbook', () => {
  it.each(FORMS)('of a file named with %s', async (_, form, expected) => {
    const dir = makeTempDir('ib-validate-workbook-name');
    const out = join(dir, 'out');
    writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
    const password = form === SHORT_PASSWORD ? SHORT_PASSWORD : LONG_PASSWORD;
    let printed = '';
    const io: CommandIo = {
      stdout: (text) => void (printed += text),
      stderr: (text) => void (printed += text),
      isTTY: false,
      signal: new AbortController().signal,
      env: { INVOICE_BATCH_API_KEY: KEY, INVOICE_BATCH_STATE_DIR: join(dir, 'state') },
      cwd: dir,
    };
    for (const [before, after] of STEMS) {
      const name = `${before}${form}${after}`;
      writeFileSync(join(dir, `${name}.csv`), CSV);
      const argv = { file: `${name}.csv`, mapping: 'mapping.yaml', out, journal: join(dir, 'journal.sqlite') };
      const settings = settingsFromArgv(argv, io);
      const withCredentials = {
        ...settings,
        api: { ...settings.api, apiKey: KEY, baseUrl: `https://${USER}:${password}@finance.example` },
      };
      expect(await runValidate(argv, io, () => withCredentials)).toBe(1);
    }
    const names = readdirSync(out).filter((n) => n.includes('-validation-'));
    const stems = STEMS.map(([before, after]) => `${before}${expected}${after}`);
    expect(
      shown(
        names
          .map((n) => n.replace(/-validation-\d{8}-\d{6}(-\d+)?\.xlsx$/, ''))
          .sort()
          .join('\n'),
      ),
    ).toBe(shown(stems.sort().join('\n')));
    expect(shown(names.join('\n'))).not.toMatch(/<the key>|<the password>/);
    expect(printed).toContain('Validation workbook: ');
  });
});
