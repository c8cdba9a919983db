/**
 * Config, mapping and API key files written by Windows tools: Notepad's "ANSI" (Windows-1252) is
 * refused naming the encoding and the line, never read with U+FFFD in place of its letters;
 * Notepad's "Unicode" (UTF-16 with a byte-order mark) is read as what it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSettingsText } from '../../src/config-file/decode-settings-text.js';
import { loadConfigFile } from '../../src/config-file/load-config-file.js';
import { readApiKeyFile } from '../../src/config-file/read-api-key-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { configErrorOf } from '../helpers/config-error-of.js';
import { encodeText } from '../helpers/encode-text.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const CONFIG =
  'defaultProfile: prod\nprofiles:\n  prod:\n    baseUrl: https://finance.example.com\n    envSegment: qä\n';

function utf16(text: string, order: 'le' | 'be', bom = true): Buffer {
  const le = Buffer.from(text, 'utf16le');
  const bytes = order === 'le' ? le : Buffer.from(le.map((_, i) => le[i ^ 1] ?? 0));
  return Buffer.concat([bom ? Buffer.from(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : Buffer.alloc(0), bytes]);
}

describe('files not saved as UTF-8', () => {
  it('refuses a mapping saved as Windows-1252 (ANSI), naming the encoding, the word and the line', async () => {
    const dir = makeTempDir('ansi-mapping');
    const file = join(dir, 'map.yaml');
    const text = 'source: { type: csv }\ninvoice:\n  PayeeId: Vendor\n  Description: { value: "Geprüft März" }\n';
    writeFileSync(file, encodeText(text, 'windows-1252'));
    const error = await loadMapping(file).then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.name).toBe('ConfigError');
    expect(error?.message).toContain(`${file}:4: not UTF-8 text: invalid byte 0xFC`);
    expect(error?.message).toContain('"Geprüft"');
    expect(error?.message).toContain('saved as Windows-1252 (ANSI)? save it as UTF-8');
  });

  it.each(['le', 'be'] as const)('reads a config saved as UTF-16 %s with a byte-order mark', (order) => {
    const dir = makeTempDir('utf16-config');
    const file = join(dir, 'invoice-batch.config.yaml');
    writeFileSync(file, utf16(CONFIG, order));
    expect(loadConfigFile(file).config.profiles?.prod?.envSegment).toBe('qä');
  });

  it('refuses UTF-16 without a byte-order mark, saying so', () => {
    const dir = makeTempDir('utf16-config');
    const file = join(dir, 'invoice-batch.config.yaml');
    writeFileSync(file, utf16(CONFIG, 'le', false));
    expect(configErrorOf(() => loadConfigFile(file)).message).toContain(
      `UTF-16 (Notepad's "Unicode") without a byte-order mark`,
    );
  });

  it('refuses an API key file saved as Windows-1252 without quoting its content', () => {
    const dir = makeTempDir('ansi-key');
    writeFileSync(join(dir, 'api.key'), encodeText('sécret-key-4f1c9e-ééé\n', 'windows-1252'), { mode: 0o600 });
    const message = configErrorOf(() => readApiKeyFile('api.key', join(dir, 'config.yaml'))).message;
    expect(message).toContain('not UTF-8 text: invalid byte 0xE9');
    expect(message).toContain('save it as UTF-8');
    expect(message).not.toContain('cret');
  });

  it('reads an API key file saved as UTF-16 with a byte-order mark', () => {
    const dir = makeTempDir('utf16-key');
    writeFileSync(join(dir, 'api.key'), utf16('key-file-secret-4f1c9e\r\n', 'le'), { mode: 0o600 });
    expect(readApiKeyFile('api.key', join(dir, 'config.yaml')).key).toBe('key-file-secret-4f1c9e');
  });

  it('takes UTF-8 as it is', () => {
    expect(decodeSettingsText(Buffer.from('a: é\n'))).toEqual({ text: 'a: é\n' });
  });
});
