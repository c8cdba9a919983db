/**
 * INVOICE_BATCH_API_KEY_FILE: the API key read from a file, as systemd's LoadCredential= provides
 * one (`Environment=INVOICE_BATCH_API_KEY_FILE=%d/api-key`), with the checks of apiKeyFile; set
 * together with INVOICE_BATCH_API_KEY it is refused, naming both and neither key. Real files in a
 * temp folder, the real settings resolution.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configErrorOf } from '../helpers/config-error-of.js';
import { resolveSettings } from '../../src/settings.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'sk-credential-7f3a9c21e4';
const CONFIG = 'defaultProfile: prod\nprofiles:\n  prod:\n    baseUrl: https://finance.example.com\n';

/** A credentials folder as systemd makes it, holding the key file, and a config folder. */
function folders(content = `${KEY}\n`) {
  const cwd = makeTempDir('key-file-variable');
  writeFileSync(join(cwd, 'invoice-batch.config.yaml'), CONFIG);
  const credentials = join(cwd, 'credentials');
  mkdirSync(credentials);
  const file = join(credentials, 'api-key');
  writeFileSync(file, content);
  chmodSync(file, 0o400);
  return { cwd, file };
}

describe('INVOICE_BATCH_API_KEY_FILE', () => {
  it('reads the key from the file it names and says where it came from', () => {
    const { cwd, file } = folders();
    const settings = resolveSettings({}, { INVOICE_BATCH_API_KEY_FILE: file }, cwd);
    expect(settings.api.apiKey).toBe(KEY);
    expect(settings.api.apiKeySource).toBe(`the file ${file} (INVOICE_BATCH_API_KEY_FILE)`);
  });

  it('refuses it set together with INVOICE_BATCH_API_KEY, quoting neither key', () => {
    const { cwd, file } = folders();
    const { message } = configErrorOf(() =>
      resolveSettings({}, { INVOICE_BATCH_API_KEY_FILE: file, INVOICE_BATCH_API_KEY: 'sk-other-key-1234' }, cwd),
    );
    expect(message).toContain('both INVOICE_BATCH_API_KEY and INVOICE_BATCH_API_KEY_FILE are set');
    expect(message).not.toContain(KEY);
    expect(message).not.toContain('sk-other-key-1234');
  });

  it.each([
    ['a missing file', (file: string) => `${file}.gone`, 'cannot read the API key file'],
    ['a key pasted in its place', () => 'sk-pasted-in-place-998877', 'named by INVOICE_BATCH_API_KEY_FILE (ENOENT)'],
  ])('refuses %s as apiKeyFile is refused, exit 2, the key never quoted', (_, name, says) => {
    const { cwd, file } = folders();
    const error = configErrorOf(() => resolveSettings({}, { INVOICE_BATCH_API_KEY_FILE: name(file) }, cwd));
    expect(error.exitCode).toBe(2);
    expect(error.message).toContain(says);
    expect(error.message).not.toContain('sk-pasted-in-place-998877');
  });
});
