/**
 * The key is the one line of the key file that is neither blank nor a comment. A file holding
 * more (two such lines, `NAME=KEY`, `KEY # note`) is refused naming the line by its number, never
 * quoting it: the whole line was sent as the key, and the 401 said nothing of why.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiKeyFile } from '../../src/config-file/read-api-key-file.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'k3y-Secret-0123456789';

function outcomeOf(content: string): { key?: string; message?: string; file: string } {
  const file = join(makeTempDir('key-lines'), 'api.key');
  writeFileSync(file, content, { mode: 0o600 });
  try {
    return { key: readApiKeyFile(file, undefined).key, file };
  } catch (error) {
    return { message: (error as Error).message, file };
  }
}

describe('the lines of an API key file', () => {
  it.each([
    `${KEY}\n`,
    `${KEY}`,
    `\uFEFF${KEY}\r\n`,
    `  ${KEY}  \n`,
    `\n${KEY}\n`,
    `   \r\n\r\n${KEY}`,
    `# ACME production key, rotated 2026-11\n${KEY}\n`,
    `${KEY}\n  # a note below\n`,
  ])('takes the key of %j', (content) => {
    expect(outcomeOf(content).key).toBe(KEY);
  });

  it('keeps the = padding that ends a base64 key', () => {
    expect(outcomeOf('QUNNRS1rZXktMDAx==\n').key).toBe('QUNNRS1rZXktMDAx==');
  });

  it.each([
    ['', /is empty$/],
    ['\n \r\n\t\n', /is empty$/],
    ['# the key goes below\n', /holds only comments \(lines starting with #\), no key$/],
    [
      `${KEY}\nsecond line\n`,
      /holds 2 lines that are not comments \(lines 1, 2\): it must hold the key alone on one line/,
    ],
    [`API_KEY=${KEY}\n`, /line 1 holds "=" inside: it must hold the key alone, not NAME=KEY$/],
    [`# acme\nAPI_KEY = ${KEY}\n`, /line 2 holds a space: it must hold the key alone/],
    [`${KEY} # prod\n`, /line 1 holds a space: it must hold the key alone, with no name or note beside it/],
  ])('refuses %j, naming the file and what is wrong, never quoting the key', (content, expected) => {
    const { message, file, key } = outcomeOf(content);
    expect(key).toBeUndefined();
    expect(message).toMatch(expected);
    expect(message).toContain(`the API key file ${file} `);
    expect(message).not.toContain(KEY);
    expect(message).not.toContain('API_KEY');
  });
});
